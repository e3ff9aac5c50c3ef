import type { HitSet } from './collect-hits';
import { geoGroup } from './geo-constraint';
import type { GeoQuery } from './params/read-geo-params';
import type { PreparedIndex } from './prepared-index';
import { selectTop } from './select-top';

/** Orders hits by the index's `ranking`, criterion after criterion, keeping only the first ones. */

interface RankingKey {
  values: ArrayLike<number>;
  /** -1 where more is better (words, exact words). */
  sign: 1 | -1;
}

/**
 * The `geo` criterion's value per hit: its distance's `aroundPrecision` group, so distances in
 * one group tie and the next criterion decides. Only a search around a point has distances.
 */
function geoGroups(hits: HitSet, geo: GeoQuery, distances: Float64Array): Float64Array {
  const groups = new Float64Array(distances.length);
  for (let i = 0; i < hits.ids.length; i += 1) {
    const id = hits.ids[i] as number;
    groups[id] = geoGroup(geo.precision, distances[id] as number);
  }
  return groups;
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
      keys.push({ values: geoGroups(hits, geo, distances), sign: 1 });
    } else if (textMatch) {
      if (criterion.kind === 'typo') keys.push({ values: textMatch.typos, sign: 1 });
      if (criterion.kind === 'words') keys.push({ values: textMatch.matchedWords, sign: -1 });
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

/** The ranking order of any two hits (record ids), criterion after criterion. */
export function rankingOrder(
  index: PreparedIndex,
  hits: HitSet,
  geo: GeoQuery,
  typoFirst: boolean,
): (a: number, b: number) => number {
  // Without query words or distances this is the static order (sort ranks, then record order).
  return comparator(rankingKeys(index, hits, geo, typoFirst));
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
  return selectTop(hits.ids, count, rankingOrder(index, hits, geo, typoFirst));
}
