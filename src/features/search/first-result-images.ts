import { renditionSrcSet } from '@/components/ui/image-sources';
import type { FirstSearchResponse } from '@/services/search/first-search';
import type { Rendition } from '@/types/item';
import { cardImageRatio, cardImageSizes } from './components/card-image';

/** A phone's first screen: one card across below 600 px, so two images at most. */
const FIRST_IMAGES = 2;

/** The formats a card's `<picture>` offers, in its order: the first the browser takes wins. */
const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
  ['jpeg', 'image/jpeg'],
] as const;

interface CardImage {
  width: number;
  height: number;
  renditions: Rendition[];
}

/** Only what a preload needs, from a hit that may be malformed (the card says so, not this). */
function readCardImage(hit: unknown): CardImage | null {
  const image = (hit as { image?: unknown } | null)?.image as Partial<CardImage> | undefined;
  if (!image || typeof image !== 'object' || !Array.isArray(image.renditions)) return null;
  const renditions = image.renditions.filter(
    (rendition): rendition is Rendition =>
      typeof rendition === 'object' && rendition !== null && typeof rendition.width === 'number',
  );
  return {
    width: typeof image.width === 'number' ? image.width : 0,
    height: typeof image.height === 'number' ? image.height : 0,
    renditions,
  };
}

/**
 * Starts the first cards' images while the app is still loading, with the `srcset` and `sizes`
 * the cards will use, so the browser picks the same file and the card finds it downloaded.
 */
export function preloadFirstResultImages(response: FirstSearchResponse, target = document): void {
  const hits = (response.results[0] as { hits?: unknown } | undefined)?.hits;
  if (!Array.isArray(hits)) return;
  hits.slice(0, FIRST_IMAGES).forEach((hit, index) => {
    const image = readCardImage(hit);
    if (!image) return;
    for (const [format, type] of FORMATS) {
      const srcset = renditionSrcSet(image, format);
      if (!srcset) continue;
      const link = target.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.type = type;
      link.setAttribute('imagesrcset', srcset);
      link.setAttribute('imagesizes', cardImageSizes(cardImageRatio(image)));
      if (index === 0) link.setAttribute('fetchpriority', 'high');
      target.head.append(link);
      return;
    }
  });
}
