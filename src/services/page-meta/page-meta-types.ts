import type { ItemView } from '../../types/item.ts';

/**
 * What a page says about itself in its head, as data: the build-time renderer writes it as tags
 * (head-tags.ts), and a test can read it without parsing HTML.
 */

/** The site a page belongs to: its owner's words and the address it is published at. */
export interface SiteContext {
  /** Absolute, ending in `/` (config/site-url.ts): every canonical and image URL starts here. */
  siteUrl: string;
  archiveName: string;
  description: string;
}

/**
 * The fields of a record the metadata reads. Both a record from `records.json` (ItemRecord)
 * and one read for a screen (ItemView) fit, so the build and the app describe an item alike.
 */
export type MetaItem = Pick<
  ItemView,
  | 'objectID'
  | 'type'
  | 'title'
  | 'description'
  | 'tags'
  | 'creator'
  | 'credit'
  | 'license'
  | 'takenAt'
  | 'year'
  | 'place'
  | '_geoloc'
  | 'image'
  | 'video'
  | 'alt'
>;

/** One `<meta>`: `name` for the page's own and Dublin Core, `property` for Open Graph. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface LinkTag {
  rel: string;
  href: string;
  /** The media type of what it links to (the IIIF manifest's, for aggregators). */
  type?: string;
}

/** A picture for link previews: absolute, in a format every previewer reads. */
export interface PreviewImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  /** The document title, e.g. "Fallen leaf · Folio". */
  title: string;
  /** At most 160 characters, one line. */
  description: string;
  /** Absolute; null for a page no search engine should keep (not found). */
  canonical: string | null;
  noindex: boolean;
  image: PreviewImage | null;
  /** Open Graph, Twitter card and Dublin Core, in the order they are written. */
  meta: MetaTag[];
  links: LinkTag[];
  /** schema.org data; null when the page has none. */
  jsonLd: JsonLd | null;
}
