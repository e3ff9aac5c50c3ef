import { startTracking } from '@/app/start-tracking';
import { server } from '@/mocks/node';
import { saveConsent, type ConsentChoices } from '@/services/consent/consent';
import { mockConfig } from './render-app';

/** The visitor's answer in the "Privacy choices" dialog, given without the dialog. */
export function acceptTracking(
  choices: ConsentChoices = { analytics: true, insights: true },
): void {
  saveConsent(choices);
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function dataLayer(): unknown[] {
  return (window as DataLayerWindow).dataLayer ?? [];
}

function isArguments(entry: unknown): entry is IArguments {
  return Object.prototype.toString.call(entry) === '[object Arguments]';
}

/** gtag commands as gtag.js reads them: `['consent', 'default', {...}]`, `['event', name, params]`. */
export function gtagCommands(): unknown[][] {
  return dataLayer()
    .filter(isArguments)
    .map((entry) => Array.from(entry));
}

/** GA4 events handed to gtag.js, in order. */
export function ga4Events(): { name: string; params: Record<string, unknown> }[] {
  return gtagCommands()
    .filter((command) => command[0] === 'event')
    .map((command) => ({
      name: command[1] as string,
      params: command[2] as Record<string, unknown>,
    }));
}

/** Events pushed for Tag Manager (plain objects with an `event` key), its own `gtm.js` aside. */
export function gtmEvents(): Record<string, unknown>[] {
  return dataLayer().filter(
    (entry): entry is Record<string, unknown> =>
      !isArguments(entry) &&
      typeof entry === 'object' &&
      entry !== null &&
      'event' in entry &&
      (entry as { event: unknown }).event !== 'gtm.js',
  );
}

export interface RecordedRequest {
  url: URL;
  body: unknown;
}

/**
 * Every request that leaves for a host matching `host`, with its parsed JSON body, as MSW sees it
 * (the real client's own request, whatever transport it used).
 */
export function recordRequests(host: RegExp): { requests: RecordedRequest[]; stop: () => void } {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!host.test(url.hostname)) return;
    const entry: RecordedRequest = { url, body: null };
    requests.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          entry.body = text === '' ? null : JSON.parse(text);
        } catch {
          entry.body = text;
        }
      });
  };
  server.events.on('request:start', listener);
  return { requests, stop: () => server.events.removeListener('request:start', listener) };
}

/** The Insights events that left in the recorded requests, in order (bodies parse async: poll). */
export function sentInsightsEvents(recorded: { requests: RecordedRequest[] }): unknown[] {
  return recorded.requests.flatMap((request) => {
    const body = request.body as { events?: unknown[] } | null;
    return body?.events ?? [];
  });
}

export const INSIGHTS_HOST = /^insights(\.\w+)?\.algolia\.io$/;

/**
 * Analytics and insights pointed at the mock destinations, with the visitor's consent, and every
 * Insights request recorded: for tests that render one component, not the whole app.
 */
export function trackWithConsent(): { requests: RecordedRequest[]; stop: () => void } {
  startTracking(mockConfig);
  acceptTracking();
  return recordRequests(INSIGHTS_HOST);
}
