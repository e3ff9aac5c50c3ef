/**
 * A record as a row of the metadata sheet: the cells an owner would write to get this record
 * again. Most fields have the same name in the record and the sheet and are written as they
 * are; the few that a record keeps in another form are turned back here.
 */
import type { ItemRecord } from '../../src/types/item.ts';
import { fillCredit } from '../ingest/build-record.ts';
import { findKnownLicense } from '../ingest/licenses.ts';
import type { SheetColumn } from '../ingest/sheet-columns.ts';
import { LIST_SEPARATOR } from '../ingest/sheet-row.ts';

export type Cells = Map<string, string>;

type RecordFields = Readonly<Record<string, unknown>>;

function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(cellText).join(`${LIST_SEPARATOR} `);
  return '';
}

/** `2019-05-04T10:20:30Z`: read back as the same second. */
function isoText(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

const DEFAULT_CREDITS = ['"{title}" by {creator}, {license}', '"{title}", {license}'];

/**
 * The credit as the template it was filled from, so that a title edited in the sheet shows in
 * the credit too; empty when it is the default credit, null when it cannot be turned back.
 */
export function creditTemplate(record: ItemRecord): string | null {
  const values: Record<string, string> = {
    title: record.title,
    creator: record.creator ?? 'unknown',
    license: record.license.name,
  };
  // Longest first, so a title that contains the licence's name is taken whole.
  const byLength = Object.entries(values)
    .filter(([, value]) => value !== '')
    .sort((a, b) => b[1].length - a[1].length);
  const pattern = new RegExp(
    byLength.map(([, value]) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  // Each at its first place only: a credit names its title once, and "Harbour Press" after
  // the title "Harbour" is the publisher's name, not the title again.
  const used = new Set<string>();
  const template = record.credit.replace(pattern, (match) => {
    const key = byLength.find(([, value]) => value === match)?.[0] ?? '';
    if (used.has(key)) return match;
    used.add(key);
    return `{${key}}`;
  });
  if (fillCredit(template, values) !== record.credit) return null;
  return DEFAULT_CREDITS.includes(template) ? '' : template;
}

/** A tag tree's paths, `A|B|C`: the values no deeper value extends. */
function tagPaths(tree: unknown): string[] {
  if (typeof tree !== 'object' || tree === null) return [];
  const values = Object.values(tree as Record<string, unknown>).flatMap((level) =>
    Array.isArray(level) ? level.filter((value) => typeof value === 'string') : [],
  );
  return values
    .filter((value) => !values.some((other) => other.startsWith(`${value} > `)))
    .map((value) => value.split(' > ').join('|'));
}

/** Fields a record keeps in another form than the sheet: each gives its columns' text. */
type TurnBack = (record: ItemRecord, warn: (message: string) => void) => Record<string, string>;

const TURNED_BACK: Record<string, TurnBack> = {
  takenAt: (record) => {
    // An EDTF date says when; the second it stands for would only pin it.
    const dated = typeof (record as unknown as RecordFields).dateText === 'string';
    return { takenAt: record.takenAt === null || dated ? '' : isoText(record.takenAt) };
  },
  license: ({ license }): Record<string, string> =>
    findKnownLicense(license.name)?.url === license.url
      ? { license: license.name }
      : { 'license.name': license.name, 'license.url': license.url ?? '' },
  credit: (record, warn) => {
    const template = creditTemplate(record);
    if (template === null) warn('credit: cannot be written as a template; the cell is left empty');
    return { credit: template ?? '' };
  },
  // A GPS position is the file's own; only a place's centre was given by an owner.
  geo: ({ _geoloc, geoPrecision }): Record<string, string> =>
    _geoloc && geoPrecision === 'place'
      ? { 'geo.lat': String(_geoloc.lat), 'geo.lng': String(_geoloc.lng) }
      : {},
  hierarchicalTags: (record) => ({
    hierarchicalTags: tagPaths((record as unknown as RecordFields).tagTree).join(
      `${LIST_SEPARATOR} `,
    ),
  }),
  date: (record) => ({ date: cellText((record as unknown as RecordFields).dateText) }),
};

/**
 * The open data's cells (docs/open-data.md): a reuser reads the record, not the sheet that made
 * it, so the credit is the line to print, the licence always has its name and address, and
 * every located item its position.
 */
const AS_PUBLISHED: Record<string, TurnBack> = {
  license: ({ license }) => ({
    license: license.name,
    'license.name': license.name,
    'license.url': license.url ?? '',
  }),
  credit: ({ credit }) => ({ credit }),
  geo: ({ _geoloc }): Record<string, string> =>
    _geoloc ? { 'geo.lat': String(_geoloc.lat), 'geo.lng': String(_geoloc.lng) } : {},
};

export type CellsFor = 'sheet' | 'open data';

/**
 * The row for one record, by column name (empty cells left out); `warn` hears of lossy cells.
 * For the sheet, the cells an owner would write to get the record again; for the open data, the
 * record as published.
 */
export function recordCells(
  record: ItemRecord,
  columns: readonly SheetColumn[],
  warn: (message: string) => void = () => {},
  cellsFor: CellsFor = 'sheet',
): Cells {
  const cells: Cells = new Map();
  const fields = record as unknown as RecordFields;
  for (const column of columns) {
    const turned =
      (cellsFor === 'open data' ? AS_PUBLISHED[column.field] : undefined) ??
      TURNED_BACK[column.field];
    const value = fields[column.field];
    const part = column.key === null ? value : (value as RecordFields | null)?.[column.key];
    // A field's columns are turned back together; warn once, at its first column.
    const first = columns.find((other) => other.field === column.field) === column;
    const text = turned
      ? (turned(record, first ? warn : () => {})[column.name] ?? '')
      : cellText(part);
    if (Array.isArray(value) && value.some((item) => cellText(item).includes(LIST_SEPARATOR))) {
      warn(`${column.name}: a value holds "${LIST_SEPARATOR}", which the sheet reads as two`);
    }
    if (text !== '') cells.set(column.name, text);
  }
  return cells;
}
