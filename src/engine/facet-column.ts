import { collectValues, scalarText, splitPath } from './attribute-path';

/**
 * One facet attribute, dictionary-encoded once: each distinct value gets an id and each record
 * the list of its value ids (CSR layout), so counting and filtering never re-read records.
 */
export interface FacetColumn {
  /** Display value per id: the first spelling met; values differing only in case share an id. */
  values: readonly string[];
  /** Lower-cased value to id: facet filters compare case-insensitively, like Algolia. */
  ids: ReadonlyMap<string, number>;
  /** Numeric value per id (NaN for text), for `facets_stats`. */
  numbers: Float64Array;
  /** Every value of the attribute is a JSON number. */
  numeric: boolean;
  offsets: Int32Array;
  valueIds: Int32Array;
  /** Value id per record (-1 for none) when no record has several values: a faster path. */
  single: Int32Array | null;
  /** Count of each value over all records: the answer for an unfiltered empty query. */
  totals: Int32Array;
}

export function facetKey(value: string): string {
  return value.toLowerCase();
}

export function buildFacetColumn(
  records: readonly Record<string, unknown>[],
  path: string,
): FacetColumn {
  const segments = splitPath(path);
  const values: string[] = [];
  const numbers: number[] = [];
  const ids = new Map<string, number>();
  const offsets = new Int32Array(records.length + 1);
  const valueIds: number[] = [];
  let numeric = true;
  records.forEach((record, index) => {
    const start = valueIds.length;
    for (const raw of collectValues(record, segments)) {
      const text = scalarText(raw);
      if (text === null) continue;
      if (typeof raw !== 'number') numeric = false;
      const key = facetKey(text);
      let id = ids.get(key);
      if (id === undefined) {
        id = values.length;
        ids.set(key, id);
        values.push(text);
        numbers.push(typeof raw === 'number' ? raw : Number.NaN);
      }
      // An array holding one value twice still counts the record once.
      if (!valueIds.includes(id, start)) valueIds.push(id);
    }
    offsets[index + 1] = valueIds.length;
  });
  const totals = new Int32Array(values.length);
  for (const id of valueIds) totals[id] = (totals[id] as number) + 1;
  return {
    values,
    ids,
    numbers: Float64Array.from(numbers),
    numeric: numeric && values.length > 0,
    offsets,
    valueIds: Int32Array.from(valueIds),
    single: singleValued(offsets, valueIds),
    totals,
  };
}

function singleValued(offsets: Int32Array, valueIds: readonly number[]): Int32Array | null {
  const single = new Int32Array(offsets.length - 1).fill(-1);
  for (let record = 0; record < single.length; record += 1) {
    const start = offsets[record] as number;
    const count = (offsets[record + 1] as number) - start;
    if (count > 1) return null;
    if (count === 1) single[record] = valueIds[start] as number;
  }
  return single;
}

export function recordHasValue(column: FacetColumn, record: number, id: number): boolean {
  if (column.single) return column.single[record] === id;
  const { offsets, valueIds } = column;
  const end = offsets[record + 1] as number;
  for (let i = offsets[record] as number; i < end; i += 1) {
    if (valueIds[i] === id) return true;
  }
  return false;
}
