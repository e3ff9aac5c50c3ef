/**
 * Zoom is measured against the fitted size: 1 = the whole image fits the screen, 8 = eight times
 * that. PhotoSwipe counts zoom against the image's own pixels, so its levels are the fit level
 * times these factors.
 */
export const MAX_ZOOM_FACTOR = 8;
/** Each + or − keypress doubles or halves the zoom. */
export const ZOOM_STEP = 2;

export function maxZoomLevel(fit: number): number {
  return fit * MAX_ZOOM_FACTOR;
}

/** Click or double-tap: a close look without jumping all the way in. */
export function secondaryZoomLevel(fit: number): number {
  return fit * Math.min(MAX_ZOOM_FACTOR, Math.max(2, 1 / fit));
}

/** The next level for a + (direction 1) or − (direction -1) keypress, within fit and max. */
export function steppedZoomLevel(current: number, fit: number, direction: 1 | -1): number {
  const next = direction === 1 ? current * ZOOM_STEP : current / ZOOM_STEP;
  const max = maxZoomLevel(fit);
  // Snap to the ends so rounding never leaves the visitor at 7.99× or 1.01×.
  if (next >= max * 0.99) return max;
  if (next <= fit * 1.01) return fit;
  return next;
}

/** Zoom relative to the fitted size, as the visitor reads it: "4×". */
export function formatZoomFactor(level: number, fit: number): string {
  const factor = level / fit;
  return `${factor >= 10 ? Math.round(factor) : Math.round(factor * 10) / 10}×`;
}

/**
 * Past level 1 each screen pixel shows less than one pixel of the largest rendition: the image
 * is enlarged beyond what the archive holds, and the viewer says so. With tiles of the original
 * the archive holds more: `sharpest` is the original's width over the rendition's.
 */
export function isBeyondFullResolution(level: number, sharpest = 1): boolean {
  return level > sharpest * 1.001;
}
