import type PhotoSwipe from 'photoswipe';
import type * as DeepZoomModule from './deep-zoom';
import type { DeepZoom, ImageRect } from './deep-zoom';
import type { SlideTiles } from './viewer-types';
import { maxZoomLevel } from './zoom-levels';

type Slide = NonNullable<PhotoSwipe['currSlide']>;

/**
 * The tiles zoom in to this many screen pixels per pixel of the original, or to the viewer's
 * own furthest (eight times the fitted size), whichever is further.
 */
const MAX_PIXEL_RATIO = 2;
/** Each arrow key moves the view by this share of it. */
const PAN_STEP = 0.2;
const EVENTS_KEPT_FROM_PHOTOSWIPE = [
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointercancel',
  'mousedown',
  'touchstart',
  'touchmove',
  'touchend',
  'wheel',
  'click',
  'dblclick',
];

let deepZoomModule: Promise<typeof DeepZoomModule> | null = null;
/** OpenSeadragon loads the first time a visitor zooms past a rendition into tiles. */
function loadDeepZoom() {
  deepZoomModule ??= import('./deep-zoom').catch((error: unknown) => {
    deepZoomModule = null;
    throw error;
  });
  return deepZoomModule;
}

/** The largest rendition is drawn at its own pixels at level 1: past it, the tiles are sharper. */
const pastRendition = (slide: Slide) => slide.currZoomLevel > 1.001;

export interface DeepZoomHandover {
  /** A key for the tiles while they are in charge; false when PhotoSwipe should have it. */
  handleKey(key: string): boolean;
  /** The slide is drawn from the tiles. */
  isActive(): boolean;
}

/**
 * Carries a slide with tiles on from PhotoSwipe into OpenSeadragon when the visitor zooms past
 * its largest rendition, and back when they zoom out below it. The tiles lie on a layer above
 * the slide, placed exactly where PhotoSwipe draws the rendition; while the tiles are in charge
 * PhotoSwipe's slide follows every move under them (it shows through until the tiles arrive,
 * its zoom label reads the same level, and zooming out hands back without a jump).
 */
