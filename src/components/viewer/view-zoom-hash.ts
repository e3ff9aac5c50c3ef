import type { ViewerZoom } from '@/services/lightbox/viewer-types';
import { VIEW_PREFIX, viewHash } from './view-hash';

/**
 * A slide with tiles keeps its zoom and place in the hash:
 * `#view=<objectID>&zoom=4.5&at=0.4123,0.618`, the zoom against the fitted size, then the point
 * at the centre of the stage as shares of the image's width and height (docs/urls.md). Loaded
 * with the viewer's session, not with the page.
 */

/** Further in than any screen and original make sense; a longer link is cut to this. */
const MAX_ZOOM = 1000;

/** The zoom a `#view=` address asks for, or null when it asks for none or a malformed one. */
export function readViewZoom(hash: string): ViewerZoom | null {
  if (!hash.startsWith(VIEW_PREFIX)) return null;
  const params = new URLSearchParams(hash.slice(VIEW_PREFIX.length).split('&').slice(1).join('&'));
  const zoom = Number(params.get('zoom'));
  const [x, y] = (params.get('at') ?? '').split(',').map(Number);
  const share = (value: number | undefined): value is number =>
    value !== undefined && Number.isFinite(value) && value >= 0 && value <= 1;
  if (!Number.isFinite(zoom) || zoom <= 1 || !share(x) || !share(y)) return null;
  return { zoom: Math.min(zoom, MAX_ZOOM), x, y };
}

export function viewZoomHash(objectID: string, zoom: ViewerZoom | null): string {
  const view = viewHash(objectID);
  return zoom ? `${view}&zoom=${zoom.zoom}&at=${zoom.x},${zoom.y}` : view;
}
