import { SORT_ORDERS, type SortOrder } from '@/services/search/index-settings';
import { splitCreators } from '@/services/search/record-facets';
import {
  HIERARCHY_FACETS,
  LIST_FACETS,
  LIST_PARAMS,
  type HierarchyParam,
  type ListParam,
} from './facets';
import { formatDaySpan, parseDaySpan, type DaySpan } from './day-span';
import { formatMapArea, parseMapArea, type MapScope } from './map-area';

/**
 * The search state as it appears in the address bar, e.g.
 * `/?q=leaf&type=photo&tags=autumn~leaf&tagmode=all&colour=grey&camera=Canon>Canon EOS 70D`
 * `&year=2014:2016&when=2015-06&sort=newest&page=2` (with `>` and spaces percent-encoded). Readable names,
 * lists joined with `~`, the camera as `make>model`, ranges `from:to`. Anything malformed is
 * dropped here, so the rest of the app only ever sees clean state.
 */

export { LIST_ATTRIBUTES, LIST_PARAMS, type ListParam } from './facets';

/**
 * How ticked tags combine: items with every one (`all`, the default) or with at least one
 * (`any`). Written whenever it matters, so a link says which: with two tags or more always, with
 * one only when `any`. A link with several tags and no mode is from before the choice existed,
 * when tags were always OR'ed: it keeps meaning `any` (docs/decisions/023).
 */
export const TAG_MODES = ['all', 'any'] as const;
export type TagMode = (typeof TAG_MODES)[number];
export const DEFAULT_TAG_MODE: TagMode = 'all';

export interface YearRange {
  from?: number;
  to?: number;
}

/** A path down each hierarchy: `camera: [make]` or `[make, model]`, `topic: [A, B, …]`. */
export type HierarchyPaths = Partial<Record<HierarchyParam, string[]>>;

export interface SearchUrlState extends HierarchyPaths {
  q?: string;
  lists?: Partial<Record<ListParam, string[]>>;
  /** How the ticked tags combine; missing: the default, `all`. */
  tagMode?: TagMode;
  year?: YearRange;
  /** Days (or months) whose items may be from them: `dayLast >= first` and `dayFirst <= last`. */
  when?: DaySpan;
  sort?: Exclude<SortOrder, 'relevance'>;
  /** 1-based, only when > 1. */
  page?: number;
  /** The map screen's search area (the map's visible part, when it searches as it moves). */
  area?: MapScope;
}

export const LIMITS = {
  queryLength: 512,
  valueLength: 100,
  valuesPerList: 20,
  maxPage: 1000,
  minYear: 1000,
  maxYear: 2999,
} as const;

const LIST_SEPARATOR = '~';
const PATH_SEPARATOR = '>';
/** Lists of fixed values: read case-insensitively, anything else dropped. */
const ALLOWED_VALUES: Partial<Record<string, readonly string[]>> = Object.fromEntries(
  LIST_FACETS.map((facet) => [facet.param, facet.values]),
);
// Control characters never belong in a query or a facet value.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function readRawParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const cut = pair.indexOf('=');
    const name = decodeComponent(cut === -1 ? pair : pair.slice(0, cut));
    if (name === null || params.has(name)) continue;
    params.set(name, cut === -1 ? '' : pair.slice(cut + 1));
  }
  return params;
}

function cleanText(value: string, maxLength: number): string {
  return value.replace(CONTROL_CHARS, ' ').slice(0, maxLength);
}

/**
 * A licence as links from before records carried official names (ingest 8, decision 045) wrote
 * it: `CC-BY-SA-4.0` is now `CC BY-SA 4.0`, `CC0-1.0` `CC0 1.0`.
 */
function currentLicenceName(value: string): string {
  if (value === 'Public domain') return 'Public Domain Mark 1.0';
  if (value === 'All rights reserved') return 'In Copyright';
  return value
    .replace(/^CC0-(\d\.\d)$/, 'CC0 $1')
    .replace(
      /^CC-([A-Z-]+)-(\d\.\d)$/,
      (_, code: string, version: string) => `CC ${code} ${version}`,
    );
}

function parseList(param: ListParam, raw: string): string[] {
  const allowed = ALLOWED_VALUES[param];
  const values = raw
    .split(LIST_SEPARATOR)
    .map(decodeComponent)
    .filter((value): value is string => value !== null)
    .map((value) => cleanText(value, LIMITS.valueLength).trim())
    .map((value) => (allowed ? value.toLowerCase() : value))
    // A link from before co-credits were split ("A, B") asks for each of them.
    .flatMap((value) => (param === 'creator' ? splitCreators(value) : [value]))
    .map((value) => (param === 'licence' ? currentLicenceName(value) : value))
    .filter((value) => value !== '' && (!allowed || allowed.includes(value)));
  return [...new Set(values)].slice(0, LIMITS.valuesPerList);
}

/**
 * `make` or `make>model` (a path down a hierarchy of `levels`); any other shape (an empty level,
 * a level too deep) is dropped.
 */
