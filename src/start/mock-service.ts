/**
 * Mock mode's local search service (MSW and the engine), started once, as early as the entry can:
 * its worker registers and activates while the app's own code downloads and runs, and the app
 * renders once it answers (mswjs/msw#1964: nothing may leave before). In the real build
 * `__FOLIO_MOCK__` is false at build time, so the import below is dropped.
 */
let started: Promise<void> | null = null;

export function startMockService(): Promise<void> {
  if (!__FOLIO_MOCK__) return Promise.resolve();
  started ??= import('@/mocks/browser').then(({ startMockWorker }) => startMockWorker());
  return started;
}
