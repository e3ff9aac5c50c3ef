import { collectValues, splitPath } from './attribute-path';
import type { EngineRecord } from './types';

/**
 * The group of each record under `attributeForDistinct`, as Algolia documents it: strings as
 * they are, numbers rounded to the nearest integer (1 and 1.2 share a group); booleans, null,
 * arrays and objects give no group. -1 marks a record without a group: it stands alone.
 */
export function buildDistinctKeys(records: readonly EngineRecord[], attribute: string): Int32Array {
  const segments = splitPath(attribute);
  const groups = new Map<string, number>();
  const keys = new Int32Array(records.length).fill(-1);
  records.forEach((record, position) => {
    const values = collectValues(record, segments);
    // An array value has no documented meaning: such a record is left alone.
    if (values.length !== 1) return;
    const [value] = values;
    const key =
      typeof value === 'string'
        ? value
        : typeof value === 'number' && Number.isFinite(value)
          ? String(Math.round(value))
          : null;
    if (key === null) return;
    let group = groups.get(key);
    if (group === undefined) {
      group = groups.size;
      groups.set(key, group);
    }
    keys[position] = group;
  });
  return keys;
}
