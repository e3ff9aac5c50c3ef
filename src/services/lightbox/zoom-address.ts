import type PhotoSwipe from 'photoswipe';
import type { SlideTiles, ViewerOptions, ViewerZoom } from './viewer-types';
import { placementOfZoom, zoomOfPlacement } from './zoom-view';

type Slide = NonNullable<PhotoSwipe['currSlide']>;

/** The address changes once the visitor has stopped moving for this long, not at every frame. */
const SETTLE_MS = 400;

const stageOf = (pswp: PhotoSwipe) => ({ width: pswp.viewportSize.x, height: pswp.viewportSize.y });

function zoomOfSlide(pswp: PhotoSwipe, slide: Slide): ViewerZoom | null {
  const fit = slide.zoomLevels.fit;
  if (slide.currZoomLevel <= fit * 1.001) return null;
  const placement = {
    left: slide.pan.x,
    top: slide.pan.y,
    width: slide.width * slide.currZoomLevel,
  };
  return zoomOfPlacement(placement, slide, slide.width * fit, stageOf(pswp));
}

/**
 * Keeps the zoom and place of a slide with tiles in the address (`#view=<id>&zoom=…`, written by
 * the viewer's session through `onZoomChange`), and opens a shared link's first slide there.
 * Slides without tiles never tell it anything, as before deep zoom.
 */
export function followZoomInAddress(
  pswp: PhotoSwipe,
  tilesOf: (index: number) => SlideTiles | null,
  options: Pick<ViewerOptions, 'zoom' | 'onZoomChange' | 'index'>,
): void {
  let timer = 0;
  let told: string = JSON.stringify(options.zoom ?? null);

  const tell = () => {
    const slide = pswp.currSlide;
    if (!slide || !tilesOf(pswp.currIndex)) return;
    const zoom = zoomOfSlide(pswp, slide);
    const key = JSON.stringify(zoom);
    if (key === told) return;
    told = key;
    options.onZoomChange?.(zoom);
  };

  pswp.on('zoomPanUpdate', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(tell, SETTLE_MS);
  });
  // Stepping to another slide writes its `#view=` with no zoom (the session's onChange); the
  // first change is the opening itself, on the address's own zoom.
  let opened = false;
  pswp.on('change', () => {
    window.clearTimeout(timer);
    if (opened) told = 'null';
    opened = true;
  });
  pswp.on('destroy', () => window.clearTimeout(timer));

  const asked = options.zoom;
  if (!asked || asked.zoom <= 1) return;
  pswp.on('openingAnimationEnd', () => {
    const slide = pswp.currSlide;
    if (!slide?.isZoomable() || pswp.currIndex !== options.index || !tilesOf(pswp.currIndex))
      return;
    const fitWidth = slide.width * slide.zoomLevels.fit;
    const placement = placementOfZoom(asked, slide, fitWidth, stageOf(pswp));
    const level = placement.width / slide.width;
    slide.zoomTo(level, undefined, 0, true);
    slide.pan.x = placement.left;
    slide.pan.y = placement.top;
    // Past the rendition this hands the slide over to its tiles (deep-zoom-handover.ts).
    slide.applyCurrentZoomPan();
  });
}
