import { compileFilter } from './filters/compile-filter';
import type { LatLng } from './geo';
import { automaticRadius, geoConstraint } from './geo-constraint';
import { matchQuery } from './match-query';
import { matchRules } from './match-rules';
import type { MatchOptions, TextMatch } from './match-query';
import type { SearchRequest } from './params/read-search-request';
import type { PreparedIndex } from './prepared-index';
import { normalizeWords } from './text-tokens';

/**
 * Every record a search matches: query words, then filters and geo. Ranking and paging come
 * after, on these ids only.
 */
export interface HitSet {
  /** In the index's static order when there is no text match. */
  ids: Int32Array;
  textMatch: TextMatch | null;
  /** With `aroundLatLng` (and no box or polygon): the origin and each hit's distance. */
  origin: LatLng | null;
  distances: Float64Array | null;
  /** Metres, for a search around a point without `aroundRadius`. */
  automaticRadius: number | null;
}

// Longer queries are cut, as Algolia limits query length.
const MAX_QUERY_WORDS = 32;
const DEFAULT_MIN_FOR_1_TYPO = 4;
const DEFAULT_MIN_FOR_2_TYPOS = 8;

const PREFIX_BY_QUERY_TYPE = { prefixLast: 'last', prefixAll: 'all', prefixNone: 'none' } as const;

function matchOptions(index: PreparedIndex, request: SearchRequest): MatchOptions {
  const raw = index.settings.raw;
  const tolerance = request.typoTolerance ?? raw.typoTolerance ?? true;
  const restrict = request.restrictSearchableAttributes;
  return {
    ...matchRules(index, request),
    prefix: PREFIX_BY_QUERY_TYPE[request.queryType ?? raw.queryType ?? 'prefixLast'],
    typoTolerance: tolerance !== false && tolerance !== 'false',
    typosOnNumbers: request.allowTyposOnNumericTokens ?? raw.allowTyposOnNumericTokens ?? true,
    minWordSizefor1Typo:
      request.minWordSizefor1Typo ?? raw.minWordSizefor1Typo ?? DEFAULT_MIN_FOR_1_TYPO,
    minWordSizefor2Typos:
      request.minWordSizefor2Typos ?? raw.minWordSizefor2Typos ?? DEFAULT_MIN_FOR_2_TYPOS,
    allowedAttributes: restrict
      ? new Set(
          index.text.attributes.flatMap((attribute, i) =>
            restrict.includes(attribute.path) ? [i] : [],
          ),
        )
      : null,
  };
}

/** `min` keeps only the fewest typos found; `strict` the two lowest typo counts. */
function keepFewestTypos(ids: Int32Array, typos: Uint8Array, distinctCounts: number): Int32Array {
  const counts = [...new Set(Array.from(ids, (id) => typos[id] as number))].sort((a, b) => a - b);
  const ceiling = counts[Math.min(distinctCounts, counts.length) - 1] ?? 0;
  return ids.filter((id) => (typos[id] as number) <= ceiling);
}

export function collectHits(index: PreparedIndex, request: SearchRequest): HitSet {
  const { corpus } = index;
  const words = normalizeWords(request.query).slice(0, MAX_QUERY_WORDS);
  const textMatch =
    words.length > 0
      ? matchQuery(index.text, corpus.size, words, matchOptions(index, request))
      : null;
  const filter = request.filter ? compileFilter(request.filter, index.columns) : null;
  const geo = geoConstraint(request.geo, () => corpus.geo(), corpus.size);
  const source = textMatch ? textMatch.candidates : index.staticRanking.order;
  const geoTest = geo.test;
  let ids: Int32Array = source;
  if (filter || geoTest) {
    const kept = new Int32Array(source.length);
    let count = 0;
    for (let i = 0; i < source.length; i += 1) {
      const record = source[i] as number;
      if ((!filter || filter(record)) && (!geoTest || geoTest(record))) kept[count++] = record;
    }
    ids = kept.subarray(0, count);
  }
  const tolerance = request.typoTolerance ?? index.settings.raw.typoTolerance;
  if (textMatch && (tolerance === 'min' || tolerance === 'strict')) {
    ids = keepFewestTypos(ids, textMatch.typos, tolerance === 'min' ? 1 : 2);
  }
  const { origin, distances } = geo;
  return {
    ids,
    textMatch,
    origin,
    distances,
    automaticRadius: automaticRadius(request.geo, distances, ids),
  };
}
