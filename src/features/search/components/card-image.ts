import type { ItemImage } from '@/types/item';

/** Target row height of the justified grid, in CSS pixels (see .result-card in app/styles.css). */
const ROW_HEIGHT = 190;

/** Width over height; a card without usable dimensions is drawn 3:2. */
export function cardImageRatio(image: Pick<ItemImage, 'width' | 'height'> | null): number {
  return image && image.width > 0 && image.height > 0 ? image.width / image.height : 1.5;
}

/** The card image's `sizes`: the whole width on a phone, else about its row's drawn width. */
export function cardImageSizes(ratio: number): string {
  return `(max-width: 600px) 100vw, ${Math.round(ratio * ROW_HEIGHT * 1.4)}px`;
}
