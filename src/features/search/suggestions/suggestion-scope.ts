import type { InstantSearch } from 'instantsearch.js';
import type { CountScope } from '@/services/search/count-within';
import { clientBehind } from '@/services/search/instant-search-client';

/** Request parameters that narrow a search; anything else (paging, highlighting) does not. */
const NARROWING = [
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'filters',
  'insideBoundingBox',
  'insidePolygon',
  'aroundLatLng',
];

const narrows = (value: unknown) =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The filters of the search on screen as a count scope (JSON, so a selector compares it by
 * value), or '' when it searches the whole archive: then the suggestions index's own answers
 * hold. A client other than the archive's own (a collection's, the map's) narrows every search.
 */
export function selectSuggestionScope(search: InstantSearch, archiveClient: unknown): string {
  const helper = search.mainIndex.getHelper();
  if (!helper) return '';
  const params = helper.getQuery() as Record<string, unknown>;
  const narrowed = NARROWING.some((name) => narrows(params[name]));
  if (!narrowed && clientBehind(search.client) === archiveClient) return '';
  // What the counts set themselves is left out, so that paging does not ask again.
  const rest = Object.fromEntries(
    Object.entries(params).filter(([name]) => name !== 'query' && name !== 'page'),
  );
  const scope: CountScope = { indexName: helper.getIndex(), params: rest };
  return JSON.stringify(scope);
}
