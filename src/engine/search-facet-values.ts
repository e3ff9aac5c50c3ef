import { collectHits, matchOptions } from './collect-hits';
import { countValues } from './count-facets';
import { distinctLimit, groupHits, keptRecords } from './distinct';
import { badRequest } from './engine-error';
import { displayOptions } from './format-hits';
import { facetTermHit } from './facet-value-match';
import { highlightText } from './highlight';
import type { TermMatcher } from './highlight';
import { maxTypos } from './match-query';
import type { SearchRequest } from './params/read-search-request';
import type { PreparedIndex } from './prepared-index';
import { countsAfterDistinct } from './search-facets';
import { locateTokens, normalizeWords } from './text-tokens';

/**
 * Search for facet values: the values of one facet among the hits of the search, where every
 * word of `facetQuery` starts one of the value's words, as typed or within its typos, by count,
 * with the typed prefixes (or the whole word, for a typo) highlighted.
 */

const DEFAULT_MAX_FACET_HITS = 10;

export function searchFacetValues(
  index: PreparedIndex,
  facet: string,
  request: SearchRequest,
): Record<string, unknown> {
  const started = performance.now();
  if (!index.settings.facetAttributes.get(facet)?.searchable) {
    throw badRequest(
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    );
  }
  const column = index.corpus.facetColumn(facet);
  const hits = collectHits(index, request);
  // Counted as the same facet is in a search: after distinct only if asked to.
  const perGroup = distinctLimit(index, request);
  const afterDistinct = perGroup > 0 && countsAfterDistinct(index, request, facet);
  const typoFirst = (request.typoTolerance ?? index.settings.raw.typoTolerance) === 'strict';
  const counts = countValues(
    column,
    afterDistinct ? keptRecords(groupHits(index, hits, request, perGroup, typoFirst)) : hits.ids,
  );
  const words = normalizeWords(request.facetQuery);
  const options = matchOptions(index, request);
  const typosOf = (word: string) => maxTypos(word, options);
  const termHits = new Map<string, ReturnType<typeof facetTermHit>>();
  const matcher: TermMatcher = (term) => {
    if (!termHits.has(term)) termHits.set(term, facetTermHit(words, term, typosOf));
    return termHits.get(term) ?? null;
  };
  const { tags } = displayOptions(index, request);
  const matches: { value: string; count: number }[] = [];
  counts.forEach((count, id) => {
    const value = column.values[id] ?? '';
    if (count === 0) return;
    const matched = new Set<number>();
    for (const span of locateTokens(value)) {
      for (const word of matcher(span.term)?.words ?? []) matched.add(word);
    }
    if (matched.size === words.length) matches.push({ value, count });
  });
  matches.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const limit = request.maxFacetHits ?? index.settings.raw.maxFacetHits ?? DEFAULT_MAX_FACET_HITS;
  const facetHits = matches.slice(0, limit).map(({ value, count }) => ({
    value,
    highlighted: highlightText(value, words, matcher, tags).value,
    count,
  }));
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}
