/**
 * One row of the metadata sheet read as a sidecar: each cell becomes the JSON value a sidecar
 * would hold, and the whole row is then checked by the sidecar's own parser, so a cell is
 * validated exactly as the same value in a sidecar.
 */
import type { Issue } from './schema-fields.ts';
import { ITEM_FIELDS, parseSidecar } from './sidecar-schema.ts';
import type { Sidecar } from './sidecar-schema.ts';
import { sheetColumns } from './sheet-columns.ts';
import type { SheetColumn } from './sheet-columns.ts';

/** Lists in a cell are separated by `;`. */
export const LIST_SEPARATOR = ';';

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

export interface CellIssue {
  /** The column the problem is in (it may be absent from the header: a required key). */
  column: string;
  message: string;
}

const TRUTH = /^(true|false)$/i;

/**
 * What a cell's text may stand for, in order: the text itself, a number, true or false, a list.
 * The field's parser takes the first one it accepts, so `2015` stays a title but is a number
 * for a rating, `true` is a title but withholds for `withheld`, and `a; b` is one description
 * but two tags.
 */
function readings(text: string): unknown[] {
  const list = text
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  const trimmed = text.trim();
  return [
    text,
    ...(DECIMAL.test(trimmed) ? [Number(text)] : []),
    ...(TRUTH.test(trimmed) ? [trimmed.toLowerCase() === 'true'] : []),
    list,
  ];
}

/** Whether the field's parser takes this reading of the cell (other keys' issues aside). */
function accepts(column: SheetColumn, reading: unknown): boolean {
  const value = column.key === null ? reading : { [column.key]: reading };
  const issues: Issue[] = [];
  ITEM_FIELDS[column.field]?.(value, column.field, issues);
  const here = (issue: Issue): boolean =>
    column.key === null || issue.field === column.name || issue.field.startsWith(`${column.name}.`);
  return !issues.some(here);
}

/** The first reading the field accepts; else the text, so the error is about what was written. */
function cellValue(column: SheetColumn, text: string): unknown {
  return readings(text).find((reading) => accepts(column, reading)) ?? text;
}

/** An issue's sidecar field as a column: the field's first column given when it is the field's. */
function columnOf(field: string, given: SheetColumn[]): string {
  const exact = given.find((column) => column.name === field);
  if (exact) return exact.name;
  return given.find((column) => column.field === field)?.name ?? field;
}

export interface ParsedRow {
  value: Sidecar | undefined;
  issues: CellIssue[];
}

const COLUMNS = sheetColumns();

/** Parses one row's cells (column name → text; empty cells say nothing and are left out). */
export function parseSheetRow(cells: ReadonlyMap<string, string>): ParsedRow {
  const given = COLUMNS.filter((column) => (cells.get(column.name) ?? '').trim() !== '');
  const issues: CellIssue[] = [];
  const raw: Record<string, unknown> = {};
  for (const column of given) {
    const value = cellValue(column, cells.get(column.name) ?? '');
    if (column.key === null) {
      raw[column.field] = value;
      continue;
    }
    const whole = given.find((other) => other.field === column.field && other.key === null);
    if (whole) {
      issues.push({
        column: column.name,
        message: `give either "${whole.name}" or the "${whole.name}.…" columns, not both`,
      });
      continue;
    }
    const parts = raw[column.field] as Record<string, unknown> | undefined;
    raw[column.field] = { ...parts, [column.key]: value };
  }
  const parsed = parseSidecar(raw, 'image');
  for (const issue of parsed.issues) {
    issues.push({ column: columnOf(issue.field, given), message: issue.message });
  }
  return { value: issues.length === 0 ? parsed.value : undefined, issues };
}
