// First: the visitor's theme is on <html> before anything renders (no inline script allowed).
import './start-theme';
import { preloadRouteFor } from '@/app/route-modules';
import { configResult } from '@/config/config-result';
import '@/app/styles.css';
import { startMockService } from './mock-service';
import { nextTask } from './next-task';
import { showRootWithout } from './root-markup';

/**
 * The entry (src/start/README.md has the whole start-up in order). It is small on purpose: it
 * starts mock mode's service worker and asks for the app's code (boot.tsx, which the HTML
 * preloads beside this file) and the screen's, so they download side by side.
 */
if (configResult.ok && __FOLIO_MOCK__) {
  // MSW's worker starts now, beside the app's download; boot.tsx waits for the same start and
  // shows its failure.
  void startMockService().catch(() => {});
}
// Asking for a chunk adds a preload link for each chunk it imports, and each link starts a
// request: the app's code and the screen's are asked for in tasks of their own, not one long one.
async function loadTheApp(): Promise<void> {
  await nextTask();
  void import('./boot').catch(() => {
    // The page's code did not download (offline, a deployment replaced it): say so, not a blank
    // page.
    const root = document.getElementById('root');
    if (!root) return;
    showRootWithout(root);
    root.textContent = 'This page could not load. Check your connection, then reload.';
  });
  await nextTask();
  if (configResult.ok) preloadRouteFor(window.location.pathname);
}

void loadTheApp();
