import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { allIndexSettings } from '@/services/search/index-settings';
import type { ItemRecord } from '@/types/item';
import demoRecords from './data/demo-records.json';
import { createSearchEngine, type SearchEngine } from './engine/create-search-engine';

/** The demo collection (written by `npm run demo:media`) behind the primary index and replicas. */
export function createDemoEngine(
  records: readonly ItemRecord[] = demoRecords as ItemRecord[],
): SearchEngine {
  return createSearchEngine(
    allIndexSettings(MOCK_ALGOLIA.indexName).map(({ indexName, settings }) => ({
      indexName,
      settings,
      records: records as unknown as Parameters<typeof createSearchEngine>[0][number]['records'],
    })),
  );
}
