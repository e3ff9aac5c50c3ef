// Relative imports with extensions: vite.config.ts loads this file (site-config-plugin).
import { primaryIndexSettings } from '../services/search/index-settings.ts';
import { isRangeFilter, RANGE_FILTERS, type RangeFilterName } from './range-filters.ts';

/** The archive's name and what it is, in its owner's words (src/config/site.ts). */
export interface SiteIdentity {
  archiveName: string;
  description: string;
  /**
   * The licence of the records published as open data (`/data`); CC0-1.0 when left out. The
   * media keep each item's own licence.
   */
  dataLicense?: { name: string; url: string | null };
}

/** Inclusive; either end may be left open. */
export interface YearRange {
  from?: number;
  to?: number;
}

/**
 * What a collection holds: for each facet attribute, records with one of its values
 * (`{ tags: ['autumn', 'leaf'] }`), every attribute at once, the years in `year` and the stars
 * in `rating` (`{ rating: { from: 4 } }`).
 */
export interface CollectionFilters {
  year?: YearRange;
  rating?: YearRange;
  [attribute: string]: readonly string[] | YearRange | undefined;
}

export interface CollectionConfig {
  /** Its address, `/collections/<slug>`: lower-case letters, digits and single hyphens. */
  slug: string;
  title: string;
  description: string;
  /** Words every record of the collection matches, on top of the visitor's own. */
  query?: string;
  filters: CollectionFilters;
  /** objectID of the item whose picture stands for the collection. */
  cover: string;
}

export interface SiteConfig extends SiteIdentity {
  collections: readonly CollectionConfig[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;
const LIMITS = { name: 80, title: 80, description: 300, query: 200, slug: 60, value: 200 };

/** The attributes a collection may filter on: the index's facets (`searchable(tags)` → tags). */
export const FILTER_ATTRIBUTES: readonly string[] = (
  primaryIndexSettings('index').attributesForFaceting ?? []
)
  .map((entry) => entry.replace(/^\w+\((.+)\)$/, '$1'))
  .filter(
    (name) => !['years', 'decades', 'months', 'rating', 'dayFirst', 'dayLast'].includes(name),
  );

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A problem with a text, or null: required, at most `max` characters, one line. */
function textProblem(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'must be a non-empty text';
  if (value.length > max) return `is ${value.length} characters long; keep it to ${max}`;
  if (CONTROL.test(value)) return 'must be one line of text, without control characters';
  return null;
}

function rangeProblems(value: unknown, name: RangeFilterName): string[] {
  if (!isObject(value)) return ['must be { from, to } (either may be left out)'];
  const { min, max, example } = RANGE_FILTERS[name];
  const ends = (['from', 'to'] as const).filter((end) => value[end] !== undefined);
  const problems = ends
    .filter((end) => {
      const bound = value[end];
      return !Number.isInteger(bound) || (bound as number) < min || (bound as number) > max;
    })
    .map((end) => `${end} must be ${example}`);
  if (ends.length === 0) problems.push('needs from, to or both');
  else if (problems.length === 0 && ends.length === 2 && Number(value.from) > Number(value.to))
    problems.push(`runs backwards: from ${String(value.from)} is after to ${String(value.to)}`);
  return problems;
}

/** Problems of one collection's filters, each as [field, message]. */
function filterProblems(filters: unknown): [string, string][] {
  if (!isObject(filters)) return [['filters', 'must be an object, like { tags: ["autumn"] }']];
  return Object.entries(filters).flatMap(([attribute, value]): [string, string][] => {
    const field = `filters.${attribute}`;
    if (isRangeFilter(attribute))
      return rangeProblems(value, attribute).map((message) => [field, message]);
    if (!FILTER_ATTRIBUTES.includes(attribute))
      return [
        [
          field,
          `is not a facet of the index; use one of ${FILTER_ATTRIBUTES.join(', ')}, or year or rating as { from, to }`,
        ],
      ];
    if (!Array.isArray(value) || value.length === 0)
      return [[field, 'must list at least one value, like ["autumn"]']];
    return value.flatMap((entry, at): [string, string][] => {
      const problem = textProblem(entry, LIMITS.value);
      return problem ? [[`${field}[${at}]`, problem]] : [];
    });
  });
}

/** A record's values at a dotted path (`place.country`), as lower-case text. */
function valuesAt(record: Record<string, unknown>, path: string): string[] {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), record);
  return [value]
    .flat()
    .filter((entry) => typeof entry === 'string' || typeof entry === 'number')
    .map((entry) => String(entry).toLowerCase());
}

