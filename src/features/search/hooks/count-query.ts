import algoliasearchHelper, { type SearchParameters } from 'algoliasearch-helper';

/**
 * A request for counts only, for a search state as the screen holds it: no hits, highlighting
 * or analytics; `facets` (none unless given) and other parameters as `overrides` say. The helper
 * builds the filters exactly as it does for the search on screen.
 */
export function countQuery(
  state: SearchParameters,
  client: unknown,
  overrides: Record<string, unknown> = {},
) {
  const helper = algoliasearchHelper(
    client as Parameters<typeof algoliasearchHelper>[0],
    state.index,
  );
  helper.setState(state);
  return {
    ...helper.getQuery(),
    indexName: state.index,
    hitsPerPage: 0,
    page: 0,
    facets: [],
    analytics: false,
    clickAnalytics: false,
    attributesToRetrieve: [],
    attributesToHighlight: [],
    attributesToSnippet: [],
    ...overrides,
  };
}
