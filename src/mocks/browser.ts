import { setupWorker } from 'msw/browser';
import { basePath } from '@/config/env';
import { ignoredParameterMessage } from '@/engine';
import { createMockHandlers } from './handlers';
import { clearMockTraffic, mockTraffic, type MockTrafficEntry } from './traffic-log';

declare global {
  interface Window {
    /** Mock mode only: the analytics requests MSW answered, for QA in the console and journeys. */
    __folioMockTraffic?: { entries(): readonly MockTrafficEntry[]; clear(): void };
  }
}

/**
 * Starts MSW in the page. Requests to our own origin (the app, its chunks, the demo media) pass
 * through; any other unhandled request is an error, so a new third-party call cannot slip into
 * mock mode (or QA) without a handler.
 */
export async function startMockWorker(): Promise<void> {
  window.__folioMockTraffic = { entries: mockTraffic, clear: clearMockTraffic };
  // Once per parameter a visit sends that the local engine answers as if absent.
  const worker = setupWorker(
    ...createMockHandlers({
      onIgnoredParameter: (name) => console.warn(ignoredParameterMessage(name)),
    }),
  );
  await worker.start({
    serviceWorker: { url: `${basePath}mockServiceWorker.js` },
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).origin === window.location.origin) return;
      print.error();
    },
  });
}
