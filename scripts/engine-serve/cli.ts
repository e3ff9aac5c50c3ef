import { fileURLToPath } from 'node:url';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';
import { loadIndices } from './load-indices.ts';
import { DEFAULT_RECORDS, HELP_TEXT, readOptions } from './options.ts';
import { createServeLog } from './serve-log.ts';
import { ServeError } from './serve-error.ts';
import { startEngineServer } from './start-server.ts';

/**
 * `npm run engine:serve`: the local engine as Algolia's search and Insights APIs on this machine
 * (docs/decisions/034-engine-serve.md). Prints the credentials, the URL and a ready .env.local.
 */

const DEMO_RECORDS = fileURLToPath(new URL(`../../${DEFAULT_RECORDS}`, import.meta.url));

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(HELP_TEXT);
    return;
  }
  const records = options.records ?? DEMO_RECORDS;
  const indices = loadIndices({ records, settings: options.settings, index: options.index });
  const credentials = { appId: MOCK_ALGOLIA.appId, apiKey: MOCK_ALGOLIA.searchKey };
  const log = createServeLog((line) => console.log(line));
  const server = await startEngineServer({
    indices,
    credentials,
    host: options.host,
    port: options.port,
    log,
  });
  const count = indices[0]?.records.length ?? 0;
  const host = server.url.replace(/^http:\/\//, '');
  console.log(
    [
      `engine:serve: ${count} records from ${options.records ?? DEFAULT_RECORDS}`,
      `  indices: ${indices.map((index) => index.indexName).join(', ')}`,
      `  application ID: ${credentials.appId}`,
      `  search-only API key: ${credentials.apiKey}`,
      '',
      'A real build against it: put these lines in .env.local',
      `VITE_ALGOLIA_APP_ID=${credentials.appId}`,
      `VITE_ALGOLIA_SEARCH_KEY=${credentials.apiKey}`,
      `VITE_ALGOLIA_INDEX=${options.index}`,
      `VITE_ALGOLIA_HOSTS=${host}`,
      ...(options.settings === null
        ? [`VITE_ALGOLIA_SUGGESTIONS_INDEX=${options.index}_query_suggestions`]
        : []),
      '',
      `Insights events received: GET ${server.url}/1/events`,
      `engine:serve listening on ${server.url}`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (!(error instanceof ServeError)) throw error;
  console.error(`engine:serve: ${error.message}`);
  process.exitCode = 1;
});
