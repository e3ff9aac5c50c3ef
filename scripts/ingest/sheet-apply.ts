import type { Problems } from './report.ts';
import type { Sheet } from './sheet-file.ts';
import type { Candidate } from './types.ts';

/**
 * Gives each item its row of the metadata sheet. An item whose row has a bad cell is left out
 * (its id is kept, like an item with a bad sidecar); a row that names no item is an error.
 */
export function applySheet<T extends Candidate>(
  items: T[],
  present: ReadonlySet<string>,
  sheet: Sheet | null,
  problems: Problems,
): T[] {
  if (!sheet) return items;
  problems.errors.push(...sheet.problems);
  const kept: T[] = [];
  for (const item of items) {
    const row = sheet.rows.get(item.source);
    if (!row) kept.push(item);
    else if (row.value) kept.push({ ...item, sheet: row.value });
    else {
      problems.errors.push({
        file: item.source,
        reason: `not ingested: row ${row.row} of ${sheet.path} has errors`,
      });
    }
  }
  const sources = new Set(items.map((item) => item.source));
  // A file left out for its own error (a bad sidecar) is already reported.
  const failed = new Set(problems.errors.map((problem) => problem.file));
  for (const [file, { row }] of sheet.rows) {
    if (sources.has(file) || failed.has(file) || failed.has(`${file}.json`)) continue;
    const reason = present.has(file)
      ? `${file} is not an item (a sidecar, a video's poster or alternate, or a file ingest skips)`
      : `no file ${file} in the folder`;
    problems.errors.push({ file: sheet.path, reason: `row ${row}: ${reason}` });
  }
  return kept;
}
