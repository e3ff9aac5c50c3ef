import type { ItemImage } from '@/types/item';

/** Never drawn taller than this share of the screen, so the title shows below it. */
const MAX_HEIGHT_VH = 78;
/** The page's content width (.item-details max-width). */
const MAX_PAGE_WIDTH = 1200;

/** Width over height; an image without usable dimensions is drawn 3:2. */
export function itemImageRatio({ width, height }: Pick<ItemImage, 'width' | 'height'>): number {
  return width > 0 && height > 0 ? width / height : 1.5;
}

/** Width of the largest rendition: drawing wider would only upscale it. */
function largestWidth(image: Pick<ItemImage, 'width' | 'renditions'>): number {
  const widths = image.renditions.map((rendition) => rendition.width);
  return Math.max(0, ...widths) || image.width;
}

/**
 * How wide the photo is drawn (its `sizes`, and its stage's width): as large as the screen
 * allows, never beyond its largest rendition nor taller than the screen's share.
 */
export function itemImageDrawnWidth(
  image: Pick<ItemImage, 'width' | 'height' | 'renditions'>,
): string {
  const maxWidth = Math.min(largestWidth(image), MAX_PAGE_WIDTH);
  return `min(calc(100vw - 2.5rem), ${maxWidth}px, calc(${MAX_HEIGHT_VH}vh * ${itemImageRatio(image).toFixed(4)}))`;
}
