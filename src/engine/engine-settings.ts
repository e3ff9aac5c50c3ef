/**
 * The index settings the engine reads, in the shape of the service's settings API. Declared here
 * rather than taken from `algoliasearch`, so the engine depends on no vendor package and the
 * client library stays behind src/services/search; the client's `IndexSettings` is assignable to
 * it, which the app's own settings prove at type-check time. Any other setting is kept and
 * returned by `getSettings`, unread.
 */

type List = readonly string[];
/** A switch that may also arrive as the strings "true" / "false". */
type Switch = boolean | string;

export interface EngineSettings {
  searchableAttributes?: List;
  attributesForFaceting?: List;
  unretrievableAttributes?: List;
  attributesToRetrieve?: List;
  ranking?: List;
  customRanking?: List;
  replicas?: List;
  attributeForDistinct?: string;
  distinct?: boolean | number;
  attributesToHighlight?: List;
  attributesToSnippet?: List;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  maxValuesPerFacet?: number;
  maxFacetHits?: number;
  sortFacetValuesBy?: string;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  typoTolerance?: Switch;
  allowTyposOnNumericTokens?: boolean;
  disableTypoToleranceOnAttributes?: List;
  disableTypoToleranceOnWords?: List;
  disableExactOnAttributes?: List;
  exactOnSingleWordQuery?: 'attribute' | 'word' | 'none';
  queryType?: 'prefixLast' | 'prefixAll' | 'prefixNone';
  ignorePlurals?: Switch | List;
  removeStopWords?: Switch | List;
  queryLanguages?: List;
  alternativesAsExact?: List;
  advancedSyntax?: boolean;
  advancedSyntaxFeatures?: List;
  optionalWords?: string | List | null;
  removeWordsIfNoResults?: 'none' | 'lastWords' | 'firstWords' | 'allOptional';
  replaceSynonymsInHighlight?: boolean;
  responseFields?: List;
  renderingContent?: object;
  [setting: string]: unknown;
}
