import type { InsightsClient, InsightsEvent as InstantSearchEvent } from 'instantsearch.js';
import { hasConsent, subscribeConsent } from '@/services/consent/consent';
import { loggedEvents, logEvent, updateLoggedEvent } from '@/services/event-log/event-log';
import type { InsightsCredentials, InsightsSender } from './insights-client';
import { toInsightsCall, type InsightsCall, type InsightsEvent } from './insights-events';
import { forgetViewedResults } from './viewed-results';

export type { ClickEvent, ConversionEvent, InsightsEvent, ViewEvent } from './insights-events';

/**
 * Search-improvement events (Algolia Insights): clicks with the response's queryID and position,
 * conversions, and views of results on screen. Sent only while the visitor accepts search
 * improvement; otherwise logged as blocked and dropped, never queued. search-insights itself
 * loads on the first event sent after consent (insights-client.ts).
 */

interface InsightsSetup extends InsightsCredentials {
  indexName: string;
}

/** Where the anonymous token is kept after consent, the cookie InstantSearch reads back. */
const TOKEN_COOKIE = '_ALGOLIA';
const TOKEN_MAX_AGE_S = 182 * 24 * 60 * 60;
const QUERY_CACHE_KEY = 'AlgoliaObjectQueryCache';

let setup: InsightsSetup | null = null;
let userToken: string | null = null;
let sender: Promise<InsightsSender> | null = null;
let stopWatchingConsent: (() => void) | null = null;
const tokenListeners = new Set<(token: string) => void>();

function readTokenCookie(): string | null {
  const match = /(?:^|;\s*)_ALGOLIA=([^;]+)/.exec(document.cookie);
  return match?.[1] ?? null;
}

function currentToken(): string {
  userToken ??= readTokenCookie() ?? `anonymous-${crypto.randomUUID()}`;
  return userToken;
}

function keepTokenInCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=${currentToken()}; max-age=${TOKEN_MAX_AGE_S}; path=/; SameSite=Lax`;
}

function loadSender(current: InsightsSetup): Promise<InsightsSender> {
  sender ??= import('./insights-client').then(({ createInsightsSender }) =>
    createInsightsSender(current, currentToken()),
  );
  sender.catch(() => {
    sender = null; // a failed chunk load may succeed on the next event
  });
  return sender;
}

function deliver(call: InsightsCall): void {
  if (!setup) return;
  const payload = { eventType: eventTypeOf(call.method), ...call.payload };
  if (!hasConsent('insights')) {
    logEvent({
      destination: 'Insights',
      name: call.payload.eventName,
      payload,
      status: 'blocked',
      detail: 'the visitor has not accepted search improvement',
    });
    return;
  }
  const entry = logEvent({
    destination: 'Insights',
    name: call.payload.eventName,
    payload: { ...payload, userToken: currentToken() },
    status: 'sending',
  });
  loadSender(setup).then(
    (loaded) => loaded.send(call, entry.id),
    (error: unknown) =>
      updateLoggedEvent(entry.id, {
        status: 'failed',
        detail: `search-insights could not be loaded: ${String(error)}`,
      }),
  );
}

function eventTypeOf(method: InsightsCall['method']): 'click' | 'conversion' | 'view' {
  if (method.startsWith('clicked')) return 'click';
  if (method.startsWith('converted')) return 'conversion';
  return 'view';
}

/**
 * The index each search response came from (a sort replica when sorted). A conversion on the
 * item page names only the queryID; Insights needs the index that answered that query.
 */
const indexOfQuery = new Map<string, string>();
const MAX_REMEMBERED_QUERIES = 200;

export function rememberQueryIndex(queryID: string, index: string): void {
  indexOfQuery.delete(queryID);
  indexOfQuery.set(queryID, index);
  if (indexOfQuery.size > MAX_REMEMBERED_QUERIES) {
    const oldest = indexOfQuery.keys().next().value;
    if (oldest !== undefined) indexOfQuery.delete(oldest);
  }
}

export function sendInsightsEvent(event: InsightsEvent): void {
  if (!setup) return;
  const queryID = 'queryID' in event ? event.queryID : null;
  const index = event.index ?? (queryID ? indexOfQuery.get(queryID) : undefined);
  deliver(toInsightsCall({ ...event, index }, setup.indexName));
}

/**
 * The client given to InstantSearch's `insights` option. It has search-insights' calling shape
 * so the middleware can share the anonymous token with search requests, but every event goes
 * through the consent gate above, and InstantSearch's usage telemetry (`__start__`) is never
 * sent. Widget events arrive through `onEvent`; automatic "Hits Viewed" events are replaced by
 * views of results actually on screen (features/search use-result-views).
 */
const TELEMETRY_EVENT = '__start__';

function instantSearchClient(method: string, ...args: unknown[]): unknown {
  switch (method) {
    case 'getUserToken': {
      const callback = args[1] as ((error: unknown, token?: string) => void) | undefined;
      callback?.(null, userToken ?? undefined);
      return userToken ?? undefined;
    }
    case 'setUserToken':
      if (typeof args[0] === 'string' && args[0] !== '') {
        userToken = args[0];
        if (hasConsent('insights')) keepTokenInCookie();
        void sender?.then((loaded) => loaded.setUserToken(args[0] as string));
        for (const listener of tokenListeners) listener(args[0]);
      }
      return undefined;
    case 'onUserTokenChange': {
      tokenListeners.clear();
      const listener = args[0] as ((token: string) => void) | undefined;
      if (listener) {
        tokenListeners.add(listener);
        const options = args[1] as { immediate?: boolean } | undefined;
        if (options?.immediate && userToken) listener(userToken);
      }
      return undefined;
    }
    case 'sendEvents':
      // Once a page: InstantSearch sends it each time it starts, and it starts once per attempt
      // to hydrate a rendered search screen. A log entry each time was a store change that
      // interrupted the hydration in progress, which started InstantSearch again: a loop.
      if (loggedEvents().some((entry) => entry.name === TELEMETRY_EVENT))
        return Promise.resolve(false);
      logEvent({
        destination: 'Insights',
        name: TELEMETRY_EVENT,
        payload: null,
        status: 'dropped',
        detail: 'InstantSearch usage telemetry is never sent',
      });
      return Promise.resolve(false);
    default:
      return undefined;
  }
}
instantSearchClient.version = '2.17.3';

function onInstantSearchEvent(event: InstantSearchEvent): void {
  if (!event.insightsMethod || event.eventType === 'view') return;
  deliver({ method: event.insightsMethod, payload: event.payload } as InsightsCall);
}

export const instantSearchInsights = {
  // The middleware only calls the methods handled above; their results match search-insights'.
  insightsClient: instantSearchClient as unknown as InsightsClient,
  onEvent: onInstantSearchEvent,
};

function onInsightsWithdrawn(): void {
  void import('@/services/consent/remove-cookies').then(({ removeCookies }) =>
    removeCookies((name) => name === TOKEN_COOKIE),
  );
  try {
    localStorage.removeItem(QUERY_CACHE_KEY);
  } catch {
    // Storage blocked: search-insights could not have written it either.
  }
}

/** Called once at start-up with the search service's credentials and index. */
export function startInsights(config: InsightsSetup): void {
  stopInsights();
  setup = config;
  stopWatchingConsent = subscribeConsent((state, previous) => {
    if (state.choices.insights === previous.choices.insights) return;
    if (state.choices.insights) keepTokenInCookie();
    else onInsightsWithdrawn();
  });
  if (hasConsent('insights') && userToken) keepTokenInCookie();
}

export function stopInsights(): void {
  stopWatchingConsent?.();
  stopWatchingConsent = null;
  setup = null;
}

/** The anonymous token; search requests carry it only while search improvement is accepted. */
export function insightsUserTokenAllowed(): boolean {
  return hasConsent('insights');
}

/** Tests start with no token, no client and no listener. */
export function resetInsightsForTests(): void {
  stopInsights();
  userToken = null;
  sender = null;
  indexOfQuery.clear();
  tokenListeners.clear();
  forgetViewedResults();
}
