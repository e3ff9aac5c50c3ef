import type { HitSet } from './collect-hits';
import { highlightText, snippetText, termMatcherFor } from './highlight';
import type { HighlightTags, TermMatcher } from './highlight';
import { buildResultTree } from './highlight-result';
import { nearestPoint } from './geo';
import { precisionBand } from './geo-constraint';
import type { PrecisionBand } from './params/read-geo-params';
import type { SearchRequest } from './params/read-search-request';
import type { PreparedIndex } from './prepared-index';
import { retrieveAttributes } from './retrieve-attributes';

/** The hits of one page as Algolia returns them: attributes, highlights, snippets, ranking info. */

const DEFAULT_SNIPPET_WORDS = 10;

export interface DisplayOptions {
  tags: HighlightTags;
  ellipsis: string;
}

export function displayOptions(index: PreparedIndex, request: SearchRequest): DisplayOptions {
  const raw = index.settings.raw;
  return {
    tags: {
      pre: request.highlightPreTag ?? raw.highlightPreTag ?? '<em>',
      post: request.highlightPostTag ?? raw.highlightPostTag ?? '</em>',
    },
    ellipsis: request.snippetEllipsisText ?? raw.snippetEllipsisText ?? '…',
  };
}

/** `description:24` → the attribute and its word count. */
function parseSnippetAttribute(entry: string): { attribute: string; words: number } {
  const match = /^(.+):(\d+)$/.exec(entry.trim());
  return match?.[1] && match[2]
    ? { attribute: match[1], words: Number(match[2]) }
    : { attribute: entry.trim(), words: DEFAULT_SNIPPET_WORDS };
}

/**
 * The geo fields of `_rankingInfo`. `geoDistance` is the `geo` criterion's value: the distance
 * divided by the precision that applies to it (the API describes it so), `geoPrecision` that
 * precision; `matchedGeoLocation` is the record's closest point at the engine's 1e-4 degree
 * precision, with its distance in whole metres, undivided. Without a search around a point:
 * geoDistance 0 and geoPrecision 1, as Algolia answers (a box or polygon has no centre).
 */
function geoRankingInfo(
  index: PreparedIndex,
  hits: HitSet,
  record: number,
  bands: readonly PrecisionBand[],
): { geoDistance: number; geoPrecision: number; matchedGeoLocation?: object } {
  if (!hits.origin || !hits.distances) return { geoDistance: 0, geoPrecision: 1 };
  const column = index.corpus.geo();
  const point = nearestPoint(column, record, hits.origin);
  if (point < 0) return { geoDistance: 0, geoPrecision: 1 };
  const distance = hits.distances[record] as number;
  const metres = Math.floor(distance);
  const { value } = precisionBand(bands, distance);
  return {
    geoDistance: Math.floor(metres / value),
    geoPrecision: value,
    matchedGeoLocation: { lat: column.lat[point], lng: column.lng[point], distance: metres },
  };
}

function rankingInfo(
  index: PreparedIndex,
  hits: HitSet,
  record: number,
  bands: readonly PrecisionBand[],
): object {
  const match = hits.textMatch;
  const customPosition = index.settings.ranking.findIndex(
    (criterion) => criterion.kind === 'custom',
  );
  const customRank = index.staticRanking.ranks[customPosition]?.[record] ?? 0;
  const { matchedGeoLocation, ...geo } = geoRankingInfo(index, hits, record, bands);
  return {
    nbTypos: match ? match.typos[record] : 0,
    firstMatchedWord: match ? match.attribute[record] : 0,
    proximityDistance: match ? match.proximity[record] : 0,
    userScore: index.corpus.size - customRank,
    ...geo,
    nbExactWords: match ? match.exactWords[record] : 0,
    words: match ? match.matchedWords[record] : 0,
    filters: 0,
    ...(matchedGeoLocation && { matchedGeoLocation }),
  };
}

export function formatHits(
  index: PreparedIndex,
  hits: HitSet,
  pageIds: readonly number[],
  request: SearchRequest,
): Record<string, unknown>[] {
  if (pageIds.length === 0) return [];
  const raw = index.settings.raw;
  const { tags, ellipsis } = displayOptions(index, request);
  const words = hits.textMatch?.words ?? [];
  // Algolia highlights only exact matches of a one-word query whose exact criterion is `word`.
  const exactOnly =
    words.length === 1 && (request.exactOnSingleWordQuery ?? raw.exactOnSingleWordQuery) === 'word';
  const matcher: TermMatcher = termMatcherFor(hits.textMatch, {
    replaceSynonyms:
      request.words.replaceSynonymsInHighlight ?? raw.replaceSynonymsInHighlight ?? false,
    exactOnly,
  });
  const toHighlight =
    request.attributesToHighlight ??
    raw.attributesToHighlight ??
    index.settings.searchableAttributes.map((attribute) => attribute.path);
  const toSnippet = (request.attributesToSnippet ?? raw.attributesToSnippet ?? []).map(
    parseSnippetAttribute,
  );
  const snippetWords = new Map(toSnippet.map((entry) => [entry.attribute, entry.words]));
  const highlightLeaf = () => (text: string) => {
    const { fullyHighlighted, ...result } = highlightText(text, words, matcher, tags);
    return result.matchLevel === 'none' ? result : { ...result, fullyHighlighted };
  };
  const snippetLeaf = (attribute: string) => (text: string) =>
    snippetText(text, words, matcher, tags, {
      words: snippetWords.get(attribute) ?? DEFAULT_SNIPPET_WORDS,
      ellipsis,
    });
  return pageIds.map((id) => {
    const record = index.corpus.records[id];
    if (!record) return {};
    const hit: Record<string, unknown> = retrieveAttributes(
      record,
      request.attributesToRetrieve ?? raw.attributesToRetrieve ?? ['*'],
      raw.unretrievableAttributes ?? [],
    );
    hit._highlightResult = buildResultTree(record, toHighlight, highlightLeaf);
    if (toSnippet.length > 0)
      hit._snippetResult = buildResultTree(record, [...snippetWords.keys()], snippetLeaf);
    if (request.getRankingInfo)
      hit._rankingInfo = rankingInfo(index, hits, id, request.geo.precision);
    return hit;
  });
}
