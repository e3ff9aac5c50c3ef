import type { Camera, Exposure, GeoLoc, License, Place } from '../../src/types/item.ts';
import {
  duration,
  flag,
  isoDate,
  isPlainObject,
  nonEmptyText,
  nullable,
  oneOf,
  parseObject,
  siblingFile,
  siblingFiles,
  text,
  textList,
} from './schema-fields.ts';
import { camera, exposure, geo, httpUrl, license, place, rating } from './schema-values.ts';
import type { FieldParser, Issue } from './schema-fields.ts';
import { edtfDate, type RecordDate } from './edtf-date.ts';

/** What a sidecar may say about one item. Every field is optional; see docs/ingest.md. */
export interface Sidecar {
  title?: string;
  description?: string;
  tags?: string[];
  creator?: string | null;
  credit?: string;
  license?: License;
  /** Unix seconds, parsed from the ISO text in the file. */
  takenAt?: number | null;
  /** EDTF text parsed (`1950~`, `196X`, `1971/1973`); `null` drops the file's own date. */
  date?: RecordDate | null;
  place?: Place | null;
  /** Approximate centre of `place`; `null` drops the EXIF GPS position from the record. */
  geo?: GeoLoc | null;
  camera?: Camera | null;
  lens?: string | null;
  exposure?: Exposure | null;
  poster?: string;
  alternates?: string[];
  durationSec?: number | null;
  /** Accessibility alt text; the title stays the fallback. */
  alt?: string;
  altDetail?: string;
  people?: string[];
  /** "A|B|C" paths, written to the record as `tagTree`. */
  hierarchicalTags?: string[];
  copyrightNotice?: string;
  webStatement?: string;
  rating?: number;
  label?: string;
  /** True: searchable on the site, but its record is left out of the open data (/data). */
  withheld?: boolean;
}

export type EmbedProvider = 'youtube' | 'vimeo';

/** A `<name>.video.json` entry: a YouTube or Vimeo video with no media file of its own. */
export interface EmbedSidecar extends Sidecar {
  provider: EmbedProvider;
  id: string;
  poster: string;
}

export interface FolderDefaults {
  creator?: string | null;
  credit?: string;
  license?: License;
  tags?: string[];
  /** For files that have no date of their own. */
  date?: RecordDate;
}

export type SidecarKind = 'image' | 'video' | 'embed';

const CREDIT_PLACEHOLDERS = ['{title}', '{creator}', '{license}'];

const credit: FieldParser<string> = (value, field, issues) => {
  const parsed = text(value, field, issues);
  const unknown = parsed?.match(/\{[^}]*\}/g)?.filter((p) => !CREDIT_PLACEHOLDERS.includes(p));
  if (parsed !== undefined && unknown?.length) {
    issues.push({
      field,
      message: `unknown placeholder ${unknown[0]} (allowed: ${CREDIT_PLACEHOLDERS.join(', ')})`,
    });
    return undefined;
  }
  return parsed;
};

const COMMON = {
  title: nonEmptyText,
  description: text,
  tags: textList,
  creator: nullable(nonEmptyText),
  credit,
  license,
  takenAt: nullable(isoDate),
  date: nullable(edtfDate),
  place: nullable(place),
  geo: nullable(geo),
  camera: nullable(camera),
  lens: nullable(nonEmptyText),
  exposure: nullable(exposure),
  alt: nonEmptyText,
  altDetail: nonEmptyText,
  people: textList,
  hierarchicalTags: textList,
  copyrightNotice: nonEmptyText,
  webStatement: httpUrl,
  rating,
  label: nonEmptyText,
  withheld: flag,
};

const VIDEO = {
  ...COMMON,
  poster: siblingFile,
  alternates: siblingFiles,
  durationSec: nullable(duration),
};

const VIDEO_ID: Record<EmbedProvider, RegExp> = { youtube: /^[\w-]{11}$/, vimeo: /^\d+$/ };

const EMBED = {
  ...COMMON,
  provider: oneOf<EmbedProvider>(['youtube', 'vimeo']),
  id: nonEmptyText,
  poster: siblingFile,
  durationSec: nullable(duration),
};

export interface Parsed<T> {
  value: T | undefined;
  issues: Issue[];
}

export function parseSidecar(json: unknown, kind: 'image' | 'video'): Parsed<Sidecar>;
export function parseSidecar(json: unknown, kind: 'embed'): Parsed<EmbedSidecar>;
export function parseSidecar(json: unknown, kind: SidecarKind): Parsed<Sidecar> {
  const issues: Issue[] = [];
  const shape = kind === 'image' ? COMMON : kind === 'video' ? VIDEO : EMBED;
  const required = kind === 'embed' ? ['provider', 'id', 'poster'] : [];
  let input = json;
  if (kind === 'image' && isPlainObject(json)) {
    const videoOnly = Object.keys(json).filter((key) => key in VIDEO && !(key in COMMON));
    for (const key of videoOnly) issues.push({ field: key, message: 'applies to videos only' });
    input = Object.fromEntries(Object.entries(json).filter(([key]) => !videoOnly.includes(key)));
  }
  const value = parseObject<Sidecar>(input, '', issues, shape, required);
  if (value?.geo && !value.place) {
    issues.push({ field: 'geo', message: 'needs a "place" naming what the coordinates are of' });
  }
  if (value?.date !== undefined && value.takenAt !== undefined) {
    issues.push({ field: 'date', message: 'give either "date" or "takenAt", not both' });
  }
  const embed = value as Partial<EmbedSidecar> | undefined;
  if (embed?.provider && embed.id && !VIDEO_ID[embed.provider].test(embed.id)) {
    issues.push({ field: 'id', message: `is not a ${embed.provider} video id` });
  }
  return { value: issues.length === 0 ? value : undefined, issues };
}

export function parseDefaults(json: unknown): Parsed<FolderDefaults> {
  const issues: Issue[] = [];
  const value = parseObject<FolderDefaults>(json, '', issues, {
    creator: COMMON.creator,
    credit,
    license,
    tags: textList,
    date: edtfDate,
  });
  return { value: issues.length === 0 ? value : undefined, issues };
}

/**
 * The fields every item may be given, photo or video: the metadata sheet's columns are made
 * from this table (sheet-columns.ts), so a field added to COMMON is a column too.
 */
export const ITEM_FIELDS: Readonly<Record<string, FieldParser<unknown>>> = COMMON;
