import { stat } from 'node:fs/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { IdManifest } from '../ingest/id-manifest.ts';
import { exportSheet } from '../records-export/export-sheet.ts';
import type { License, ItemRecord } from '../../src/types/item.ts';
import {
  OPEN_DATA_SUMMARY_PATH,
  type OpenDataFile,
  type OpenDataSummary,
} from '../../src/services/open-data/open-data-summary.ts';
import { openRecord, publishedRecords, recordBounds, recordsGeoJson } from './open-data-records.ts';

/**
 * Writes the open data into a build (docs/open-data.md): `data/records.csv` (the metadata
 * sheet's columns, as `npm run records:export -- --csv` writes them), `data/records.json`,
 * `data/records.geojson` (the located records) and `data/datasets.json`, the summary the `/data`
 * page reads. Withheld records are in none of them.
 */
export interface OpenDataOptions {
  dist: string;
  siteUrl: string;
  records: readonly ItemRecord[];
  /** The ingest's id manifest, naming each item's file for the CSV's `file` column. */
  manifest: IdManifest;
  license: License;
  /** When the records were last written. */
  modified: Date;
}

/** Every record gets a row: one the manifest does not name is given its id as its file. */
function manifestFor(records: readonly ItemRecord[], manifest: IdManifest): IdManifest {
  const live = new Set(
    manifest.items.filter((entry) => entry.status === 'live').map((entry) => entry.id),
  );
  const unnamed = records
    .filter((record) => !live.has(record.objectID))
    .map((record) => ({
      id: record.objectID,
      file: record.objectID,
      sha256: null,
      status: 'live' as const,
    }));
  return { ...manifest, items: [...manifest.items, ...unnamed] };
}

export async function writeOpenData(options: OpenDataOptions): Promise<OpenDataSummary> {
  const records = publishedRecords(options.records);
  const geoJson = recordsGeoJson(records, options.siteUrl);
  const sheet = exportSheet(records, manifestFor(records, options.manifest), 'open data');
  const contents: (Omit<OpenDataFile, 'bytes'> & { text: string })[] = [
    {
      format: 'csv',
      path: 'data/records.csv',
      mediaType: 'text/csv',
      records: sheet.rows,
      text: sheet.text,
    },
    {
      format: 'json',
      path: 'data/records.json',
      mediaType: 'application/json',
      records: records.length,
      // One record a line: compact, and a diff or a `grep` still shows a record whole.
      text: `[\n${records
        .map((record) => JSON.stringify(openRecord(record, options.siteUrl)))
        .join(',\n')}\n]\n`,
    },
    {
      format: 'geojson',
      path: 'data/records.geojson',
      mediaType: 'application/geo+json',
      records: geoJson.features.length,
      text: `${JSON.stringify(geoJson)}\n`,
    },
  ];
  await mkdir(join(options.dist, 'data'), { recursive: true });
  const files: OpenDataFile[] = [];
  for (const { text, ...file } of contents) {
    const path = join(options.dist, file.path);
    await writeFile(path, text);
    files.push({ ...file, bytes: (await stat(path)).size });
  }
  const summary: OpenDataSummary = {
    files,
    dateModified: options.modified.toISOString().slice(0, 10),
    license: options.license,
    bounds: recordBounds(records),
  };
  const summaryPath = join(options.dist, OPEN_DATA_SUMMARY_PATH);
  await mkdir(dirname(summaryPath), { recursive: true });
  await writeFile(summaryPath, `${JSON.stringify(summary)}\n`);
  return summary;
}
