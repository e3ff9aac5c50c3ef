import type { HitSet } from './collect-hits';
import type { GeoQuery } from './params/read-geo-params';
import type { PreparedIndex } from './prepared-index';
import { selectTop } from './select-top';

/** Orders hits by the index's `ranking`, criterion after criterion, keeping only the first ones. */

interface RankingKey {
  values: ArrayLike<number>;
  /** -1 where more is better (exact words). */
  sign: 1 | -1;
}

/** Geo distance rounded down to `aroundPrecision`, so close distances tie and let others decide. */
function geoBuckets(distances: Float64Array, precision: number): Float64Array {
  return distances.map((distance) => Math.floor(distance / precision));
}

function rankingKeys(
  index: PreparedIndex,
  hits: HitSet,
  geo: GeoQuery,
  typoFirst: boolean,
): RankingKey[] {
  const { textMatch, distances } = hits;
  const keys: RankingKey[] = [];
  index.settings.ranking.forEach((criterion, position) => {
    const staticRank = index.staticRanking.ranks[position];
    if (staticRank) keys.push({ values: staticRank, sign: 1 });
    else if (criterion.kind === 'geo' && distances) {
      keys.push({ values: geoBuckets(distances, geo.precision), sign: 1 });
    } else if (textMatch) {
      if (criterion.kind === 'typo') keys.push({ values: textMatch.typos, sign: 1 });
      if (criterion.kind === 'proximity') keys.push({ values: textMatch.proximity, sign: 1 });
      if (criterion.kind === 'attribute') keys.push({ values: textMatch.attribute, sign: 1 });
      if (criterion.kind === 'exact') keys.push({ values: textMatch.exactWords, sign: -1 });
    }
  });
  if (typoFirst && textMatch) keys.unshift({ values: textMatch.typos, sign: 1 });
  return keys;
}

function comparator(keys: readonly RankingKey[]): (a: number, b: number) => number {
  return (a, b) => {
    for (const { values, sign } of keys) {
      const difference = (values[a] as number) - (values[b] as number);
      if (difference !== 0) return difference * sign;
    }
    return a - b;
  };
}

/** The first `count` hits in ranking order. */
export function rankHits(
  index: PreparedIndex,
  hits: HitSet,
  geo: GeoQuery,
  count: number,
  typoFirst: boolean,
): number[] {
  if (count <= 0) return [];
  // Without query words or distances the static order is the ranking order already.
  if (!hits.textMatch && !hits.distances) return Array.from(hits.ids.subarray(0, count));
  return selectTop(hits.ids, count, comparator(rankingKeys(index, hits, geo, typoFirst)));
}
