import { preloadResponsiveImage, readPreloadableImage } from '@/components/ui/preload-image';
import type { FirstSearchResponse } from '@/services/search/first-search';
import { cardImageRatio, cardImageSizes } from './components/card-image';

/** A phone's first screen: one card across below 600 px, so two images at most. */
const FIRST_IMAGES = 2;

/** Starts the first cards' images while the app is still loading, as the cards will ask. */
export function preloadFirstResultImages(response: FirstSearchResponse, target = document): void {
  const hits = (response.results[0] as { hits?: unknown } | undefined)?.hits;
  if (!Array.isArray(hits)) return;
  hits.slice(0, FIRST_IMAGES).forEach((hit, index) => {
    const image = readPreloadableImage(hit);
    if (!image) return;
    preloadResponsiveImage(image, cardImageSizes(cardImageRatio(image)), {
      high: index === 0,
      target,
    });
  });
}
