import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import './viewer.css';
import { attachDeepZoom } from './deep-zoom-handover';
import { drawnCopyOf } from './drawn-copy';
import { trapFocus } from './focus-trap';
import type { ViewerHandle, ViewerOptions, ViewerSlide } from './viewer-types';
import { followZoomInAddress } from './zoom-address';
import {
  formatZoomFactor,
  isBeyondFullResolution,
  maxZoomLevel,
  secondaryZoomLevel,
  steppedZoomLevel,
} from './zoom-levels';

/** Shown in place of a slide whose page of results is still on its way. */
const LOADING_HTML = '<div class="viewer-loading" role="status">Loading…</div>';
const ZOOM_ANIMATION_MS = 220;
/**
 * A click or tap this soon after opening is the rest of the gesture that opened the viewer (the
 * second click of a double click, a double tap), not a wish to zoom or close it.
 */
const OPENING_GESTURE_MS = 500;
const OPENING_GESTURE_ACTIONS = [
  'imageClickAction',
  'bgClickAction',
  'tapAction',
  'doubleTapAction',
] as const;

function toSlideData(slide: ViewerSlide | null, opening: string | null): SlideData {
  if (!slide) return { html: LOADING_HTML };
  return {
    src: slide.src,
    srcset: slide.srcset || undefined,
    width: slide.width,
    height: slide.height,
    alt: slide.alt ?? slide.title,
    msrc: opening ?? slide.placeholder ?? undefined,
    tiles: slide.tiles,
  };
}

function captionText(slide: ViewerSlide | null): string {
  if (!slide) return '';
  const parts = [slide.title, slide.credit];
  if (slide.isVideo) parts.push('Video: play it on its own page');
  return parts.filter(Boolean).join(' · ');
}

