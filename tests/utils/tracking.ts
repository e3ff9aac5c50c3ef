import { startTracking } from '@/app/start-tracking';
import {
  mockTraffic,
  type MockTrafficDestination,
  type MockTrafficEntry,
} from '@/mocks/traffic-log';
import { saveConsent, type ConsentChoices } from '@/services/consent/consent';
import { mockConfig } from './render-app';

/** The visitor's answer in the "Privacy choices" dialog, given without the dialog. */
export function acceptTracking(
  choices: Partial<ConsentChoices> = { analytics: true, insights: true },
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

/** Requests the mock tracker endpoints answered (GA4 collect, gtag.js/gtm.js, Insights), in order. */
export function trackerTraffic(destination?: MockTrafficDestination): MockTrafficEntry[] {
  return mockTraffic().filter((entry) => !destination || entry.destination === destination);
}

/** The Insights events that reached the service, in order (poll: they arrive asynchronously). */
export function sentInsightsEvents(): unknown[] {
  return trackerTraffic('Insights').flatMap((entry) => {
    const body = entry.body as { events?: unknown[] } | null;
    return body?.events ?? [];
  });
}

/**
 * Analytics and insights pointed at the mock destinations, with the visitor's consent: for tests
 * that render one component, not the whole app.
 */
export function trackWithConsent(): void {
  startTracking(mockConfig);
  acceptTracking();
}
