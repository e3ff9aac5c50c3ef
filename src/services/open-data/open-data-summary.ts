import type { License } from '../../types/item.ts';

/**
 * The open data a build publishes under `/data` (docs/open-data.md, decision 047): the records
 * as CSV, JSON and GeoJSON, and this summary of them, which the `/data` page reads (rendered
 * into the page at build time; fetched after a navigation).
 */

export type OpenDataFormat = 'csv' | 'json' | 'geojson';

export interface OpenDataFile {
  format: OpenDataFormat;
  /** Relative to the site: `data/records.csv`. */
  path: string;
  /** The file's media type, as schema.org's `encodingFormat` gives it. */
  mediaType: string;
  bytes: number;
  /** Records (rows, objects, features) the file holds. */
  records: number;
}

export interface OpenDataSummary {
  files: OpenDataFile[];
  /** When the records were last written (the records file's date), `YYYY-MM-DD`. */
  dateModified: string;
  /** The licence of the metadata; each item's media keep their own licence. */
  license: License;
  /** The located records' extent as [south, west, north, east]; null when none is located. */
  bounds: [number, number, number, number] | null;
}

/** The summary's own address, relative to the site. */
export const OPEN_DATA_SUMMARY_PATH = 'data/datasets.json';

/** The name the `/data` page's load is rendered into its page under (useLoad's `renderedAs`). */
export const OPEN_DATA_LOAD = 'open-data';

/** The metadata's licence when the site config names none: public domain dedication. */
export const DEFAULT_DATA_LICENSE: License = {
  name: 'CC0-1.0',
  url: 'https://creativecommons.org/publicdomain/zero/1.0/',
};
