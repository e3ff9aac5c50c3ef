import TagManager from 'react-gtm-module';
import type { AnalyticsDestination } from './analytics-events';

/**
 * Google Tag Manager through react-gtm-module (the only importer). Loaded only after the visitor
 * accepted analytics. Each event is a dataLayer push `{ event, ...params }` for the container's
 * triggers; what the container does with them is the owner's setup.
 */
export function startGtm(containerId: string): AnalyticsDestination {
  // The exact call the security policy hashes (scripts/vite/security-policy.ts): keep in step.
  TagManager.initialize({ gtmId: containerId });
  return {
    send(event) {
      TagManager.dataLayer({ dataLayer: { event: event.name, ...event.params } });
    },
  };
}
