import { collectValues } from './attribute-path';
import type { RankingCriterion, SortKey } from './resolve-settings';
import type { EngineRecord } from './types';

/**
 * The query-independent ranking of an index, computed once: a rank per record for each sort
 * criterion (`asc(x)`/`desc(x)` of a replica, and `custom`), and the full order an empty query
 * returns. Records without the attribute (or null) go last whatever the direction, as in Algolia.
 */
export interface StaticRanking {
  /** Aligned with `ranking`: dense ranks for `sort` and `custom` criteria, null for the others. */
  ranks: readonly (Int32Array | null)[];
  order: Int32Array;
}

type Sortable = number | string | boolean | null;

function sortValue(record: EngineRecord, key: SortKey): Sortable {
  const value = collectValues(record, key.segments)[0];
  return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean'
    ? value
    : null;
}

function compareValues(a: Sortable, b: Sortable, direction: 'asc' | 'desc'): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const ascending = typeof a === typeof b ? (a < b ? -1 : 1) : typeof a < typeof b ? -1 : 1;
  return direction === 'asc' ? ascending : -ascending;
}

/** Dense ranks (ties share a rank) of the records ordered by `keys`. */
export function denseRanks(records: readonly EngineRecord[], keys: readonly SortKey[]): Int32Array {
  const columns = keys.map((key) => records.map((record) => sortValue(record, key)));
  const compare = (a: number, b: number): number => {
    for (let k = 0; k < keys.length; k += 1) {
      const column = columns[k] as Sortable[];
      const result = compareValues(
        column[a] ?? null,
        column[b] ?? null,
        keys[k]?.direction ?? 'asc',
      );
      if (result !== 0) return result;
    }
    return 0;
  };
  const order = records.map((_, index) => index).sort(compare);
  const ranks = new Int32Array(records.length);
  order.forEach((record, position) => {
    const previous = order[position - 1];
    const tie = previous !== undefined && compare(previous, record) === 0;
    ranks[record] = tie ? (ranks[previous] as number) : position;
  });
  return ranks;
}

/** Records by one rank array, ties in record order: a counting sort, as ranks are below n. */
function orderByRank(rank: Int32Array): Int32Array {
  const starts = new Int32Array(rank.length + 1);
  for (const value of rank) starts[value + 1] = (starts[value + 1] as number) + 1;
  for (let i = 1; i < starts.length; i += 1) {
    starts[i] = (starts[i] as number) + (starts[i - 1] as number);
  }
  const order = new Int32Array(rank.length);
  rank.forEach((value, record) => {
    order[starts[value] as number] = record;
    starts[value] = (starts[value] as number) + 1;
  });
  return order;
}

/**
 * `ranksFor` computes (or reuses: replicas share their custom ranking with the primary) the
 * dense ranks for a list of sort keys.
 */
export function buildStaticRanking(
  recordCount: number,
  ranking: readonly RankingCriterion[],
  customRanking: readonly SortKey[],
  ranksFor: (keys: readonly SortKey[]) => Int32Array,
): StaticRanking {
  const ranks = ranking.map((criterion) => {
    if (criterion.kind === 'sort') return ranksFor([criterion.key]);
    if (criterion.kind === 'custom' && customRanking.length > 0) return ranksFor(customRanking);
    return null;
  });
  const used = ranks.filter((rank): rank is Int32Array => rank !== null);
  const [only] = used;
  if (used.length <= 1) {
    return {
      ranks,
      order: only ? orderByRank(only) : Int32Array.from({ length: recordCount }, (_, i) => i),
    };
  }
  const order = Int32Array.from({ length: recordCount }, (_, index) => index).sort((a, b) => {
    for (const rank of used) {
      const diff = (rank[a] as number) - (rank[b] as number);
      if (diff !== 0) return diff;
    }
    return a - b;
  });
  return { ranks, order };
}
