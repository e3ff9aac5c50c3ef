import type { EngineSettings } from './engine-settings';
import { splitPath } from './attribute-path';
import type { EngineRecord } from './types';

/**
 * Index settings turned into what the engine works with, defaults applied once. Settings come
 * from our own code, so a malformed one is a programming error and throws at engine creation.
 */

export interface SortKey {
  path: string;
  segments: readonly string[];
  direction: 'asc' | 'desc';
}

const CRITERIA = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
] as const;
type BuiltInCriterion = (typeof CRITERIA)[number];

export type RankingCriterion = { kind: BuiltInCriterion } | { kind: 'sort'; key: SortKey };

export interface SearchableAttribute {
  path: string;
  segments: readonly string[];
  /** Position of its group in `searchableAttributes`; lower ranks first. */
  rank: number;
  unordered: boolean;
}

export interface FacetAttribute {
  searchable: boolean;
  filterOnly: boolean;
  /** `afterDistinct()`: counted over the records `distinct` keeps. */
  afterDistinct: boolean;
}

export interface ResolvedSettings {
  raw: EngineSettings;
  searchableAttributes: readonly SearchableAttribute[];
  /** Facet name (wrappers stripped) to whether facet-value search is allowed on it. */
  facetAttributes: ReadonlyMap<string, FacetAttribute>;
  ranking: readonly RankingCriterion[];
  customRanking: readonly SortKey[];
}

const DEFAULT_RANKING: readonly string[] = CRITERIA;
const SORT_KEY = /^(asc|desc)\((.+)\)$/;
const WRAPPED = /^(searchable|filterOnly|afterDistinct|unordered)\((.+)\)$/;

export function parseSortKey(text: string): SortKey {
  const match = SORT_KEY.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Invalid ranking criterion "${text}"`);
  const path = match[2].trim();
  return { path, segments: splitPath(path), direction: match[1] === 'asc' ? 'asc' : 'desc' };
}

function isBuiltIn(name: string): name is BuiltInCriterion {
  return DEFAULT_RANKING.includes(name);
}

function parseCriterion(text: string): RankingCriterion {
  const name = text.trim();
  return isBuiltIn(name) ? { kind: name } : { kind: 'sort', key: parseSortKey(name) };
}

function unwrap(text: string): { name: string; wrapper: string | null } {
  const match = WRAPPED.exec(text.trim());
  return match?.[1] && match[2]
    ? { name: match[2].trim(), wrapper: match[1] }
    : { name: text.trim(), wrapper: null };
}

function parseSearchable(
  entries: readonly string[] | undefined,
  records: readonly EngineRecord[],
): SearchableAttribute[] {
  const groups = entries ?? defaultSearchable(records);
  return groups.flatMap((entry, rank) => {
    const { name, wrapper } = unwrap(entry);
    return name.split(',').map((path) => ({
      path: path.trim(),
      segments: splitPath(path.trim()),
      rank,
      unordered: wrapper === 'unordered',
    }));
  });
}

/** Without `searchableAttributes`, Algolia searches every attribute. */
function defaultSearchable(records: readonly EngineRecord[]): string[] {
  const names = new Set<string>();
  for (const record of records) {
    for (const key of Object.keys(record))
      if (key !== 'objectID' && key !== '_geoloc') names.add(key);
  }
  return [...names];
}

export function resolveSettings(
  settings: EngineSettings,
  records: readonly EngineRecord[],
): ResolvedSettings {
  const facetAttributes = new Map<string, FacetAttribute>();
  for (const entry of settings.attributesForFaceting ?? []) {
    // Modifiers nest: `afterDistinct(searchable(brand))`.
    const wrappers = new Set<string>();
    let { name, wrapper } = unwrap(entry);
    while (wrapper) {
      wrappers.add(wrapper);
      ({ name, wrapper } = unwrap(name));
    }
    facetAttributes.set(name, {
      searchable: wrappers.has('searchable'),
      filterOnly: wrappers.has('filterOnly'),
      afterDistinct: wrappers.has('afterDistinct'),
    });
  }
  return {
    raw: settings,
    searchableAttributes: parseSearchable(settings.searchableAttributes, records),
    facetAttributes,
    ranking: (settings.ranking ?? DEFAULT_RANKING).map(parseCriterion),
    customRanking: (settings.customRanking ?? []).map(parseSortKey),
  };
}
