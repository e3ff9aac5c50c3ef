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
// request: the app's code, the screen's and React's DOM renderer are asked for in tasks of their
// own, not one long one.
async function loadTheApp(): Promise<void> {
  // A page rendered for this address is readable already: its stylesheets and first photo have
  // the connection to themselves until it is drawn (a slow phone's first paint waited behind
  // the app's code by seconds), then the app comes to hydrate it.
  if (isOwnRenderedPage()) await afterFirstPaint();
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
  // Last, so that it arrives and runs (a 40-60 ms task on a slow phone, most of the hydration's
  // longest) while the browser has no other code to compile (bench:hydration); boot.tsx waits
  // for it.
  await nextTask();
  void import('react-dom/client').catch(() => {});
}

/** The theme's head script marks another address's markup (`data-other-page`): not this one. */
function isOwnRenderedPage(): boolean {
  const root = document.documentElement;
  return root.hasAttribute('data-rendered-for') && !root.hasAttribute('data-other-page');
}

/** Resolves just after the browser has drawn the page (a frame, then a task after it). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void loadTheApp();
