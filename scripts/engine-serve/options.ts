import { parseArgs } from 'node:util';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';
import { ServeError } from './serve-error.ts';

export const DEFAULT_RECORDS = 'src/mocks/data/demo-records.json';
export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

export interface ServeOptions {
  help: boolean;
  /** Null: the demo records. */
  records: string | null;
  settings: string | null;
  index: string;
  port: number;
  host: string;
}

export const HELP_TEXT = `Usage: npm run engine:serve -- [--records FILE] [--settings FILE] [--index NAME] [--port N] [--host HOST]

Serves the local search engine over HTTP as Algolia's search API (search, facet search, objects,
browse, settings) and Insights API (POST /1/events; GET /1/events lists the events received),
for a real build (VITE_ALGOLIA_HOSTS) or any Algolia client.

Options
  --records FILE   records, a JSON array (an ingest records.json; default the demo records)
  --settings FILE  settings of --index, or an object of settings by index name in which --index
                   is the primary and the others its replicas; an index may be given as
                   {"settings": {...}, "synonyms": [...]} (default the archive's own settings
                   and replicas)
  --index NAME     the primary index (default ${MOCK_ALGOLIA.indexName})
  --port N         port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host HOST      address to listen on (default ${DEFAULT_HOST}, this machine only)
  -h, --help       show this help`;

function readPort(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 0 && port <= 65_535)) {
    throw new ServeError(`--port must be a number from 0 to 65535, got "${text}"`);
  }
  return port;
}

export function readOptions(args: readonly string[]): ServeOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        help: { type: 'boolean', short: 'h' },
        records: { type: 'string' },
        settings: { type: 'string' },
        index: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ServeError(`${(error as Error).message} (see --help)`);
  }
  const index = values.index ?? MOCK_ALGOLIA.indexName;
  if (index.trim() === '') throw new ServeError('--index must name an index');
  return {
    help: values.help ?? false,
    records: values.records ?? null,
    settings: values.settings ?? null,
    index,
    port: readPort(values.port),
    host: values.host ?? DEFAULT_HOST,
  };
}