/** PhotoSwipe 5 core, opened on one list of slides. Record text only ever goes in as text. */
export function createPhotoSwipeViewer(options: ViewerOptions): ViewerHandle {
  const waiting = new Set<number>();
  let dismissed = false;
  let openedAt = Infinity;
  // PhotoSwipe draws the placeholder only on the slide it opens on: there, the page's own copy.
  const first = options.slideAt(options.index);
  const opening = first ? drawnCopyOf(first.drawnAs) : null;

  const pswp = new PhotoSwipe({
    index: options.index,
    initialZoomLevel: 'fit',
    secondaryZoomLevel: (zoom) => secondaryZoomLevel(zoom.fit),
    // With tiles, zooming past the rendition hands over to them (deep-zoom-handover.ts).
    maxZoomLevel: (zoom) =>
      zoom.itemData.tiles ? Math.max(maxZoomLevel(zoom.fit), 2) : maxZoomLevel(zoom.fit),
    wheelToZoom: true,
    loop: false,
    preload: [1, 2],
    // A stage of its own: the page behind never shows through (viewer.css has its colour).
    bgOpacity: 1,
    // Opaque from its first frame and gone at once on close (decision 029).
    showHideAnimationType: 'none',
    // At fit the photo stays clear of the top bar (60 px) and a one-line caption.
    padding: { top: 60, bottom: 72, left: 8, right: 8 },
    closeTitle: 'Close viewer (Escape)',
    zoomTitle: 'Zoom (Z)',
    arrowPrevTitle: 'Previous',
    arrowNextTitle: 'Next',
    errorMsg: 'This image could not be loaded.',
  });

  const requestSlides = (index: number) => {
    options.loadAround(index).then(
      () => {
        for (const pending of [...waiting]) {
          if (options.slideAt(pending)) {
            waiting.delete(pending);
            pswp.refreshSlideContent(pending);
          }
        }
      },
      () => {},
    );
  };

  pswp.addFilter('numItems', () => options.count);
  pswp.addFilter('itemData', (_data, index) => {
    const slide = options.slideAt(index);
    if (!slide) {
      waiting.add(index);
      requestSlides(index);
    }
    return toSlideData(slide, index === options.index ? opening : null);
  });

  for (const action of options.openedByPress ? OPENING_GESTURE_ACTIONS : []) {
    pswp.on(action, (event) => {
      if (event.originalEvent.timeStamp - openedAt < OPENING_GESTURE_MS) event.preventDefault();
    });
  }

  const tilesOf = (index: number) => options.slideAt(index)?.tiles ?? null;
  const deepZoom = attachDeepZoom(pswp, tilesOf);
  followZoomInAddress(pswp, tilesOf, options);

  const zoomToFit = () => {
    const slide = pswp.currSlide;
    if (slide?.isZoomable()) slide.zoomTo(slide.zoomLevels.fit, undefined, ZOOM_ANIMATION_MS);
  };

  const zoomBy = (direction: 1 | -1) => {
    const slide = pswp.currSlide;
    if (!slide?.isZoomable()) return;
    const level = steppedZoomLevel(slide.currZoomLevel, slide.zoomLevels.fit, direction);
    slide.zoomTo(level, undefined, ZOOM_ANIMATION_MS);
  };

  pswp.on('keydown', (event) => {
    const { key, ctrlKey, metaKey, altKey } = event.originalEvent;
    if (ctrlKey || metaKey || altKey) return;
    if (deepZoom.handleKey(key)) event.preventDefault();
    else if (key === '+' || key === '=') zoomBy(1);
    else if (key === '0') zoomToFit();
    else if (key === '-' || key === '_') zoomBy(-1);
    else return;
    event.preventDefault();
  });

  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'zoom-out',
      order: 7,
      isButton: true,
      title: 'Zoom out (−)',
      html: '<span aria-hidden="true">−</span>',
      onClick: () => deepZoom.handleKey('-') || zoomBy(-1),
    });
    pswp.ui?.registerElement({
      name: 'zoom-in',
      order: 8,
      isButton: true,
      title: 'Zoom in (+)',
      html: '<span aria-hidden="true">+</span>',
      onClick: () => deepZoom.handleKey('+') || zoomBy(1),
    });
    pswp.ui?.registerElement({
      name: 'zoom-level',
      order: 6,
      appendTo: 'bar',
      onInit: (element) => {
        const update = () => {
          const slide = pswp.currSlide;
          if (!slide?.isZoomable()) {
            element.textContent = '';
            return;
          }
          const level = slide.currZoomLevel;
          // With tiles the original's pixels are the sharpest: past the rendition's by its ratio.
          const tiles = tilesOf(pswp.currIndex);
          const held = tiles ?? slide;
          const beyond = isBeyondFullResolution(level, held.width / slide.width);
          element.textContent = `${formatZoomFactor(level, slide.zoomLevels.fit)}${beyond ? ' · beyond full resolution' : ''}`;
          element.title = beyond
            ? `Enlarged past the ${held.width} × ${held.height} px the archive holds: details are not sharper than that.`
            : '';
          element.classList.toggle('is-beyond', beyond);
          element.classList.toggle('is-zoomed', level > slide.zoomLevels.fit * 1.001);
        };
        pswp.on('zoomPanUpdate', update);
        pswp.on('change', update);
        pswp.on('imageSizeChange', update);
      },
    });
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      appendTo: 'root',
      onInit: (element) => {
        const update = () => {
          element.textContent = captionText(options.slideAt(pswp.currIndex));
        };
        pswp.on('change', update);
        pswp.on('contentActivate', update);
      },
    });
  });

  const nameDialog = () => {
    const slide = options.slideAt(pswp.currIndex);
    pswp.element?.setAttribute('aria-label', slide ? `Viewer: ${slide.title}` : 'Viewer');
  };

  pswp.on('change', () => {
    nameDialog();
    requestSlides(pswp.currIndex);
    // The first change is the opening itself, before the address asks for the viewer.
    if (openedAt !== Infinity) options.onChange(pswp.currIndex);
  });
  // Keys and gestures work once the opening transition is over; journeys wait for this mark.
  pswp.on('openingAnimationEnd', () => {
    if (pswp.element) pswp.element.dataset.state = 'open';
  });
  pswp.on('close', () => {
    if (!dismissed) options.onClose();
  });

  // Like PhotoSwipe's own lightbox, expose the open instance (tests and devtools read its zoom).
  const global = window as { pswp?: PhotoSwipe };
  global.pswp = pswp;
  pswp.on('destroy', () => {
    if (global.pswp === pswp) delete global.pswp;
  });

  trapFocus(pswp);
  pswp.init();
  openedAt = performance.now();
  pswp.element?.setAttribute('aria-modal', 'true');
  nameDialog();
  requestSlides(options.index);

  return {
    dismiss() {
      dismissed = true;
      // close() does nothing while PhotoSwipe is still opening: the viewer would stay.
      if (pswp.opener.isOpen) pswp.close();
      else pswp.destroy();
    },
    goTo(index) {
      if (index !== pswp.currIndex) pswp.goTo(index);
    },
    currentIndex: () => pswp.currIndex,
  };
}
