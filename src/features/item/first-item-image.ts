import { preloadResponsiveImage, readPreloadableImage } from '@/components/ui/preload-image';
import type { FirstSearchResponse } from '@/services/search/first-search';
import { itemImageDrawnWidth } from './components/item-image-sizes';

/**
 * Starts an item page's photo while the app is still loading, as the page will ask for it. A
 * video's poster is drawn by its player's stage, at its own size: not preloaded.
 */
export function preloadItemImage(response: FirstSearchResponse, target = document): void {
  const hit = (response.results[0] as { hits?: unknown[] } | undefined)?.hits?.[0];
  if ((hit as { type?: unknown } | undefined)?.type !== 'photo') return;
  const image = readPreloadableImage(hit);
  if (image) preloadResponsiveImage(image, itemImageDrawnWidth(image), { high: true, target });
}
