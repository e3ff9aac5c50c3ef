import { parseArgs } from 'node:util';
import { DEFAULT_OUT } from '../ingest/options.ts';
import { CliError } from './cli-error.ts';

/** Where `npm run ingest` writes the records by default (`<out>/records.json`). */
export const DEFAULT_RECORDS_PATH = `${DEFAULT_OUT}/records.json`;
export const DEFAULT_BATCH_SIZE = 1000;

export interface PushOptions {
  help: boolean;
  dryRun: boolean;
  offline: boolean;
  skipInvalid: boolean;
  recordsPath: string;
  batchSize: number;
}

export const HELP_TEXT = `Usage: npm run index:push -- [--dry-run] [--offline] [--skip-invalid] [--records FILE] [--batch-size N]

Pushes the archive's records and index settings to Algolia: the settings of the primary index
(with its sort replicas <index>_newest and <index>_oldest), the settings of each replica, then
all records, replaced atomically through a temporary index. Prints what changed.

Options
  --records FILE     records file written by \`npm run ingest\` (default ${DEFAULT_RECORDS_PATH})
  --batch-size N     records per batch request (default ${DEFAULT_BATCH_SIZE}, at most 10000)
  --dry-run          write nothing: print the settings that would be sent and how many records
                     would be added, changed, removed or left unchanged
  --offline          with --dry-run: make no network call and compare with the local state
                     saved by the last push (<records dir>/.index-push-state.json)
  --skip-invalid     push the records that meet the record schema and list the others;
                     without it, one invalid record stops the push (docs/reliability.md)
  -h, --help         show this help

Environment (read from the environment only: .env and .env.local files are NOT read, so the
admin key never sits in a file Vite reads)
  ALGOLIA_APP_ID     application ID (falls back to VITE_ALGOLIA_APP_ID)
  ALGOLIA_INDEX      primary index name (falls back to VITE_ALGOLIA_INDEX)
  ALGOLIA_ADMIN_KEY  Admin API key, or a key with the addObject, deleteIndex, editSettings,
                     settings and browse ACLs on <index>, its replicas and <index>_tmp_*
  Never put the admin key in a VITE_ variable: those are compiled into the public bundle,
  and this command refuses to run while one is set.

Example
  ALGOLIA_APP_ID=ABC123 ALGOLIA_INDEX=folio ALGOLIA_ADMIN_KEY=… npm run index:push

Exit codes: 0 done, 1 Algolia failed or could not be reached, 2 bad options, environment or
records file.`;

function parseBatchSize(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_BATCH_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > 10000) {
    throw new CliError(`--batch-size must be a whole number from 1 to 10000; got "${raw}".`);
  }
  return size;
}

export function parsePushArgs(argv: readonly string[]): PushOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        'dry-run': { type: 'boolean', default: false },
        offline: { type: 'boolean', default: false },
        'skip-invalid': { type: 'boolean', default: false },
        records: { type: 'string', default: DEFAULT_RECORDS_PATH },
        'batch-size': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`${reason}. Run \`npm run index:push -- --help\` for the options.`);
  }
  if (values.offline && !values['dry-run']) {
    throw new CliError(
      '--offline only works with --dry-run: a real push has to reach Algolia. ' +
        'Run `npm run index:push -- --dry-run --offline`.',
    );
  }
  return {
    help: values.help,
    dryRun: values['dry-run'],
    offline: values.offline,
    skipInvalid: values['skip-invalid'],
    recordsPath: values.records,
    batchSize: parseBatchSize(values['batch-size']),
  };
}
