import { csvText } from '@/services/open-data/csv-text';
import type { ItemView } from '@/types/item';
import { itemUrl, type CreditedFile } from './credits-text';

/** Lists in one cell, as the metadata sheet writes them (scripts/ingest/sheet-row.ts). */
const LIST_SEPARATOR = ';';

/**
 * The metadata sheet's columns the record carries as they are (the open data's `records.csv`
 * names them the same), with the file's name in the ZIP first and the item's address last.
 */
const COLUMNS: readonly [string, (item: ItemView) => string][] = [
  ['objectID', (item) => item.objectID],
  ['title', (item) => item.title],
  ['description', (item) => item.description],
  ['creator', (item) => item.creator ?? ''],
  // The owner's date as written (EDTF, as the sheet's `date`), else the year the record gives.
  ['date', (item) => item.dateText ?? (item.year === null ? '' : String(item.year))],
  ['credit', (item) => item.credit],
  ['license.name', (item) => item.license?.name ?? ''],
  ['license.url', (item) => item.license?.url ?? ''],
  ['tags', (item) => (item.tags ?? []).join(`${LIST_SEPARATOR} `)],
  ['place.name', (item) => item.place?.name ?? ''],
  ['type', (item) => item.type],
];

/** metadata.csv: one row per file in the ZIP, in the open data's CSV format (csv-text.ts). */
export function metadataCsv(files: readonly CreditedFile[], siteUrl: string): string {
  const header = ['file', ...COLUMNS.map(([name]) => name), 'url'];
  const rows = files.map(({ item, name }) => [
    name,
    ...COLUMNS.map(([, cell]) => cell(item)),
    itemUrl(siteUrl, item.objectID),
  ]);
  return csvText([header, ...rows]);
}
