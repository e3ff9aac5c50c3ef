import type { IndexSettings } from 'algoliasearch';
import { facetingAttributes } from './facets.ts';

/**
 * The one source of truth for how the archive index ranks and facets. `index:push` sends it to
 * Algolia and the mock engine reads it, so local and real ranking and facets agree.
 */

/** Sort orders offered to visitors; each non-default one is a standard replica of the index. */
export const SORT_ORDERS = ['relevance', 'newest', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export function replicaIndexName(primary: string, sort: SortOrder): string {
  return sort === 'relevance' ? primary : `${primary}_${sort}`;
}

/** Algolia's own tie-breaking criteria, in its default order. */
export const DEFAULT_RANKING = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
];

/** Results per page: the index default, and what the search screen asks for. */
export const HITS_PER_PAGE = 24;

/** How deep anyone can page (`paginationLimitedTo`): the map shows this many located results. */
export const PAGINATION_LIMIT = 10_000;

const BASE_SETTINGS = {
  // Order matters: a match in the title outranks one in the tags, and so on down the list.
  searchableAttributes: [
    'title',
    'tags',
    // The people shown, as an owner named them in the file (`Iptc4xmpExt:PersonInImage`).
    'people',
    'place.name,place.country',
    'creator',
    'unordered(description)',
    // The alt text describes what the image shows: words a visitor may search for.
    'unordered(alt)',
    'camera.make,camera.model,lens',
  ],
  // The search screen's facets (facets.ts; `years` holds every year a date allows, so the year
  // filter finds a "1960s" item for 1965, decision 040), then the ones only filters use.
  attributesForFaceting: [
    ...facetingAttributes(),
    // The credit as written; the facet is on each person of a shared credit (`creators`).
    'searchable(creator)',
    'camera.make',
    'camera.model',
    // Set exactly when `_geoloc` is: the map counts the results that have no location.
    'filterOnly(geoPrecision)',
    // An owner's colour label and stars (`xmp:Label`, `xmp:Rating`), for collections' filters.
    'filterOnly(label)',
    'filterOnly(rating)',
    // Every decade and month a date allows: the timeline's decade and month bars (decision 043).
    'decades',
    'months',
    // A date's first and last possible day, for filters by day that a span overlaps.
    'filterOnly(dayFirst)',
    'filterOnly(dayLast)',
  ],
  // Counted by facets, never shown (a loose date's months would fill every hit), and the open
  // data's withholding, which is the owner's business, not a visitor's.
  unretrievableAttributes: ['decades', 'months', 'withheld'],
  customRanking: ['desc(takenAt)'],
  ranking: DEFAULT_RANKING,
  attributesToHighlight: ['title', 'tags', 'creator', 'place.name', 'description'],
  attributesToSnippet: ['description:24'],
  snippetEllipsisText: '…',
  hitsPerPage: HITS_PER_PAGE,
  maxValuesPerFacet: 100,
  paginationLimitedTo: PAGINATION_LIMIT,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  // Visitors type as they speak: "boats" finds a boat, "photos of the harbour" finds the harbour.
  // The archive's titles and tags are English; an archive in another language sets its own here.
  queryLanguages: ['en'],
  ignorePlurals: true,
  removeStopWords: true,
} satisfies IndexSettings;

/** Settings of the primary index, including the names of its sort replicas. */
export function primaryIndexSettings(primary: string): IndexSettings {
  return {
    ...BASE_SETTINGS,
    replicas: SORT_ORDERS.filter((sort) => sort !== 'relevance').map((sort) =>
      replicaIndexName(primary, sort),
    ),
  };
}

/**
 * Settings of a sort replica: the sort keys come first, relevance breaks ties. A loosely dated
 * item sorts by the end of its span that faces the order (newest first: its last possible day;
 * oldest first: its first), then exact times order one day's items (decision 040).
 */
export function replicaIndexSettings(sort: Exclude<SortOrder, 'relevance'>): IndexSettings {
  const sortKeys =
    sort === 'newest' ? ['desc(dayLast)', 'desc(takenAt)'] : ['asc(dayFirst)', 'asc(takenAt)'];
  return { ...BASE_SETTINGS, ranking: [...sortKeys, ...DEFAULT_RANKING] };
}

/** Every index the archive uses, with its settings: the primary and each replica. */
export function allIndexSettings(
  primary: string,
): Array<{ indexName: string; settings: IndexSettings }> {
  return SORT_ORDERS.map((sort) => ({
    indexName: replicaIndexName(primary, sort),
    settings: sort === 'relevance' ? primaryIndexSettings(primary) : replicaIndexSettings(sort),
  }));
}
