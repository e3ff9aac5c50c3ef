import type { CSSProperties } from 'react';
import type { ItemView } from '@/types/item';

/** Never drawn taller than this share of the screen, so the title shows below it. */
const MAX_HEIGHT_VH = 80;
/** The page's content width (.item-details max-width). */
const MAX_PAGE_WIDTH = 1200;
const FALLBACK_RATIO = 16 / 9;

export interface VideoStage {
  /** Natural frame size: the poster's, which ingest takes from the video itself. */
  width: number;
  height: number;
  /** The drawn width as a CSS length, also the `sizes` of the poster image. */
  drawnWidth: string;
  style: CSSProperties;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The video's box at its own aspect ratio, reserved before anything loads: fluid, but never
 * wider than its natural width or the page, nor taller than most of the screen.
 */
export function videoStage(item: ItemView): VideoStage {
  const naturalWidth = positive(item.image?.width);
  const naturalHeight = positive(item.image?.height);
  const ratio = naturalWidth && naturalHeight ? naturalWidth / naturalHeight : FALLBACK_RATIO;
  const width = Math.round(naturalWidth ?? 1280);
  const height = Math.round(naturalHeight ?? width / ratio);
  const maxWidth = Math.min(width, MAX_PAGE_WIDTH);
  const drawnWidth = `min(calc(100vw - 2.5rem), ${maxWidth}px, calc(${MAX_HEIGHT_VH}vh * ${ratio.toFixed(4)}))`;
  const style = { '--video-width': drawnWidth, '--video-ratio': ratio.toFixed(4) } as CSSProperties;
  return { width, height, drawnWidth, style };
}
