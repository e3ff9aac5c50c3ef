import type { HitSet } from './collect-hits';
import type { SearchRequest } from './params/read-search-request';
import type { PreparedIndex } from './prepared-index';
import { rankingOrder } from './rank-hits';
import { selectTop } from './select-top';

/**
 * `distinct` with `attributeForDistinct`: the hits grouped by the attribute, each group keeping
 * its best `distinct` records. Groups stand in for hits wherever Algolia documents it: `nbHits`,
 * pages (`hitsPerPage` groups a page), and facet counts after distinct.
 */

export interface DistinctHits {
  /** Every group among the hits, each one's kept records best first. */
  groups: readonly (readonly number[])[];
  compare: (a: number, b: number) => number;
}

/** How many records a group keeps (0: no grouping); the request overrides the setting. */
export function distinctLimit(index: PreparedIndex, request: SearchRequest): number {
  if (!index.settings.raw.attributeForDistinct) return 0;
  const value = request.distinct ?? index.settings.raw.distinct ?? 0;
  return value === true ? 1 : value === false ? 0 : value;
}

export function groupHits(
  index: PreparedIndex,
  hits: HitSet,
  request: SearchRequest,
  perGroup: number,
  typoFirst: boolean,
): DistinctHits {
  const compare = rankingOrder(index, hits, request.geo, typoFirst);
  const keys = index.corpus.distinctKeys(index.settings.raw.attributeForDistinct ?? '');
  const byKey = new Map<number, number[]>();
  const groups: number[][] = [];
  for (const id of hits.ids) {
    const key = keys[id] as number;
    let group = key < 0 ? undefined : byKey.get(key);
    if (!group) {
      group = [];
      groups.push(group);
      if (key >= 0) byKey.set(key, group);
    }
    // A group holds at most 4 records: an insertion keeps it sorted.
    let at = group.length;
    while (at > 0 && compare(group[at - 1] as number, id) > 0) at -= 1;
    if (at < perGroup) {
      group.splice(at, 0, id);
      if (group.length > perGroup) group.pop();
    }
  }
  return { groups, compare };
}

/** The records of groups `first` to `end` (groups ranked by their best record), in rank order. */
export function distinctPage(distinct: DistinctHits, first: number, end: number): number[] {
  const { groups, compare } = distinct;
  if (end <= first) return [];
  const leaders = Int32Array.from(groups, (group) => group[0] as number);
  const positions = new Map<number, number>();
  leaders.forEach((leader, position) => positions.set(leader, position));
  const top = selectTop(leaders, end, compare).slice(first);
  return top.flatMap((leader) => groups[positions.get(leader) as number] ?? []).sort(compare);
}

/** Every record distinct keeps, for facets counted after distinct. */
export function keptRecords(distinct: DistinctHits): Int32Array {
  return Int32Array.from(distinct.groups.flat());
}