export function attachDeepZoom(
  pswp: PhotoSwipe,
  tilesOf: (index: number) => SlideTiles | null,
): DeepZoomHandover {
  let state: 'off' | 'loading' | 'on' = 'off';
  let deep: DeepZoom | null = null;
  let layer: HTMLDivElement | null = null;
  /** Moves made here, to the slide, are not the visitor's own. */
  let following = false;
  let attempt = 0;

  const makeLayer = () => {
    const element = document.createElement('div');
    element.className = 'viewer-deep-zoom';
    element.dataset.state = 'loading';
    for (const name of EVENTS_KEPT_FROM_PHOTOSWIPE)
      element.addEventListener(name, (event) => event.stopPropagation());
    // Above the slides, below the top bar, arrows and caption that follow it.
    if (pswp.container) pswp.container.after(element);
    else pswp.element?.append(element);
    return element;
  };

  const slideRect = (slide: Slide): ImageRect => {
    const holder = slide.holderElement?.getBoundingClientRect();
    const stage = pswp.scrollWrap?.getBoundingClientRect();
    const dx = (holder?.left ?? 0) - (stage?.left ?? 0);
    const dy = (holder?.top ?? 0) - (stage?.top ?? 0);
    const width = slide.width * slide.currZoomLevel;
    return {
      left: slide.pan.x + dx,
      top: slide.pan.y + dy,
      width,
      height: slide.height * slide.currZoomLevel,
    };
  };

  const follow = (slide: Slide, rect: ImageRect) => {
    following = true;
    slide.setZoomLevel(rect.width / slide.width);
    const current = slideRect(slide);
    slide.pan.x += rect.left - current.left;
    slide.pan.y += rect.top - current.top;
    // Also tells the viewer's zoom label and address (its zoomPanUpdate listeners).
    slide.applyCurrentZoomPan();
    following = false;
  };

  const stop = () => {
    attempt++;
    state = 'off';
    // Not from inside one of OpenSeadragon's own handlers (a settle may be what ends it).
    const gone = deep;
    if (gone) window.setTimeout(() => gone.destroy(), 0);
    deep = null;
    layer?.remove();
    layer = null;
  };

  /** Back to PhotoSwipe at the level the tiles left it, its rendition redrawn for that level. */
  const handBack = (slide: Slide) => {
    stop();
    following = true;
    slide.zoomTo(slide.currZoomLevel, undefined, 0, true);
    following = false;
  };

  const start = (slide: Slide, tiles: SlideTiles) => {
    state = 'loading';
    const mine = ++attempt;
    const index = pswp.currIndex;
    performance.mark('deep-zoom-start');
    layer = makeLayer();
    const host = layer;
    loadDeepZoom()
      .then(({ openDeepZoom }) =>
        openDeepZoom({
          host,
          tileService: tiles.service,
          start: slideRect(slide),
          maxPixelRatio: Math.max(
            MAX_PIXEL_RATIO,
            (maxZoomLevel(slide.zoomLevels.fit) * slide.width) / tiles.width,
          ),
          // A viewer that has stepped aside may still report a last frame, of an empty layer.
          onMove(rect) {
            if (mine === attempt && rect.width > 0) follow(slide, rect);
          },
          onSettle(rect) {
            if (mine !== attempt || rect.width <= 0) return;
            follow(slide, rect);
            if (!pastRendition(slide)) handBack(slide);
          },
          onSharp() {
            if (host.dataset.state === 'sharp') return;
            host.dataset.state = 'sharp';
            performance.mark('deep-zoom-sharp');
          },
        }),
      )
      .then(
        (opened) => {
          if (mine !== attempt || pswp.currIndex !== index || !pastRendition(slide)) {
            opened.destroy();
            if (mine === attempt) stop();
            return;
          }
          deep = opened;
          // The slide may have moved while the tiles were on their way.
          opened.place(slideRect(slide));
          state = 'on';
          host.dataset.state = host.dataset.state === 'sharp' ? 'sharp' : 'open';
        },
        () => {
          // No tiles (offline, a missing file): the rendition stays, enlarged, as without tiles.
          if (mine === attempt) stop();
        },
      );
  };

  pswp.on('zoomPanUpdate', ({ slide }) => {
    if (following || state !== 'off' || slide !== pswp.currSlide) return;
    const tiles = tilesOf(pswp.currIndex);
    if (tiles && pastRendition(slide)) start(slide, tiles);
  });
  // PhotoSwipe zooming on its own (to fit, Z): the tiles step aside for it.
  pswp.on('beforeZoomTo', ({ destZoomLevel }) => {
    if (!following && state !== 'off') stop();
    // A zoom on its way past the rendition: OpenSeadragon loads during its animation.
    else if (state === 'off' && destZoomLevel > 1.001 && tilesOf(pswp.currIndex))
      void loadDeepZoom().catch(() => {});
  });
  // PhotoSwipe keeps its zoom through a resize and reins in its pan; the tiles open again there.
  pswp.on('resize', () => {
    if (state === 'off') return;
    stop();
    pswp.currSlide?.applyCurrentZoomPan();
  });
  pswp.on('change', stop);
  pswp.on('destroy', stop);

  return {
    handleKey(key) {
      if (state !== 'on' || !deep) return false;
      if (key === '+' || key === '=') deep.zoomBy(2);
      else if (key === '-' || key === '_') deep.zoomBy(0.5);
      else if (key === 'ArrowLeft') deep.panBy(-PAN_STEP, 0);
      else if (key === 'ArrowRight') deep.panBy(PAN_STEP, 0);
      else if (key === 'ArrowUp') deep.panBy(0, -PAN_STEP);
      else if (key === 'ArrowDown') deep.panBy(0, PAN_STEP);
      else return false;
      return true;
    },
    isActive: () => state === 'on',
  };
}
