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
  /** The drawn width in CSS px for a viewport of this size (the poster is picked for it). */
  drawnPixels: (viewport: { width: number; height: number }) => number;
  style: CSSProperties;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The video's box at its own aspect ratio, reserved before anything loads: fluid, as wide as
 * the page allows, never taller than most of the screen.
 */
export function videoStage(item: ItemView): VideoStage {
  const naturalWidth = positive(item.image?.width);
  const naturalHeight = positive(item.image?.height);
  const ratio = naturalWidth && naturalHeight ? naturalWidth / naturalHeight : FALLBACK_RATIO;
  const width = Math.round(naturalWidth ?? 1280);
  const height = Math.round(naturalHeight ?? width / ratio);
  // As wide as a photo is drawn, whatever the clip's own size: the player scales it, and a
  // smaller box only made a video look less than the photos around it.
  const drawnWidth = `min(calc(100vw - 2.5rem), ${MAX_PAGE_WIDTH}px, calc(${MAX_HEIGHT_VH}vh * ${ratio.toFixed(4)}))`;
  const style = { '--video-width': drawnWidth, '--video-ratio': ratio.toFixed(4) } as CSSProperties;
  const drawnPixels = (viewport: { width: number; height: number }) =>
    Math.min(viewport.width - 40, MAX_PAGE_WIDTH, (viewport.height * MAX_HEIGHT_VH * ratio) / 100);
  return { width, height, drawnWidth, drawnPixels, style };
}
