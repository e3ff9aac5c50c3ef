import { badRequest } from '../engine-error';
import { MAX_FILTER_CONDITIONS, countConditions, tooManyFilters } from '../filters/filter-limits';
import { allOf } from '../filters/filter-node';
import type { FilterNode } from '../filters/filter-node';
import {
  facetFiltersToNode,
  numericFiltersToNode,
  readFilterList,
  tagFiltersToNode,
} from '../filters/parse-filter-lists';
import { parseFilters } from '../filters/parse-filters';
import { KNOWN_PARAMS } from './known-params';
import { ParamReader, encodeParams } from './param-reader';
import { readQueryText } from './query-text';
import { readGeoQuery } from './read-geo-params';
import type { GeoQuery } from './read-geo-params';
import { readResponseFields } from './response-fields';
import { ignoredParams } from './unsupported-params';
import { readWordParams } from './read-word-params';
import type { WordParams } from './read-word-params';

/** One search, parameters decoded and checked; null means "use the index setting". */
export interface SearchRequest {
  query: string;
  page: number;
  hitsPerPage: number | null;
  offset: number | null;
  length: number | null;
  facets: readonly string[];
  maxValuesPerFacet: number | null;
  sortFacetValuesBy: 'count' | 'alpha' | null;
  /** `filters`, `facetFilters`, `numericFilters` and `tagFilters` ANDed together. */
  filter: FilterNode | null;
  attributesToRetrieve: readonly string[] | null;
  attributesToHighlight: readonly string[] | null;
  attributesToSnippet: readonly string[] | null;
  highlightPreTag: string | null;
  highlightPostTag: string | null;
  snippetEllipsisText: string | null;
  typoTolerance: boolean | 'min' | 'strict' | null;
  allowTyposOnNumericTokens: boolean | null;
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone' | null;
  minWordSizefor1Typo: number | null;
  minWordSizefor2Typos: number | null;
  disableTypoToleranceOnAttributes: readonly string[] | null;
  exactOnSingleWordQuery: 'attribute' | 'word' | 'none' | null;
  disableExactOnAttributes: readonly string[] | null;
  restrictSearchableAttributes: readonly string[] | null;
  getRankingInfo: boolean;
  clickAnalytics: boolean;
  geo: GeoQuery;
  facetQuery: string;
  maxFacetHits: number | null;
  /** Records kept per `attributeForDistinct` group: `true` is 1, `false` 0. */
  distinct: number | null;
  facetingAfterDistinct: boolean;
  /** The top-level fields of the response to send; null: all of them. */
  responseFields: ReadonlySet<string> | null;
  /** Unsupported parameters this request carries with a value that asks for something. */
  ignored: readonly string[];
  /** What the query words become (syntax, plurals, stop words, optional words, synonyms). */
  words: WordParams;
  /** The `params` echo of the response. */
  params: string;
}

const MAX_HITS_PER_PAGE = 1000;

function readTypoTolerance(params: ParamReader): SearchRequest['typoTolerance'] {
  const value = params.raw('typoTolerance');
  if (value === 'min' || value === 'strict') return value;
  return params.boolean('typoTolerance');
}

function readDistinct(params: ParamReader): number | null {
  const value = params.raw('distinct');
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return params.integer('distinct', 0, 4);
}

function readFilter(params: ParamReader): FilterNode | null {
  const list = (name: string) => (params.has(name) ? readFilterList(params.raw(name), name) : []);
  const parts = [
    { name: 'filters', node: parseFilters(params.string('filters') ?? '') },
    { name: 'facetFilters', node: facetFiltersToNode(list('facetFilters')) },
    { name: 'numericFilters', node: numericFiltersToNode(list('numericFilters')) },
    { name: 'tagFilters', node: tagFiltersToNode(list('tagFilters')) },
  ].flatMap(({ name, node }) => (node ? [{ name, node }] : []));
  if (parts.length === 0) return null;
  // Each parameter is within the limit by itself; Algolia's limit is for the whole search.
  const count = parts.reduce((sum, { node }) => sum + countConditions(node), 0);
  if (count > MAX_FILTER_CONDITIONS) {
    throw tooManyFilters(parts.map(({ name }) => name).join(' + '), ` (${count} here)`);
  }
  return allOf(parts.map(({ node }) => node));
}

export function readSearchRequest(values: ReadonlyMap<string, unknown>): SearchRequest {
  for (const name of values.keys()) {
    if (!KNOWN_PARAMS.has(name)) throw badRequest(`Unknown parameter: ${name}`);
  }
  const params = new ParamReader(values);
  return {
    query: readQueryText(params, 'query'),
    page: params.integer('page', 0) ?? 0,
    hitsPerPage: params.integer('hitsPerPage', 0, MAX_HITS_PER_PAGE),
    offset: params.integer('offset', 0),
    length: params.integer('length', 0, MAX_HITS_PER_PAGE),
    facets: params.stringList('facets') ?? [],
    maxValuesPerFacet: params.integer('maxValuesPerFacet', 0, 1000),
    sortFacetValuesBy: params.oneOf('sortFacetValuesBy', ['count', 'alpha']),
    filter: readFilter(params),
    attributesToRetrieve: params.stringList('attributesToRetrieve'),
    attributesToHighlight: params.stringList('attributesToHighlight'),
    attributesToSnippet: params.stringList('attributesToSnippet'),
    highlightPreTag: params.string('highlightPreTag'),
    highlightPostTag: params.string('highlightPostTag'),
    snippetEllipsisText: params.string('snippetEllipsisText'),
    typoTolerance: readTypoTolerance(params),
    allowTyposOnNumericTokens: params.boolean('allowTyposOnNumericTokens'),
    queryType: params.oneOf('queryType', ['prefixLast', 'prefixAll', 'prefixNone']),
    minWordSizefor1Typo: params.integer('minWordSizefor1Typo', 0, 100),
    minWordSizefor2Typos: params.integer('minWordSizefor2Typos', 0, 100),
    disableTypoToleranceOnAttributes: params.stringList('disableTypoToleranceOnAttributes'),
    exactOnSingleWordQuery: params.oneOf('exactOnSingleWordQuery', ['attribute', 'word', 'none']),
    disableExactOnAttributes: params.stringList('disableExactOnAttributes'),
    restrictSearchableAttributes: params.stringList('restrictSearchableAttributes'),
    getRankingInfo: params.boolean('getRankingInfo') ?? false,
    clickAnalytics: params.boolean('clickAnalytics') ?? false,
    geo: readGeoQuery(params),
    facetQuery: readQueryText(params, 'facetQuery'),
    maxFacetHits: params.integer('maxFacetHits', 1, 100),
    distinct: readDistinct(params),
    facetingAfterDistinct: params.boolean('facetingAfterDistinct') ?? false,
    responseFields: readResponseFields(params.stringList('responseFields')),
    ignored: ignoredParams(values),
    words: readWordParams(params),
    params: encodeParams(values),
  };
}
