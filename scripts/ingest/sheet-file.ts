/**
 * Reads the metadata sheet (`--metadata sheet.csv`): RFC 4180 CSV, one row per file. A sheet
 * that cannot be used at all (unreadable, not CSV, a bad header) stops the run; a bad row is
 * reported and keeps only its own item out.
 */
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describeError } from './report.ts';
import type { Problem } from './report.ts';
import type { Sidecar } from './sidecar-schema.ts';
import { FILE_COLUMN, sheetColumns } from './sheet-columns.ts';
import { parseSheetRow } from './sheet-row.ts';

/** Stops the run: each line names the sheet and what is wrong with it. */
export class SheetError extends Error {
  override name = 'SheetError';

  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export interface SheetRow {
  /** The row number a spreadsheet shows (the header is row 1). */
  row: number;
  /** The sidecar values it gives; undefined when a cell is bad (the item is then left out). */
  value: Sidecar | undefined;
}

export interface Sheet {
  /** As given on the command line, for messages. */
  path: string;
  /** By file, relative to the ingested folder. */
  rows: Map<string, SheetRow>;
  /** Rows that name no file, and bad cells. */
  problems: Problem[];
}

/** `A`, `B`, … `Z`, `AA`: the column as a spreadsheet labels it. */
export function columnLetter(index: number): string {
  let label = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  }
  return label;
}

function decode(bytes: Buffer, path: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SheetError([`${path} is not UTF-8 text: save it as "CSV UTF-8"`]);
  }
}

interface CsvRecord {
  cells: string[];
  row: number;
}

function parseCsv(text: string, path: string): CsvRecord[] {
  try {
    const parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; info: { records: number; empty_lines: number } }[];
    // A spreadsheet shows blank lines as rows, and a cell's line breaks within one row.
    return parsed.map(({ record, info }) => ({
      cells: record,
      row: info.records + info.empty_lines,
    }));
  } catch (error) {
    throw new SheetError([`${path} is not a valid CSV file: ${(error as Error).message}`]);
  }
}

function checkHeader(names: string[], path: string): void {
  const known = [FILE_COLUMN, ...sheetColumns().map((column) => column.name)];
  const lines: string[] = [];
  names.forEach((name, index) => {
    const at = `${path} row 1, column ${columnLetter(index)} (${name})`;
    if (name === '') return;
    if (!known.includes(name)) lines.push(`${at}: unknown column (allowed: ${known.join(', ')})`);
    else if (names.indexOf(name) !== index) lines.push(`${at}: the same column twice`);
  });
  if (!names.includes(FILE_COLUMN)) {
    lines.push(`${path} row 1: no "${FILE_COLUMN}" column naming each row's file`);
  }
  if (lines.length > 0) throw new SheetError(lines);
}

/** The file a row names, as a path relative to the folder (a Windows `\` is read as `/`). */
function fileOf(text: string): string | null {
  const path = posix.normalize(text.trim().replaceAll('\\', '/'));
  return path === '.' || path.startsWith('../') || path.startsWith('/') ? null : path;
}

export async function readSheet(path: string): Promise<Sheet> {
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    const reason = error.code === 'ENOENT' ? 'no such file' : describeError(error);
    throw new SheetError([`cannot read --metadata ${path}: ${reason}`]);
  });
  const [header, ...records] = parseCsv(decode(bytes, path), path);
  if (!header) throw new SheetError([`${path} is empty: its first row names the columns`]);
  const names = header.cells.map((name) => name.trim());
  checkHeader(names, path);
  const sheet: Sheet = { path, rows: new Map(), problems: [] };
  const problem = (row: number, reason: string): void => {
    sheet.problems.push({ file: path, reason: `row ${row}${reason}` });
  };
  for (const { cells, row } of records) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const before = sheet.problems.length;
    const byName = new Map<string, string>();
    cells.forEach((cell, index) => {
      const name = names[index] ?? '';
      if (name !== '') byName.set(name, cell);
      else if (cell.trim() !== '') {
        problem(row, `, column ${columnLetter(index)}: a value in a column with no name`);
      }
    });
    const fileText = byName.get(FILE_COLUMN) ?? '';
    const file = fileOf(fileText);
    if (file === null) {
      const why = fileText.trim() === '' ? 'is empty' : `"${fileText}" is outside the folder`;
      problem(row, `, column ${columnLetter(names.indexOf(FILE_COLUMN))} (file): ${why}`);
      continue;
    }
    const parsed = parseSheetRow(byName);
    // In the order of the header, as the owner reads the row.
    const order = (column: string): number =>
      names.includes(column) ? names.indexOf(column) : names.length;
    const issues = [...parsed.issues].sort((a, b) => order(a.column) - order(b.column));
    for (const issue of issues) {
      const index = names.indexOf(issue.column);
      const column = index < 0 ? issue.column : `${columnLetter(index)} (${issue.column})`;
      problem(row, `, column ${column}: ${issue.message}`);
    }
    const earlier = sheet.rows.get(file);
    if (earlier) {
      problem(row, `: ${file} is given a row already (row ${earlier.row})`);
      earlier.value = undefined;
    } else {
      const value = sheet.problems.length === before ? parsed.value : undefined;
      sheet.rows.set(file, { row, value });
    }
  }
  return sheet;
}
