import type { EngineRecord } from '../../src/engine/index.ts';
import { checkRecords } from '../../src/services/validation/record-schema.ts';
import { isPlainObject, readJsonFile } from './read-json-file.ts';
import { ServeError } from './serve-error.ts';

/**
 * The records to serve. Served with the archive's own settings they must meet the archive's
 * record schema, as the demo engine's loader requires; served with a settings file (another
 * app's index, such as Algolia's e-commerce example) they need only what the service needs:
 * objects with a unique, non-empty string objectID.
 */

function name(objectID: unknown, position: number): string {
  return typeof objectID === 'string'
    ? `record ${position} ("${objectID.slice(0, 80)}")`
    : `record ${position}`;
}

function firstArchiveProblem(records: readonly unknown[]): string | null {
  const { invalid } = checkRecords(records);
  const [record] = invalid;
  const [problem] = record?.problems ?? [];
  if (!record || !problem) return null;
  const more = invalid.length > 1 ? ` (and ${invalid.length - 1} more invalid records)` : '';
  return `${name(record.objectID, record.position)} ${problem.field || '(record)'}: ${problem.message}${more}`;
}

function firstServiceProblem(records: readonly unknown[]): string | null {
  const seen = new Map<string, number>();
  for (const [at, record] of records.entries()) {
    const position = at + 1;
    if (!isPlainObject(record)) return `record ${position}: expected an object`;
    const { objectID } = record;
    if (typeof objectID !== 'string' || objectID.trim() === '') {
      return `record ${position} objectID: expected a non-empty string`;
    }
    const first = seen.get(objectID);
    if (first !== undefined) {
      return `${name(objectID, position)} objectID: is also used by record ${first}`;
    }
    seen.set(objectID, position);
  }
  return null;
}

export function loadRecords(path: string, archiveSchema: boolean): readonly EngineRecord[] {
  const records = readJsonFile(path, 'records');
  if (!Array.isArray(records)) {
    throw new ServeError(`the records file ${path} must hold a JSON array of records`);
  }
  const problem = archiveSchema ? firstArchiveProblem(records) : firstServiceProblem(records);
  if (problem !== null) throw new ServeError(`invalid record in ${path}: ${problem}`);
  return records as readonly EngineRecord[];
}
