import { hasConsent, subscribeConsent } from '@/services/consent/consent';
import { logEvent, updateLoggedEvent } from '@/services/event-log/event-log';
import type { AnalyticsDestination, AnalyticsEvent, PageViewParams } from './analytics-events';
import { resetConsentModeForTests, setConsentMode } from './consent-mode';

export type { AnalyticsEvent } from './analytics-events';

/**
 * The one `track()` API the app calls for analytics. It feeds GA4 and Tag Manager when their IDs
 * are configured, and only while the visitor accepts analytics: before that (and after a
 * withdrawal) an event is logged as blocked for the inspector and dropped, never queued, and
 * neither library nor script is even loaded. Each library is imported by its destination module,
 * loaded on the first acceptance.
 */

export interface AnalyticsIds {
  ga4Id: string | null;
  gtmId: string | null;
}

type DestinationName = 'GA4' | 'GTM';

interface Destination {
  name: DestinationName;
  id: string;
  load: (id: string) => Promise<AnalyticsDestination>;
  started: Promise<AnalyticsDestination> | null;
}

let destinations: Destination[] = [];
let stopWatchingConsent: (() => void) | null = null;
/** The page being viewed, so acceptance in the middle of a visit counts the page it happened on. */
let currentPage: PageViewParams | null = null;

const GOOGLE_COOKIE = /^(_ga|_ga_.+|_gid|_gat(_.+)?|_gcl_.+)$/;

function start(destination: Destination): Promise<AnalyticsDestination> {
  setConsentMode(true);
  if (!destination.started) {
    destination.started = destination.load(destination.id);
  }
  return destination.started;
}

function deliver(destination: Destination, event: AnalyticsEvent): void {
  if (!hasConsent('analytics')) {
    logEvent({
      destination: destination.name,
      name: event.name,
      payload: event.params,
      status: 'blocked',
      detail: 'the visitor has not accepted analytics',
    });
    return;
  }
  const entry = logEvent({
    destination: destination.name,
    name: event.name,
    payload: event.params,
    status: 'sending',
  });
  start(destination).then(
    (started) => {
      // While the script loaded, the visitor may have withdrawn, or analytics stopped.
      if (!destinations.includes(destination) || !hasConsent('analytics')) {
        updateLoggedEvent(entry.id, {
          status: 'blocked',
          detail: 'analytics stopped before it could be sent',
        });
        return;
      }
      try {
        started.send(event);
        updateLoggedEvent(entry.id, { status: 'sent' });
      } catch (error) {
        updateLoggedEvent(entry.id, {
          status: 'failed',
          detail: `${destination.name} refused it: ${String(error)}`,
        });
      }
    },
    (error: unknown) => {
      destination.started = null; // a failed chunk load may succeed on the next event
      updateLoggedEvent(entry.id, {
        status: 'failed',
        detail: `${destination.name} could not be loaded: ${String(error)}`,
      });
    },
  );
}

let lastPageViewPathname: string | null = null;

/**
 * One page_view per route: the first call for a pathname counts, later ones (the search screen
 * rewriting its query string while the visitor types) do not. Called once the screen's title is
 * known, so the report shows the page's own title.
 */
export function trackPageView(title: string): void {
  const { pathname, search, href } = window.location;
  if (pathname === lastPageViewPathname) return;
  lastPageViewPathname = pathname;
  track({
    name: 'page_view',
    params: { page_location: href, page_path: `${pathname}${search}`, page_title: title },
  });
}

export function track(event: AnalyticsEvent): void {
  if (event.name === 'page_view') currentPage = event.params;
  for (const destination of destinations) deliver(destination, event);
}

function onAnalyticsGranted(): void {
  if (currentPage) track({ name: 'page_view', params: currentPage });
  else for (const destination of destinations) void start(destination).catch(() => undefined);
}

function onAnalyticsWithdrawn(): void {
  setConsentMode(false);
  // Loaded on use: most visitors never withdraw.
  void import('@/services/consent/remove-cookies').then(({ removeCookies }) =>
    removeCookies((name) => GOOGLE_COOKIE.test(name)),
  );
}

/**
 * Called once at start-up with the configured IDs (null: that destination is off). With
 * consent already given in an earlier visit, the destinations load with the first event.
 */
export function startAnalytics(ids: AnalyticsIds): void {
  stopAnalytics();
  if (ids.ga4Id) {
    destinations.push({
      name: 'GA4',
      id: ids.ga4Id,
      load: (id) => import('./ga4-destination').then(({ startGa4 }) => startGa4(id)),
      started: null,
    });
  }
  if (ids.gtmId) {
    destinations.push({
      name: 'GTM',
      id: ids.gtmId,
      load: (id) => import('./gtm-destination').then(({ startGtm }) => startGtm(id)),
      started: null,
    });
  }
  stopWatchingConsent = subscribeConsent((state, previous) => {
    if (state.choices.analytics === previous.choices.analytics) return;
    if (state.choices.analytics) onAnalyticsGranted();
    else onAnalyticsWithdrawn();
  });
}

export function stopAnalytics(): void {
  stopWatchingConsent?.();
  stopWatchingConsent = null;
  destinations = [];
  currentPage = null;
  lastPageViewPathname = null;
}

/** Tests start with no destination, an empty dataLayer and no Google script. */
export async function resetAnalyticsForTests(): Promise<void> {
  stopAnalytics();
  resetConsentModeForTests();
  const { resetGa4ForTests } = await import('./ga4-destination');
  resetGa4ForTests();
  for (const script of document.querySelectorAll('script[src*="googletagmanager.com"]')) {
    script.remove();
  }
}
