import { createInsightsClient } from 'search-insights';
import { updateLoggedEvent } from '@/services/event-log/event-log';
import type { InsightsCall } from './insights-events';

/**
 * search-insights from npm (the only importer; never the CDN script), loaded after the visitor
 * accepted search improvement. Its requests go through our own `fetch` requester so the event
 * inspector learns how each one ended (search-insights' beacon cannot read the answer); the body
 * is `text/plain`, like a beacon, so the browser sends no preflight.
 */

export interface InsightsCredentials {
  appId: string;
  apiKey: string;
  /**
   * The origin events go to instead of Algolia's Insights host: the first of VITE_ALGOLIA_HOSTS,
   * which serves `POST /1/events` like the service (docs/decisions/035).
   */
  host?: string;
}

export interface InsightsSender {
  send(call: InsightsCall, logId: number): Promise<boolean>;
  setUserToken(token: string): void;
}

/** Which logged event the request being made belongs to (search-insights calls us in the same tick). */
let sendingLogId: number | null = null;

async function describeRefusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return `${response.status}: ${body.message}`;
  } catch {
    // Not the service's JSON: the status says enough.
  }
  return `${response.status} ${response.statusText}`.trim();
}

async function request(url: string, data: Record<string, unknown>): Promise<boolean> {
  const logId = sendingLogId;
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify(data),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'omit',
    });
    if (response.status === 200) {
      if (logId !== null) updateLoggedEvent(logId, { status: 'sent' });
      return true;
    }
    const detail = await describeRefusal(response);
    if (logId !== null) updateLoggedEvent(logId, { status: 'failed', detail });
    return false;
  } catch (error) {
    if (logId !== null) {
      updateLoggedEvent(logId, {
        status: 'failed',
        detail: `no answer from the Insights API (${String(error)})`,
      });
    }
    return false;
  }
}

export function createInsightsSender(
  credentials: InsightsCredentials,
  userToken: string,
): InsightsSender {
  const aa = createInsightsClient(request);
  // The token lives in memory here; Folio itself keeps it in the `_ALGOLIA` cookie after consent.
  aa('init', {
    appId: credentials.appId,
    apiKey: credentials.apiKey,
    useCookie: false,
    userToken,
    ...(credentials.host ? { host: credentials.host } : {}),
  });
  return {
    send(call, logId) {
      sendingLogId = logId;
      try {
        // @ts-expect-error -- one call for every method: the payload was built for `call.method`
        return aa(call.method, call.payload) ?? Promise.resolve(false);
      } finally {
        sendingLogId = null;
      }
    },
    setUserToken: (token) => aa('setUserToken', token),
  };
}
