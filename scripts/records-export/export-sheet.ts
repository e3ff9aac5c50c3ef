import { csvText } from '../../src/services/open-data/csv-text.ts';
import type { ItemRecord } from '../../src/types/item.ts';
import type { IdManifest } from '../ingest/id-manifest.ts';
import { FILE_COLUMN, sheetColumns } from '../ingest/sheet-columns.ts';
import { recordCells, type CellsFor } from './record-cells.ts';

export interface ExportedSheet {
  /** The CSV: a UTF-8 byte order mark (Excel reads the text as UTF-8 only with it), CRLF. */
  text: string;
  rows: number;
  /** One line each, naming the item's file (or id) and what the sheet cannot hold. */
  warnings: string[];
}

/**
 * The records as the metadata sheet `npm run ingest -- --metadata` reads: one row per file. For
 * the open data, the same columns with the cells as published (record-cells.ts).
 */
export function exportSheet(
  records: readonly ItemRecord[],
  manifest: IdManifest,
  cellsFor: CellsFor = 'sheet',
): ExportedSheet {
  const columns = sheetColumns();
  const fileOf = new Map(
    manifest.items
      .filter((entry) => entry.status === 'live')
      .map((entry) => [entry.id, entry.file]),
  );
  const warnings: string[] = [];
  const rows: { file: string; cells: string[] }[] = [];
  for (const record of records) {
    const file = fileOf.get(record.objectID);
    if (file === undefined) {
      warnings.push(`${record.objectID}: no live file for this id in the id manifest; left out`);
      continue;
    }
    const cells = recordCells(
      record,
      columns,
      (message) => warnings.push(`${file}: ${message}`),
      cellsFor,
    );
    rows.push({ file, cells: columns.map((column) => cells.get(column.name) ?? '') });
  }
  rows.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const header = [FILE_COLUMN, ...columns.map((column) => column.name)];
  const body = rows.map((row) => [row.file, ...row.cells]);
  return { text: csvText([header, ...body]), rows: rows.length, warnings };
}
