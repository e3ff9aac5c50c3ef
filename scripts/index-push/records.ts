import { readFile } from 'node:fs/promises';
import type { ItemRecord } from '../../src/types/item.ts';
import {
  checkRecords,
  describeInvalidRecords,
} from '../../src/services/validation/record-schema.ts';
import { CliError } from './cli-error.ts';

/**
 * Loads the records file written by ingest. Only what the push relies on is checked here
 * (objects with unique string objectIDs); the record shape itself is ingest's contract.
 */
export type PushRecord = Pick<ItemRecord, 'objectID'> & Record<string, unknown>;

const MAX_LISTED_PROBLEMS = 10;

async function readText(path: string, shownPath: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new CliError(
        `No records file at ${shownPath}. Run \`npm run ingest -- <folder>\` first to create ` +
          'it, or point to one with --records FILE.',
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Could not read the records file ${shownPath}: ${reason}`);
  }
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function findProblems(items: readonly unknown[]): string[] {
  const problems: string[] = [];
  const positions = new Map<string, number[]>();
  items.forEach((item, index) => {
    const where = `record ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`${where} is ${describeType(item)}, not an object`);
      return;
    }
    const objectID: unknown = (item as Record<string, unknown>).objectID;
    if (objectID === undefined) {
      problems.push(`${where} has no objectID`);
      return;
    }
    if (typeof objectID !== 'string') {
      problems.push(`${where} has an objectID that is ${describeType(objectID)}, not a string`);
      return;
    }
    if (objectID.trim() === '') {
      problems.push(`${where} has an empty objectID`);
      return;
    }
    positions.set(objectID, [...(positions.get(objectID) ?? []), index + 1]);
  });
  for (const [objectID, at] of positions) {
    if (at.length > 1) problems.push(`objectID "${objectID}" is used by records ${at.join(', ')}`);
  }
  return problems;
}

export interface LoadedRecords {
  records: PushRecord[];
  /** The report of the invalid records left out with --skip-invalid, or null. */
  skipped: string | null;
}

export async function loadRecords(
  path: string,
  shownPath: string,
  { skipInvalid = false }: { skipInvalid?: boolean } = {},
): Promise<LoadedRecords> {
  const text = await readText(path, shownPath);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(
      `${shownPath} is not valid JSON (${reason}). Run ingest again to rewrite it.`,
    );
  }
  if (!Array.isArray(data)) {
    throw new CliError(
      `${shownPath} must hold a JSON array of records, but holds ${describeType(data)}.`,
    );
  }
  if (data.length === 0) {
    throw new CliError(
      `${shownPath} has no records. Pushing it would empty the index, so nothing was sent; ` +
        'check the ingest output.',
    );
  }
  const problems = findProblems(data);
  if (problems.length > 0) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => `  - ${problem}`);
    const more = problems.length - listed.length;
    throw new CliError(
      [
        `${shownPath} has ${problems.length} problem${problems.length > 1 ? 's' : ''}; nothing was sent:`,
        ...listed,
        ...(more > 0 ? [`  … and ${more} more`] : []),
      ].join('\n'),
    );
  }
  const { valid, invalid } = checkRecords(data);
  if (invalid.length === 0) return { records: data as PushRecord[], skipped: null };
  const report = `${shownPath}: ${describeInvalidRecords(invalid, data.length)}`;
  if (!skipInvalid) {
    throw new CliError(
      `${report}\nNothing was sent. Fix these records, or run with --skip-invalid to push only ` +
        `the ${valid.length} valid ones.`,
    );
  }
  if (valid.length === 0) {
    throw new CliError(`${report}\nNo record is valid, so nothing was sent.`);
  }
  return {
    records: valid as unknown as PushRecord[],
    skipped: `${report}\nLeft out (--skip-invalid): pushing the ${valid.length} valid records.`,
  };
}
