import type { FacetColumn } from './facet-column';
import type { PreparedIndex } from './prepared-index';
import { selectTop } from './select-top';

/**
 * Facet counts over all hits: one pass over the hits per facet with a counter per value id.
 * Values are sorted by count (then value), or by value with `sortFacetValuesBy: alpha`.
 */

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
}

export interface FacetOptions {
  maxValues: number;
  sortBy: 'count' | 'alpha';
}

/** `*` stands for every facet that is not `filterOnly`; names that are not facets are ignored. */
export function requestedFacets(index: PreparedIndex, names: readonly string[]): string[] {
  const facets = index.settings.facetAttributes;
  const wanted = names.includes('*') ? [...facets.keys()] : names;
  return [...new Set(wanted)].filter((name) => {
    const facet = facets.get(name);
    return facet !== undefined && !facet.filterOnly;
  });
}

/** Counts per value id over `ids` (distinct records). The result must not be modified. */
export function countValues(column: FacetColumn, ids: Int32Array): Int32Array {
  // Distinct ids as many as the records are all the records.
  if (ids.length === column.offsets.length - 1) return column.totals;
  const counts = new Int32Array(column.values.length);
  const { offsets, valueIds, single } = column;
  const length = ids.length;
  if (single) {
    for (let k = 0; k < length; k += 1) {
      const id = single[ids[k] as number] as number;
      if (id >= 0) counts[id] = (counts[id] as number) + 1;
    }
    return counts;
  }
  for (let k = 0; k < length; k += 1) {
    const record = ids[k] as number;
    const end = offsets[record + 1] as number;
    for (let i = offsets[record] as number; i < end; i += 1) {
      const id = valueIds[i] as number;
      counts[id] = (counts[id] as number) + 1;
    }
  }
  return counts;
}

function statsOf(column: FacetColumn, counts: Int32Array, present: Int32Array): FacetStats {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let total = 0;
  for (const id of present) {
    const value = column.numbers[id] as number;
    const count = counts[id] as number;
    min = Math.min(min, value);
    max = Math.max(max, value);
    sum += value * count;
    total += count;
  }
  return { min, max, avg: sum / total, sum };
}

function valueOrder(
  column: FacetColumn,
  counts: Int32Array,
  sortBy: 'count' | 'alpha',
): (a: number, b: number) => number {
  const { values } = column;
  return (a, b) => {
    const byCount = sortBy === 'count' ? (counts[b] as number) - (counts[a] as number) : 0;
    if (byCount !== 0) return byCount;
    const left = values[a] ?? '';
    const right = values[b] ?? '';
    return left < right ? -1 : left > right ? 1 : 0;
  };
}

export function countFacets(
  index: PreparedIndex,
  names: readonly string[],
  ids: Int32Array,
  options: FacetOptions,
): FacetCounts {
  const result: FacetCounts = { facets: {}, stats: {} };
  for (const name of names) {
    const column = index.corpus.facetColumn(name);
    const counts = countValues(column, ids);
    const present = counts.reduce<number[]>((found, count, id) => {
      if (count > 0) found.push(id);
      return found;
    }, []);
    // Like Algolia, a facet without any value among the hits is left out.
    if (present.length === 0) continue;
    const values: Record<string, number> = {};
    const top = selectTop(present, options.maxValues, valueOrder(column, counts, options.sortBy));
    for (const id of top) values[column.values[id] ?? ''] = counts[id] as number;
    result.facets[name] = values;
    if (column.numeric) result.stats[name] = statsOf(column, counts, Int32Array.from(present));
  }
  return result;
}
