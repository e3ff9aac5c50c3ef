import { compileFilter } from './filters/compile-filter';
import type { LatLng } from './geo';
import { automaticRadius, geoConstraint } from './geo-constraint';
import { matchQuery } from './match-query';
import { matchRules } from './match-rules';
import type { MatchOptions, TextMatch } from './match-query';
import type { SearchRequest } from './params/read-search-request';
import type { PreparedIndex } from './prepared-index';
import { buildQueryPlan } from './query/query-plan';
import { splitAndJoin } from './query/split-and-join';
import type { QueryPlan } from './query/query-plan';
import { limitOptionalMatches } from './query/optional-word-limit';
import { markRemoved, relaxations } from './query/remove-words';
import { excludedRecords, hasPhrases } from './query/word-constraints';

/**
 * Every record a search matches: the query plan's words, its phrases and exclusions, then filters
 * and geo; when nothing matches, the words `removeWordsIfNoResults` allows to drop. Ranking and
 * paging come after, on these ids only.
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
  /** With `removeWordsIfNoResults` `lastWords`/`firstWords`: the query, removed words marked. */
  queryAfterRemoval: string | null;
}

const DEFAULT_MIN_FOR_1_TYPO = 4;
const DEFAULT_MIN_FOR_2_TYPOS = 8;

export function matchOptions(index: PreparedIndex, request: SearchRequest): MatchOptions {
  const raw = index.settings.raw;
  const tolerance = request.typoTolerance ?? raw.typoTolerance ?? true;
  const restrict = request.restrictSearchableAttributes;
  return {
    ...matchRules(index, request),
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

function termCount(index: PreparedIndex, term: string): number {
  const id = index.text.terms.get(term);
  return id === undefined ? 0 : (index.text.postings[id]?.length ?? 0) / 2;
}

/** `min` keeps only the fewest typos found; `strict` the two lowest typo counts. */
function keepFewestTypos(ids: Int32Array, typos: Uint8Array, distinctCounts: number): Int32Array {
  const counts = [...new Set(Array.from(ids, (id) => typos[id] as number))].sort((a, b) => a - b);
  const ceiling = counts[Math.min(distinctCounts, counts.length) - 1] ?? 0;
  return ids.filter((id) => (typos[id] as number) <= ceiling);
}

type RecordTest = ((record: number) => boolean) | null;

function matchPlan(
  index: PreparedIndex,
  request: SearchRequest,
  plan: QueryPlan,
  options: MatchOptions,
  tests: { filter: RecordTest; geo: RecordTest },
): { ids: Int32Array; textMatch: TextMatch | null } {
  const { corpus } = index;
  const textMatch =
    plan.words.length > 0 ? matchQuery(index.text, corpus.size, plan.words, options) : null;
  const allowed = options.allowedAttributes;
  const excluded = excludedRecords(index.text, corpus.size, plan.excluded, allowed);
  const phrases = plan.phrases.length > 0 ? plan.phrases : null;
  const { filter, geo } = tests;
  const source = textMatch ? textMatch.candidates : index.staticRanking.order;
  let ids: Int32Array = source;
  if (filter || geo || excluded || phrases) {
    const kept = new Int32Array(source.length);
    let count = 0;
    for (let i = 0; i < source.length; i += 1) {
      const record = source[i] as number;
      if (excluded?.[record]) continue;
      if ((filter && !filter(record)) || (geo && !geo(record))) continue;
      if (phrases && !hasPhrases(corpus.records[record] ?? {}, index.text, phrases, allowed))
        continue;
      kept[count++] = record;
    }
    ids = kept.subarray(0, count);
  }
  if (textMatch && plan.words.every((word) => word.optional)) {
    ids = limitOptionalMatches(ids, textMatch.matchedWords, plan.words.length);
  }
  const tolerance = request.typoTolerance ?? index.settings.raw.typoTolerance;
  if (textMatch && (tolerance === 'min' || tolerance === 'strict')) {
    ids = keepFewestTypos(ids, textMatch.typos, tolerance === 'min' ? 1 : 2);
  }
  return { ids, textMatch };
}

export function collectHits(index: PreparedIndex, request: SearchRequest): HitSet {
  const { corpus } = index;
  const raw = index.settings.raw;
  const options = matchOptions(index, request);
  const written = buildQueryPlan(
    request.query,
    request.words,
    raw,
    index.synonyms,
    request.queryType ?? raw.queryType ?? 'prefixLast',
  );
  const plan = options.typoTolerance
    ? splitAndJoin(written, { ...options, termCount: (term) => termCount(index, term) })
    : written;
  const filter = request.filter ? compileFilter(request.filter, index.columns) : null;
  const geo = geoConstraint(request.geo, () => corpus.geo(), corpus.size);
  const tests = { filter, geo: geo.test };
  let matched = matchPlan(index, request, plan, options, tests);
  let removed: ReadonlySet<number> = new Set();
  if (matched.ids.length === 0) {
    for (const relaxation of relaxations(plan)) {
      const next = matchPlan(index, request, relaxation.plan, options, tests);
      if (next.ids.length === 0) continue;
      matched = next;
      removed = relaxation.removed;
      break;
    }
  }
  const marksRemoval = plan.removal === 'lastWords' || plan.removal === 'firstWords';
  const { origin, distances } = geo;
  return {
    ids: matched.ids,
    textMatch: matched.textMatch,
    origin,
    distances,
    automaticRadius: automaticRadius(request.geo, distances, matched.ids),
    queryAfterRemoval: marksRemoval && plan.words.length > 0 ? markRemoved(plan, removed) : null,
  };
}
