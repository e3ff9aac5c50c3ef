import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ItemRecord } from '../../src/types/item.ts';
import {
  checkRecords,
  describeInvalidRecords,
} from '../../src/services/validation/record-schema.ts';
import { writeFileAtomic } from '../ingest/atomic-write.ts';
import { ID_MANIFEST_FILE, readIdManifest } from '../ingest/id-manifest-file.ts';
import { exportSheet } from './export-sheet.ts';

export const HELP = `Usage: npm run records:export -- --csv FILE [options]

Writes the records back as the metadata sheet that \`npm run ingest -- <folder> --metadata FILE\`
reads: one row per item, by its file, with the fields an owner edits. Edit it in a spreadsheet
and ingest again.

Options:
  --csv FILE         where to write the sheet (required)
  --records FILE     the records to export (default: dist-media/records.json)
  --ids FILE         the id manifest naming each item's file (default: item-ids.json beside
                     the records)
  -h, --help         show this help
`;

export interface Writer {
  out: (text: string) => void;
  err: (text: string) => void;
}

class ExportError extends Error {}

async function readRecords(path: string): Promise<ItemRecord[]> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new ExportError(`cannot read --records ${path}: ${error.code ?? error.message}`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ExportError(`--records ${path} is not valid JSON`);
  }
  if (!Array.isArray(json)) throw new ExportError(`--records ${path} is not a list of records`);
  const { invalid } = checkRecords(json);
  if (invalid.length > 0) {
    throw new ExportError(`--records ${path}: ${describeInvalidRecords(invalid, json.length)}`);
  }
  // As written, not as the schema reads them: a field it does not know yet is still exported.
  return json as ItemRecord[];
}

/** The command without process globals: returns the exit status. */
export async function main(argv: string[], writer: Writer): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        csv: { type: 'string' },
        records: { type: 'string', default: 'dist-media/records.json' },
        ids: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    writer.err(`records:export: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    writer.out(HELP);
    return 0;
  }
  if (!values.csv) {
    writer.err(`records:export: name the sheet to write with --csv FILE\n\n${HELP}`);
    return 2;
  }
  const ids = values.ids ?? join(dirname(values.records), ID_MANIFEST_FILE);
  try {
    const records = await readRecords(values.records);
    const manifest = await readIdManifest(ids);
    if (manifest.items.length === 0 && records.length > 0) {
      throw new ExportError(`no id manifest at ${ids} to name each item's file; give --ids FILE`);
    }
    const sheet = exportSheet(records, manifest);
    await writeFileAtomic(values.csv, sheet.text).catch((error: NodeJS.ErrnoException) => {
      throw new ExportError(`cannot write --csv ${values.csv}: ${error.code ?? error.message}`);
    });
    for (const warning of sheet.warnings) writer.err(`records:export: ${warning}\n`);
    writer.out(`records:export: wrote ${sheet.rows} rows to ${values.csv}\n`);
    return 0;
  } catch (error) {
    writer.err(`records:export: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}
