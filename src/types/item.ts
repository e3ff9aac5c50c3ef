/**
 * The record shape of one archive item, as ingest writes it, the index stores it and the app
 * reads it. Defined once here and imported by the app, the mock engine and the Node scripts.
 */

export type ItemType = 'photo' | 'video';

export type Orientation = 'landscape' | 'portrait' | 'square';

/** Fixed palette for the colour facet; ingest maps the dominant colour to the nearest name. */
export const COLOR_NAMES = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'brown',
  'black',
  'grey',
  'white',
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

export type RenditionFormat = 'avif' | 'webp' | 'jpeg';

/** Widths ingest renders (never upscaled beyond the original). */
export const RENDITION_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

export interface Rendition {
  format: RenditionFormat;
  width: number;
  height: number;
  url: string;
}

export interface ItemImage {
  /** URL of the original file. */
  src: string;
  width: number;
  height: number;
  /** Dominant colour as `#rrggbb`. */
  color: string;
  /** Tiny inline image (`data:image/webp;base64,…`) shown blurred while the rendition loads. */
  placeholder: string;
  renditions: Rendition[];
  /**
   * Base URL of the original's IIIF Image API 3.0 level-0 tile service (`${tileService}/info.json`
   * describes it), for photos larger than their largest rendition; absent otherwise.
   */
  tileService?: string;
}

export interface VideoSource {
  url: string;
  /** MIME type, e.g. `video/mp4`. */
  type: string;
}

/** A WebVTT file of captions or subtitles for a self-hosted video. */
export interface VideoTrack {
  src: string;
  /** BCP 47 language tag, e.g. `en`. */
  srclang: string;
  label: string;
  kind: 'captions' | 'subtitles';
}

export type ItemVideo =
  | {
      provider: 'file';
      src: string;
      sources: VideoSource[];
      durationSec: number | null;
      poster: string | null;
      tracks?: VideoTrack[];
    }
  | {
      provider: 'youtube' | 'vimeo';
      id: string;
      durationSec: number | null;
      poster: string | null;
    };

export interface License {
  name: string;
  url: string | null;
}

/** Reuse groups in the facet's order (decision 045). */
export const REUSE_GROUPS = ['free', 'conditions', 'permission'] as const;

/** What a visitor may do: reuse freely, reuse with conditions (NC, ND, …), or ask permission. */
export type Reuse = (typeof REUSE_GROUPS)[number];

export interface Camera {
  make: string | null;
  model: string | null;
}

/** The camera as a hierarchical facet: `{ lvl0: "Canon", lvl1: "Canon > Canon EOS 70D" }`. */
export interface CameraPath {
  lvl0: string;
  lvl1?: string;
}

export interface Exposure {
  fNumber: number | null;
  /** Seconds, e.g. 0.004 for 1/250. */
  exposureTime: number | null;
  iso: number | null;
  /** Millimetres. */
  focalLength: number | null;
}

export interface Place {
  /** The display name: the most specific parts joined ("Harbour, Aarhus"). */
  name: string;
  country: string | null;
  city?: string;
  /** State, province or region. */
  region?: string;
  /** A place within the city (IPTC Sublocation / `Iptc4xmpCore:Location`). */
  sublocation?: string;
}

/** Hierarchical tags in Algolia's hierarchical-facet form: lvl1 values are "A > B". */
export interface TagTree {
  lvl0: string[];
  lvl1?: string[];
  lvl2?: string[];
  lvl3?: string[];
}

/** The texts of one language other than the default (XMP language alternatives). */
export interface LanguageTexts {
  title?: string;
  description?: string;
  alt?: string;
}

export interface GeoLoc {
  lat: number;
  lng: number;
}

/** `gps`: read from the file's EXIF. `place`: the approximate centre of a named place. */
export type GeoPrecision = 'gps' | 'place';

export interface ItemRecord {
  objectID: string;
  type: ItemType;
  title: string;
  description: string;
  tags: string[];
  creator: string | null;
  /** Each person in `creator` ("A, B" → A, B), for the creator facet; written by ingest. */
  creators?: string[];
  credit: string;
  license: License;
  /** The licence's reuse group, written by ingest (scripts/ingest/reuse.ts). */
  reuse?: Reuse;
  /** Unix seconds. */
  takenAt: number | null;
  /** The first year the date allows (a span's start year), shown when there is no `dateLabel`. */
  year: number | null;
  /**
   * Every year the date allows, in order (`196X` → 1960 … 1969): the year filter and the timeline
   * read this, so a span is found by any year it may be (decision 040). Written by ingest.
   */
  years?: number[];
  /** Every decade the date allows (1960 for the 1960s): the timeline's decade bars count these. */
  decades?: number[];
  /**
   * Every month the date allows as YYYYMM (195006), for dates known within ten years: the
   * timeline's month bars count these (decision 043). Written by ingest.
   */
  months?: number[];
  /** The owner's date as EDTF text (`1950~`, `196X`, `1971/1973`), when they gave one. */
  dateText?: string;
  /** That date as shown: "c. 1950", "1960s", "1971–1973". */
  dateLabel?: string;
  /** Earliest and latest possible day, in days since 1970-01-01 UTC (negative before 1970). */
  dayFirst?: number;
  dayLast?: number;
  camera: Camera | null;
  /** Written by ingest from `camera` with a readable make; absent without a camera. */
  cameraPath?: CameraPath;
  lens: string | null;
  exposure: Exposure | null;
  place: Place | null;
  _geoloc?: GeoLoc;
  geoPrecision?: GeoPrecision;
  orientation: Orientation;
  colorName: ColorName;
  image: ItemImage;
  video?: ItemVideo;
  /** Accessibility alt text (`Iptc4xmpCore:AltTextAccessibility`); the title is the fallback. */
  alt?: string;
  /** Extended accessibility description (`Iptc4xmpCore:ExtDescrAccessibility`). */
  altDetail?: string;
  /** The people shown (`Iptc4xmpExt:PersonInImage`), distinct from the creators. */
  people?: string[];
  tagTree?: TagTree;
  /** `dc:rights` / IPTC Copyright Notice, as written. */
  copyrightNotice?: string;
  /** `xmpRights:WebStatement`: a URL about the item's rights. */
  webStatement?: string;
  /** 0–5 (`xmp:Rating`). */
  rating?: number;
  /** `xmp:Label`, e.g. "Red". */
  label?: string;
  /** Language alternatives other than x-default, keyed by BCP 47 tag. */
  languages?: Record<string, LanguageTexts>;
  /** The owner's `withheld: true`: searchable on the site, left out of the open data (/data). */
  withheld?: true;
}

/**
 * A record as the browser shows it, read field by field (services/validation/read-item.ts): a
 * field the record lacks or holds in the wrong shape is missing here, never a crash.
 */
export interface ItemView extends Omit<
  ItemRecord,
  'title' | 'license' | 'image' | 'orientation' | 'colorName'
> {
  /** Empty when the record has no usable title (screens show "Untitled (id)"). */
  title: string;
  license: License | null;
  /** Null when the record has no usable image (no original and no rendition). */
  image: ItemImage | null;
  /** The fields that were missing or malformed, for the "incomplete" note. */
  incomplete: string[];
}
