import { createHash } from 'node:crypto';

/**
 * A record's fingerprint must not depend on key order (the index may return attributes in
 * another order than ingest wrote them), so objects are serialised with sorted keys.
 */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Attributes the engine adds to hits it returns; they are not part of the stored record. */
const ENGINE_ATTRIBUTES = ['_highlightResult', '_snippetResult', '_rankingInfo', '_distinctSeqID'];

export function hashRecord(record: Record<string, unknown>): string {
  const stored = Object.fromEntries(
    Object.entries(record).filter(([key]) => !ENGINE_ATTRIBUTES.includes(key)),
  );
  return sha256(stableStringify(stored));
}

export function hashRecords(records: ReadonlyArray<{ objectID: string }>): Map<string, string> {
  return new Map(records.map((record) => [record.objectID, hashRecord(record)]));
}
