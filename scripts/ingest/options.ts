import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ID_MANIFEST_FILE } from './id-manifest-file.ts';
import type { IngestOptions } from './types.ts';

export const DEFAULT_OUT = 'dist-media';

export function helpText(cores = availableParallelism()): string {
  return `Usage: npm run ingest -- <folder> [options]

Reads every photo and video below <folder>, with optional sidecar metadata, and writes
renditions, posters and the originals to <out>/media/<objectID>/ and the records to
<out>/records.json. Unchanged items are reused from the cache.

Options:
  --out DIR          output folder (default: ${DEFAULT_OUT})
  --base-url URL     URL of <out>/media as the site serves it (default: /media)
  --records FILE     where to write the records (default: <out>/records.json)
  --cache DIR        incremental cache (default: <out>/.ingest-cache)
  --ids FILE         which id each file has, kept between runs so URLs outlive renames
                     and removals (default: item-ids.json beside the records)
  --metadata FILE    a CSV sheet of metadata, one row per file (a sidecar still wins)
  --strip-gps        remove GPS positions from the copied originals and the records
  --concurrency N    worker threads (default: ${cores}, the available cores)
  --keep-going       exit 0 even when some files failed (they are still reported)
  --json-summary     print the summary as one line of JSON
  --verbose          show the stack trace when ingest stops on an error
  -h, --help         show this help

Sidecar metadata, folder defaults and YouTube/Vimeo entries: docs/ingest.md
Exit status: 0 done, 1 some files failed, 2 wrong usage or an output that cannot be written.
`;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export type ParsedArgs = { help: true } | { help: false; options: IngestOptions };

export function parseIngestArgs(argv: string[], cores = availableParallelism()): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        'base-url': { type: 'string' },
        records: { type: 'string' },
        cache: { type: 'string' },
        ids: { type: 'string' },
        metadata: { type: 'string' },
        'strip-gps': { type: 'boolean', default: false },
        concurrency: { type: 'string' },
        'keep-going': { type: 'boolean', default: false },
        'json-summary': { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'name the folder to ingest'
        : `one folder only, got: ${positionals.join(' ')}`,
    );
  }
  const concurrency = values.concurrency === undefined ? cores : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new UsageError(
      `--concurrency must be a whole number of at least 1, got "${values.concurrency}"`,
    );
  }
  const out = values.out ?? DEFAULT_OUT;
  const records = values.records ?? join(out, 'records.json');
  const baseUrl = (values['base-url'] ?? '/media').replace(/\/+$/, '');
  return {
    help: false,
    options: {
      folder: positionals[0] ?? '.',
      out,
      baseUrl,
      records,
      ids: values.ids ?? join(dirname(records), ID_MANIFEST_FILE),
      cache: values.cache ?? join(out, '.ingest-cache'),
      stripGps: values['strip-gps'],
      concurrency,
      keepGoing: values['keep-going'],
      jsonSummary: values['json-summary'],
      verbose: values.verbose,
      metadata: values.metadata,
    },
  };
}
