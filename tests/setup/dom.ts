import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@/mocks/node';
import { clearMockTraffic } from '@/mocks/traffic-log';
import { resetSearchAnalyticsForTests } from '@/features/search/hooks/use-search-analytics';
import { resetAnalyticsForTests } from '@/services/analytics/analytics';
import { resetConsentForTests } from '@/services/consent/consent';
import { removeCookies } from '@/services/consent/remove-cookies';
import { clearEventLog } from '@/services/event-log/event-log';
import { resetInsightsForTests } from '@/services/insights/insights';
import { demoMediaHandler, demoMediaHeadHandler } from '../fixtures/demo-media-handler';

// Route chunks load lazily and searches go through the real client: allow for a slow machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: scrolling is a no-op here (the app's scroll restoration calls it).
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Every request must meet a handler, assets included (MSW skips those with 'error').
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      print.error();
      throw new Error(`Unhandled ${request.method} ${request.url}`);
    },
  }),
);
// The page's own origin serves the demo originals (camera details read them).
beforeEach(() => server.use(demoMediaHandler, demoMediaHeadHandler));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
  // Each test is a first visit: no consent, no tracker, no cookie, an empty event log.
  localStorage.clear();
  removeCookies(() => true);
  resetConsentForTests();
  await resetAnalyticsForTests();
  resetInsightsForTests();
  resetSearchAnalyticsForTests();
  clearEventLog();
  clearMockTraffic();
});
afterAll(() => server.close());
