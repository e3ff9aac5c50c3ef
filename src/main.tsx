// First: the visitor's theme is on <html> before anything renders (no inline script allowed).
import '@/services/theme/start-theme';
import { firstScreenPainted, revealApp } from '@/components/ui/first-screen';
import { nextTask } from '@/components/ui/next-task';
import { preloadRouteFor } from '@/app/route-modules';
import { configResult } from '@/config/config-result';
import { preloadItemImage } from '@/features/item/first-item-image';
import { preloadFirstResultImages } from '@/features/search/first-result-images';
import { hasConsent } from '@/services/consent/consent';
import { sendFirstSearch } from '@/services/search/first-search';
import { readPageData } from '@/services/search/page-data';
import '@/app/styles.css';
import { startMockService } from './mock-service';

/**
 * The entry is small on purpose: before React and the screens have downloaded (boot.tsx, which
 * the HTML preloads beside this file), it sends the search the page starts with (the results of
 * `/`, an item page's record), starts the images the page opens with once that answers, and
 * asks for the screen's own code. On a prerendered page (components/ui/first-screen.ts) all of that waits
 * until its photo is drawn, so the photo does not share the connection with the app's code.
 */
void firstScreenPainted().then(async () => {
  if (configResult.ok) {
    if (__FOLIO_MOCK__) {
      // MSW's worker starts now, beside the app's download; nothing is sent early, as it would
      // leave before MSW answers. boot.tsx waits for the same start and shows its failure.
      void startMockService().catch(() => {});
    } else if (!readPageData(document, window.location)) {
      // A page rendered at build time carries its first results: nothing to ask early.
      const firstSearch = sendFirstSearch(configResult.config.algolia, window.location, {
        withUserToken: hasConsent('insights'),
      });
      const preloadImages = window.location.pathname.startsWith('/item/')
        ? preloadItemImage
        : preloadFirstResultImages;
      void firstSearch?.then((response) => response && preloadImages(response));
    }
  }
  // Asking for a chunk adds a preload link for each chunk it imports, and each link starts a
  // request: the app's code and the screen's are asked for in tasks of their own, not one long one.
  await nextTask();
  void import('./boot').catch(() => {
    // The page's code did not download (offline, a deployment replaced it): say so, not a blank page.
    revealApp();
    const root = document.getElementById('root');
    if (root) root.textContent = 'This page could not load. Check your connection, then reload.';
  });
  await nextTask();
  if (configResult.ok) preloadRouteFor(window.location.pathname);
});
