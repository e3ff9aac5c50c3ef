/**
 * The metadata sheet's columns, made from the sidecar schema's field table: a field is a column
 * of its own name, and a field whose value is an object is one column per key, joined with a
 * dot (`place.name`). Nothing here lists fields, so a field added to the table is a column too.
 */
import { allowedFields, NOT_AN_OBJECT } from './schema-fields.ts';
import type { FieldParser, Issue } from './schema-fields.ts';
import { ITEM_FIELDS } from './sidecar-schema.ts';

/** The column naming the item's file, relative to the ingested folder. */
export const FILE_COLUMN = 'file';

export interface SheetColumn {
  /** As the header row names it: `title`, `license.url`. */
  name: string;
  /** The sidecar field it gives. */
  field: string;
  /** The key inside the field's object, or null when the cell is the field's whole value. */
  key: string | null;
}

export type FieldTable = Readonly<Record<string, FieldParser<unknown>>>;

// A key no field has: the parser's answer to it says which keys the field's object allows.
const PROBE = '\u0000';

function keysOf(field: string, parser: FieldParser<unknown>): string[] {
  const issues: Issue[] = [];
  parser({ [PROBE]: null }, field, issues);
  const probed = issues.find((issue) => issue.field === `${field}.${PROBE}`);
  return probed ? (allowedFields(probed) ?? []) : [];
}

/** Whether a cell may hold the whole value (a licence's name does; a place is only its parts). */
function takesWholeValue(field: string, parser: FieldParser<unknown>): boolean {
  const issues: Issue[] = [];
  parser(PROBE, field, issues);
  return !issues.some((issue) => issue.field === field && issue.message === NOT_AN_OBJECT);
}

/** Every column a sheet may have besides `file`, in the order of the field table. */
export function sheetColumns(fields: FieldTable = ITEM_FIELDS): SheetColumn[] {
  return Object.entries(fields).flatMap(([field, parser]) => {
    const keys = keysOf(field, parser);
    const whole = keys.length === 0 || takesWholeValue(field, parser);
    return [
      ...(whole ? [{ name: field, field, key: null }] : []),
      ...keys.map((key) => ({ name: `${field}.${key}`, field, key })),
    ];
  });
}
