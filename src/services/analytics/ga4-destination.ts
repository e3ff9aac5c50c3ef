import ReactGA from 'react-ga4';
import type { AnalyticsDestination } from './analytics-events';

/**
 * GA4 through react-ga4 (the only importer). Loaded only after the visitor accepted analytics;
 * the consent defaults and the update are already in the dataLayer when gtag.js arrives. Page
 * views are the app's own (one per route), so gtag's automatic one is off.
 */
export function startGa4(measurementId: string): AnalyticsDestination {
  ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
  return {
    send(event) {
      // gtag('event', …) as is: ReactGA.event would rename some keys the UA way.
      ReactGA.gtag('event', event.name, event.params);
    },
  };
}

/** Tests start from an uninitialised library. */
export function resetGa4ForTests(): void {
  ReactGA.reset();
}
