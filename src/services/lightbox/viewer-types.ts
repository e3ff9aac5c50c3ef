/** What the viewer shows for one item: the largest rendition with its srcset, and a caption. */
export interface ViewerSlide {
  objectID: string;
  title: string;
  /** The image's text alternative: the owner's alt text, else the title. */
  alt?: string;
  credit: string;
  /** Size of the largest rendition, the sharpest the viewer can show. */
  width: number;
  height: number;
  /** Largest rendition; only used by browsers that ignore srcset. */
  src: string;
  /** Every rendition of one format, so the browser loads the one that fits the current zoom. */
  srcset: string;
  /** Tiny inline image shown while the rendition loads. */
  placeholder: string | null;
  /**
   * Every file of this image a page may draw (any format, the original too): a copy the page
   * has already decoded is what the viewer opens on, sharper than the tiny placeholder.
   */
  drawnAs: readonly string[];
  isVideo: boolean;
  /** The original's IIIF tile service and size, when it holds more than the largest rendition. */
  tiles?: SlideTiles;
}

export interface SlideTiles {
  service: string;
  width: number;
  height: number;
}

/** Zoom and place in the image, as `#view=` keeps them (zoom-view.ts). */
export interface ViewerZoom {
  /** Against the fitted size: 1 = the whole image fits. */
  zoom: number;
  /** The point at the centre of the stage, as shares of the image's width and height. */
  x: number;
  y: number;
}

export interface ViewerOptions {
  /** Number of slides: the whole result list, which may span several pages. */
  count: number;
  index: number;
  /** The slide at an index, or null while it is still being fetched. */
  slideAt(index: number): ViewerSlide | null;
  /** Fetch slides around an index; the viewer redraws them when this resolves. */
  loadAround(index: number): Promise<void>;
  onChange(index: number): void;
  /** The visitor closed the viewer (Escape, the close button, a swipe). */
  onClose(): void;
  /** Opened by a press on the page, whose second click or tap may land on the viewer. */
  openedByPress: boolean;
  /** Where to open the first slide, zoomed in (a shared link); only slides with tiles use it. */
  zoom?: ViewerZoom | null;
  /** The visitor zoomed or moved a slide with tiles and stopped (null: back at the fitted size). */
  onZoomChange?(zoom: ViewerZoom | null): void;
}

export interface ViewerHandle {
  /** Close without calling onClose (e.g. the URL no longer asks for the viewer). */
  dismiss(): void;
  goTo(index: number): void;
  currentIndex(): number;
}
