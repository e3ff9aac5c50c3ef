import OpenSeadragon from 'openseadragon';

/** Where the image lies on the layer, in CSS pixels from its top-left corner. */
export interface ImageRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface DeepZoomOptions {
  /** The layer to draw in: it covers the viewer's stage. */
  host: HTMLElement;
  /** The item's IIIF Image API service, as the record names it (`image.tileService`). */
  tileService: string;
  /** Where the image is drawn now: the tiles open exactly there. */
  start: ImageRect;
  /** The furthest in, in screen pixels per pixel of the original. */
  maxPixelRatio: number;
  /** The view moved (a gesture, a key, an animation frame). */
  onMove(rect: ImageRect): void;
  /** A movement (and its animation) has ended. */
  onSettle(rect: ImageRect): void;
  /** Every tile the view needs at its sharpest level has been drawn. */
  onSharp(): void;
}

export interface DeepZoom {
  rect(): ImageRect;
  /** Places the image at `rect` at once. */
  place(rect: ImageRect): void;
  zoomBy(factor: number): void;
  /** Moves the view by a share of its own width and height. */
  panBy(dx: number, dy: number): void;
  destroy(): void;
}

/**
 * The service's description with its `id` made the record's own address: the tiles then come
 * from where the record says, whatever absolute address the published info.json carries.
 */
async function readService(tileService: string): Promise<object> {
  const base = new URL(tileService, window.location.href).href.replace(/\/+$/, '');
  const response = await fetch(`${base}/info.json`);
  if (!response.ok)
    throw new Error(`The tiles of this image could not be loaded (${response.status}).`);
  const info = (await response.json()) as object;
  return { ...info, id: base };
}

/**
 * OpenSeadragon's viewer adds an inline <style> to the head (a focus outline rule for touch
 * screens, for a canvas that is never focused here: it has no tabindex). The site's policy
 * refuses inline styles and reports each one, so that element is left out while it is made.
 */
function withoutInlineStyles<T>(make: () => T): T {
  const head = document.head;
  const append = head.appendChild;
  head.appendChild = ((node: Node) =>
    node instanceof HTMLStyleElement ? node : append.call(head, node)) as typeof append;
  try {
    return make();
  } finally {
    head.appendChild = append;
  }
}

/** OpenSeadragon over a IIIF level-0 tile service, on a layer the lightbox controls. */
export async function openDeepZoom(options: DeepZoomOptions): Promise<DeepZoom> {
  const info = await readService(options.tileService);
  const viewer = withoutInlineStyles(() =>
    OpenSeadragon({
      element: options.host,
      tileSources: info,
      // The lightbox draws every control and handles every key (its keydown routes them here).
      showNavigationControl: false,
      keyboardNavEnabled: false,
      // A 2D canvas: what it draws can be read back (the browser journey samples its pixels).
      drawer: 'canvas',
      animationTime: 0.4,
      // The layer shows only once the view is sharp (the rendition covers until then): no
      // blurrier levels first, no fading in.
      immediateRender: true,
      blendTime: 0,
      maxZoomPixelRatio: options.maxPixelRatio,
      minZoomImageRatio: 0.1,
      visibilityRatio: 0.5,
      gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
      gestureSettingsTouch: { pinchToZoom: true, dblClickToZoom: true },
    }),
  );
  const opened = new Promise<void>((resolve, reject) => {
    viewer.addOnceHandler('open', () => resolve());
    viewer.addOnceHandler('open-failed', () =>
      reject(new Error('The tiles of this image could not be opened.')),
    );
  });
  try {
    await opened;
  } catch (error) {
    viewer.destroy();
    throw error;
  }

  // Focus stays where the lightbox keeps it (its Tab wrap); the canvas is no stop of its own.
  viewer.canvas.removeAttribute('tabindex');
  const item = () => viewer.world.getItemAt(0);
  const rect = (): ImageRect => {
    const r = viewer.viewport.viewportToViewerElementRectangle(item().getBounds(true));
    return { left: r.x, top: r.y, width: r.width, height: r.height };
  };
  const place = ({ left, top, width }: ImageRect) => {
    const { clientWidth, clientHeight } = options.host;
    // Viewport coordinates: the image is 1 wide; the layer shows what `rect` leaves in view.
    const bounds = new OpenSeadragon.Rect(
      -left / width,
      -top / width,
      clientWidth / width,
      clientHeight / width,
    );
    viewer.viewport.fitBounds(bounds, true);
  };

  place(options.start);
  viewer.addHandler('animation', () => options.onMove(rect()));
  viewer.addHandler('animation-finish', () => options.onSettle(rect()));
  item().addHandler('fully-loaded-change', (event) => {
    if (event.fullyLoaded) options.onSharp();
  });

  return {
    rect,
    place,
    zoomBy(factor) {
      viewer.viewport.zoomBy(factor);
      viewer.viewport.applyConstraints();
    },
    panBy(dx, dy) {
      const bounds = viewer.viewport.getBounds();
      viewer.viewport.panBy(new OpenSeadragon.Point(bounds.width * dx, bounds.height * dy));
      viewer.viewport.applyConstraints();
    },
    destroy() {
      viewer.destroy();
    },
  };
}
