import { collectValues, splitPath } from './attribute-path';

/**
 * The numbers of one attribute per record (CSR layout; arrays give several). Numeric filters
 * work on any attribute, so columns are built on first use.
 */
export interface NumericColumn {
  offsets: Int32Array;
  values: Float64Array;
}

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  return null;
}

export function buildNumericColumn(
  records: readonly Record<string, unknown>[],
  path: string,
): NumericColumn {
  const segments = splitPath(path);
  const offsets = new Int32Array(records.length + 1);
  const values: number[] = [];
  records.forEach((record, index) => {
    for (const raw of collectValues(record, segments)) {
      const value = toNumber(raw);
      if (value !== null) values.push(value);
    }
    offsets[index + 1] = values.length;
  });
  return { offsets, values: Float64Array.from(values) };
}

/** Whether any number of the record satisfies `test` (Algolia's rule for array attributes). */
export function someNumber(
  column: NumericColumn,
  record: number,
  test: (value: number) => boolean,
): boolean {
  const end = column.offsets[record + 1] as number;
  for (let i = column.offsets[record] as number; i < end; i += 1) {
    if (test(column.values[i] as number)) return true;
  }
  return false;
}

/** Whether the record has any number for the attribute. */
export function hasNumber(column: NumericColumn, record: number): boolean {
  return (column.offsets[record + 1] as number) > (column.offsets[record] as number);
}