function parsePath(raw: string, levels: number): string[] | undefined {
  const value = decodeComponent(raw);
  if (value === null) return undefined;
  const path = value
    .split(PATH_SEPARATOR)
    .map((level) => cleanText(level, LIMITS.valueLength).trim());
  return path.length <= levels && path.every((level) => level !== '') ? path : undefined;
}

function parseYearBound(raw: string): number | undefined | null {
  if (raw === '') return undefined;
  if (!/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= LIMITS.minYear && year <= LIMITS.maxYear ? year : null;
}

/** `from:to`, either end open, a single year meaning that year; the same form InstantSearch uses. */
export function parseYearRange(raw: string): YearRange | undefined {
  const parts = raw.split(':');
  if (parts.length > 2) return undefined;
  const [fromRaw = '', toRaw = fromRaw] = parts;
  const from = parseYearBound(fromRaw);
  const to = parseYearBound(toRaw);
  if (from === null || to === null || (from === undefined && to === undefined)) return undefined;
  if (from !== undefined && to !== undefined && from > to) return { from: to, to: from };
  return { ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
}

function parseTagMode(raw: string, tagCount: number): TagMode | undefined {
  const mode = raw.toLowerCase();
  if ((TAG_MODES as readonly string[]).includes(mode)) return mode as TagMode;
  // Several tags and no mode: a link from when ticked tags were always OR'ed.
  return tagCount >= 2 ? 'any' : undefined;
}

/** The mode as the address bar writes it: always with several tags, with one only if `any`. */
function formatTagMode(mode: TagMode | undefined, tagCount: number): string | null {
  const effective = mode ?? DEFAULT_TAG_MODE;
  if (tagCount >= 2 || (tagCount === 1 && effective !== DEFAULT_TAG_MODE)) {
    return `tagmode=${effective}`;
  }
  return null;
}

function parsePage(raw: string): number | undefined {
  if (!/^\d{1,4}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page >= 2 && page <= LIMITS.maxPage ? page : undefined;
}

function isSortOrder(value: string): value is Exclude<SortOrder, 'relevance'> {
  return value !== 'relevance' && (SORT_ORDERS as readonly string[]).includes(value);
}

export function parseSearchUrl(search: string): SearchUrlState {
  const raw = readRawParams(search);
  const state: SearchUrlState = {};

  const q = raw.has('q') ? decodeComponent(raw.get('q') ?? '') : null;
  if (q !== null && q.trim() !== '') state.q = cleanText(q, LIMITS.queryLength);

  for (const param of LIST_PARAMS) {
    const values = parseList(param, raw.get(param) ?? '');
    if (values.length > 0) state.lists = { ...state.lists, [param]: values };
  }

  const tagMode = parseTagMode(raw.get('tagmode') ?? '', state.lists?.tags?.length ?? 0);
  if (tagMode) state.tagMode = tagMode;

  for (const { param, attributes } of HIERARCHY_FACETS) {
    const path = parsePath(raw.get(param) ?? '', attributes.length);
    if (path) state[param] = path;
  }

  const year = parseYearRange(raw.get('year') ?? '');
  if (year) state.year = year;

  const when = parseDaySpan(decodeComponent(raw.get('when') ?? '') ?? '');
  if (when) state.when = when;

  const sort = raw.get('sort') ?? '';
  if (isSortOrder(sort)) state.sort = sort;

  const page = parsePage(raw.get('page') ?? '');
  if (page !== undefined) state.page = page;

  const area = parseMapArea(decodeComponent(raw.get('area') ?? '') ?? '');
  if (area) state.area = area;

  return state;
}

export function formatYearRange({ from, to }: YearRange): string {
  return `${from ?? ''}:${to ?? ''}`;
}

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/~/g, '%7E');
}

/** The query string (without `?`) for a state, parameters in a fixed, readable order. */
export function formatSearchUrl(state: SearchUrlState): string {
  const parts: string[] = [];
  if (state.q) parts.push(`q=${encodeValue(state.q)}`);
  for (const param of LIST_PARAMS) {
    const values = state.lists?.[param];
    if (values && values.length > 0) {
      parts.push(`${param}=${values.map(encodeValue).join(LIST_SEPARATOR)}`);
    }
    if (param === 'tags') {
      const mode = formatTagMode(state.tagMode, values?.length ?? 0);
      if (mode) parts.push(mode);
    }
  }
  for (const { param } of HIERARCHY_FACETS) {
    const path = state[param];
    if (path && path.length > 0) parts.push(`${param}=${encodeValue(path.join(PATH_SEPARATOR))}`);
  }
  if (state.year && (state.year.from !== undefined || state.year.to !== undefined)) {
    parts.push(`year=${formatYearRange(state.year)}`);
  }
  if (state.when) parts.push(`when=${formatDaySpan(state.when)}`);
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page && state.page > 1) parts.push(`page=${state.page}`);
  if (state.area) parts.push(`area=${formatMapArea(state.area)}`);
  return parts.join('&');
}
