import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { allIndexSettings } from '@/services/search/index-settings';
import { checkRecords, describeInvalidRecords } from '@/services/validation/record-schema';
import demoRecords from './data/demo-records.json';
import {
  createSearchEngine,
  type EngineOptions,
  type EngineRecord,
  type SearchEngine,
} from '@/engine';
import { buildQuerySuggestions, QUERY_SUGGESTIONS_SETTINGS } from './query-suggestions';

/**
 * What the loader does with records that break the record schema: `refuse` the collection (the
 * default), `skip` them and serve the rest, or `keep` them, as a hosted index holds whatever it
 * was sent (for tests of how screens cope with bad data).
 */
export type InvalidRecords = 'refuse' | 'skip' | 'keep';

export class InvalidCollectionError extends Error {
  override name = 'InvalidCollectionError';
}

function loadRecords(records: readonly unknown[], invalid: InvalidRecords): readonly unknown[] {
  if (invalid === 'keep') return records;
  const check = checkRecords(records);
  if (check.invalid.length === 0) return records;
  const report = describeInvalidRecords(check.invalid, records.length);
  if (invalid === 'skip') {
    console.warn(`${report}\nServing the ${check.valid.length} valid records.`);
    return check.valid;
  }
  throw new InvalidCollectionError(
    `${report}\nFix these records, or load the collection skipping invalid records.`,
  );
}

/**
 * The demo collection (written by `npm run demo:media`) behind the primary index and replicas,
 * and the Query Suggestions index made from it.
 */
export function createDemoEngine(
  records: readonly unknown[] = demoRecords,
  { invalid = 'refuse', ...options }: { invalid?: InvalidRecords } & EngineOptions = {},
): SearchEngine {
  // One array for every index, so the primary and its replicas share one text index.
  const shared = loadRecords(records, invalid) as readonly EngineRecord[];
  return createSearchEngine(
    [
      ...allIndexSettings(MOCK_ALGOLIA.indexName).map(({ indexName, settings }) => ({
        indexName,
        settings,
        records: shared,
      })),
      {
        indexName: MOCK_ALGOLIA.suggestionsIndex,
        settings: QUERY_SUGGESTIONS_SETTINGS,
        records: buildQuerySuggestions(shared, MOCK_ALGOLIA.indexName),
      },
    ],
    options,
  );
}