/** Whether a record is in a collection by its filters (the query is left to the search). */
export function matchesFilters(record: Record<string, unknown>, filters: CollectionFilters) {
  return Object.entries(filters).every(([attribute, wanted]) => {
    if (wanted === undefined) return true;
    if (isRangeFilter(attribute) && !Array.isArray(wanted)) {
      const { from = -Infinity, to = Infinity } = wanted as YearRange;
      // As the search reads it: any of the numbers (`years`: every year the date allows).
      const numbers = [record[RANGE_FILTERS[attribute].attribute]].flat();
      return numbers.some((number) => typeof number === 'number' && number >= from && number <= to);
    }
    const values = valuesAt(record, attribute);
    return (wanted as readonly string[]).some((value) => values.includes(value.toLowerCase()));
  });
}

/** Where a problem is, as the person editing the file finds it. */
function collectionLabel(collection: unknown, at: number): string {
  const slug = isObject(collection) && typeof collection.slug === 'string' ? collection.slug : '';
  return slug ? `collection "${slug}" (collections[${at}])` : `collections[${at}]`;
}

function collectionProblems(
  collection: unknown,
  records: readonly Record<string, unknown>[] | undefined,
): [string, string][] {
  if (!isObject(collection)) return [['', 'must be an object with slug, title, filters…']];
  const problems: [string, string][] = [];
  const { slug, query, filters, cover } = collection;
  if (typeof slug !== 'string' || !SLUG.test(slug) || slug.length > LIMITS.slug)
    problems.push([
      'slug',
      'must be lower-case letters and digits with single hyphens, like "my-set"',
    ]);
  for (const field of ['title', 'description'] as const) {
    const problem = textProblem(collection[field], LIMITS[field]);
    if (problem) problems.push([field, problem]);
  }
  if (query !== undefined) {
    const problem = textProblem(query, LIMITS.query);
    if (problem) problems.push(['query', `${problem} (or leave it out)`]);
  }
  const filterIssues = filterProblems(filters);
  problems.push(...filterIssues);
  if (filterIssues.length === 0 && Object.keys(filters as object).length === 0 && !query)
    problems.push([
      'filters',
      'are empty and there is no query: the collection would be everything',
    ]);
  const coverProblem = textProblem(cover, 256);
  if (coverProblem) problems.push(['cover', `${coverProblem}: the objectID of an item`]);
  if (!records || problems.length > 0) return problems;

  // With the records at hand (the demo collection), the cover and the contents can be checked.
  const scope = filters as CollectionFilters;
  const coverRecord = records.find((record) => record.objectID === cover);
  if (!coverRecord) problems.push(['cover', `names "${String(cover)}", which is not a record`]);
  else if (!matchesFilters(coverRecord, scope))
    problems.push([
      'cover',
      `"${String(cover)}" is not in the collection (its filters leave it out)`,
    ]);
  if (!records.some((record) => matchesFilters(record, scope)))
    problems.push(['filters', 'match no record: check the values against the records']);
  return problems;
}

function dataLicenseProblems(license: unknown): string[] {
  if (license === undefined) return [];
  const shape = 'must be { name: "CC-BY-4.0", url: "https://…" or null } (or left out for CC0-1.0)';
  if (!isObject(license)) return [`dataLicense: ${shape}`];
  const name = textProblem(license.name, LIMITS.name);
  const { url } = license;
  return [
    ...(name ? [`dataLicense › name: ${name}`] : []),
    ...(url === null || (typeof url === 'string' && /^https?:\/\/[^\s/]+\S*$/.test(url))
      ? []
      : [`dataLicense › url: ${shape}`]),
  ];
}

/**
 * Every problem of a site config, each naming the collection and field, e.g.
 * `collection "space" (collections[1]) › filters.tags: must list at least one value`.
 * `records`, when given (the demo build), also checks covers and that no collection is empty.
 */
export function validateSiteConfig(
  config: unknown,
  records?: readonly Record<string, unknown>[],
): string[] {
  if (!isObject(config)) return ['the site config must be an object'];
  const problems: string[] = [];
  const name = textProblem(config.archiveName, LIMITS.name);
  if (name) problems.push(`archiveName: ${name}`);
  const description = textProblem(config.description, LIMITS.description);
  if (description) problems.push(`description: ${description}`);
  problems.push(...dataLicenseProblems(config.dataLicense));
  if (!Array.isArray(config.collections)) return [...problems, 'collections: must be a list'];
  const seen = new Map<unknown, number>();
  config.collections.forEach((collection: unknown, at) => {
    const label = collectionLabel(collection, at);
    for (const [field, message] of collectionProblems(collection, records))
      problems.push(`${label}${field ? ` › ${field}` : ''}: ${message}`);
    const slug = isObject(collection) ? collection.slug : undefined;
    const first = seen.get(slug);
    if (first !== undefined)
      problems.push(`${label} › slug: "${String(slug)}" is already used by collections[${first}]`);
    else seen.set(slug, at);
  });
  return problems;
}
