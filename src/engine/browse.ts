import { encodeCursor, readBrowseBody } from './params/read-browse-body';
import type { PreparedIndex } from './prepared-index';
import { runSearch } from './run-search';

/**
 * `browse`: the records matching a search, page after page through a cursor, for exports. As
 * the service documents (https://www.algolia.com/doc/rest-api/search/browse), highlighting,
 * snippets, facets and ranking info are never computed, `distinct`, `advancedSyntax` and
 * `ignorePlurals` are off, `min` and `strict` typo tolerance are plain `true`, and
 * `paginationLimitedTo` does not apply: the last record can always be reached.
 */
type Hit = Record<string, unknown>;

/** Browsing returns records, not hits: nothing a search adds to them. */
function recordOnly({ _highlightResult, _snippetResult, _rankingInfo, ...record }: Hit): Hit {
  return record;
}

export function browseIndex(index: PreparedIndex, body: unknown): Record<string, unknown> {
  const { search } = readBrowseBody(body);
  const unlimited: PreparedIndex = {
    ...index,
    settings: {
      ...index.settings,
      raw: { ...index.settings.raw, paginationLimitedTo: Number.MAX_SAFE_INTEGER },
    },
  };
  const tolerance = search.typoTolerance ?? index.settings.raw.typoTolerance ?? true;
  const response = runSearch(unlimited, {
    ...search,
    words: { ...search.words, advancedSyntax: false, ignorePlurals: false },
    distinct: 0,
    typoTolerance: tolerance === 'min' || tolerance === 'strict' ? true : search.typoTolerance,
    facets: [],
    attributesToHighlight: [],
    attributesToSnippet: [],
    getRankingInfo: false,
  });
  const nbPages = typeof response.nbPages === 'number' ? response.nbPages : 0;
  const records = { ...response, hits: (response.hits as Hit[]).map(recordOnly) };
  // The last page has no cursor: that is how a client knows the browse is over.
  return search.page + 1 < nbPages
    ? { ...records, cursor: encodeCursor(search.params, search.page + 1) }
    : records;
}
