import { collectHits } from './collect-hits';
import { distinctLimit, distinctPage, groupHits } from './distinct';
import { formatHits } from './format-hits';
import { readResponseFields, selectResponseFields } from './params/response-fields';
import type { SearchRequest } from './params/read-search-request';
import type { PreparedIndex } from './prepared-index';
import { rankHits } from './rank-hits';
import { countRequestedFacets, facetRecords } from './search-facets';

/** One hits search, answered in the shape of Algolia's `SearchResponse`. */

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_PAGINATION_LIMIT = 1000;

/** 32 hex characters; uniqueness is all that matters here, not unpredictability. */
function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 4; i += 1) {
    id += Math.floor(Math.random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  }
  return id;
}

export function runSearch(index: PreparedIndex, request: SearchRequest): Record<string, unknown> {
  const started = performance.now();
  const raw = index.settings.raw;
  const hits = collectHits(index, request);
  const typoFirst = (request.typoTolerance ?? raw.typoTolerance) === 'strict';
  const perGroup = distinctLimit(index, request);
  const distinct = perGroup > 0 ? groupHits(index, hits, request, perGroup, typoFirst) : null;
  // With distinct, groups stand in for hits: counted, paged, `hitsPerPage` of them a page.
  const nbHits = distinct ? distinct.groups.length : hits.ids.length;
  const hitsPerPage = request.hitsPerPage ?? raw.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  // Like Algolia, hits beyond `paginationLimitedTo` cannot be reached by paging.
  const reachable = Math.min(nbHits, raw.paginationLimitedTo ?? DEFAULT_PAGINATION_LIMIT);
  const first = request.offset ?? request.page * hitsPerPage;
  const end = Math.min(
    first + (request.offset === null ? hitsPerPage : (request.length ?? hitsPerPage)),
    reachable,
  );
  const pageIds = distinct
    ? distinctPage(distinct, first, end)
    : end > first
      ? rankHits(index, hits, request.geo, end, typoFirst).slice(first)
      : [];
  const facets = countRequestedFacets(index, request, facetRecords(index, request, hits, distinct));
  const response: Record<string, unknown> = {
    hits: formatHits(index, hits, pageIds, request),
    nbHits,
    page: request.page,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    ...(request.offset !== null && { offset: first, length: Math.max(0, end - first) }),
    ...(facets && { facets: facets.facets }),
    ...(facets && Object.keys(facets.stats).length > 0 && { facets_stats: facets.stats }),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: request.query,
    ...(hits.queryAfterRemoval !== null && { queryAfterRemoval: hits.queryAfterRemoval }),
    params: request.params,
    index: index.name,
    ...(hits.origin && { aroundLatLng: `${hits.origin.lat},${hits.origin.lng}` }),
    ...(hits.automaticRadius !== null && { automaticRadius: String(hits.automaticRadius) }),
    ...(raw.renderingContent && { renderingContent: raw.renderingContent }),
    ...(request.clickAnalytics && { queryID: randomQueryId() }),
  };
  response.processingTimeMS = Math.round(performance.now() - started);
  return response;
}

/**
 * What the search endpoints send: the response cut to `responseFields` (a setting as well as a
 * search parameter; the search's list wins). `runSearch` stays whole for callers that read it.
 */
export function searchAnswer(
  index: PreparedIndex,
  request: SearchRequest,
): Record<string, unknown> {
  const fields =
    request.responseFields ?? readResponseFields(index.settings.raw.responseFields ?? null);
  return selectResponseFields(runSearch(index, request), fields);
}
