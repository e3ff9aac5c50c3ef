import type { Rendition } from '@/types/item';
import { renditionSrcSet } from './image-sources';

/** The formats a `ResponsiveImage` offers, in its order: the first the browser takes wins. */
const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
  ['jpeg', 'image/jpeg'],
] as const;

export interface PreloadableImage {
  width: number;
  height: number;
  renditions: Rendition[];
}

/** Only what a preload needs, from a hit that may be malformed (its screen says so, not this). */
export function readPreloadableImage(hit: unknown): PreloadableImage | null {
  const image = (hit as { image?: unknown } | null)?.image as Partial<PreloadableImage> | undefined;
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
 * Starts an image a `ResponsiveImage` will draw, before it is rendered: the same `srcset` (of the
 * first format the picture offers) and `sizes`, so the browser picks the same file and the image
 * finds it downloaded.
 */
export function preloadResponsiveImage(
  image: PreloadableImage,
  sizes: string,
  { high, target = document }: { high: boolean; target?: Document },
): void {
  for (const [format, type] of FORMATS) {
    const srcset = renditionSrcSet(image, format);
    if (!srcset) continue;
    const link = target.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.type = type;
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', sizes);
    if (high) link.setAttribute('fetchpriority', 'high');
    target.head.append(link);
    return;
  }
}
