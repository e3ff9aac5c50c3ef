import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { allIndexSettings } from '@/services/search/index-settings';
import type { ItemRecord } from '@/types/item';
import demoRecords from './data/demo-records.json';
import {
  createSearchEngine,
  type EngineRecord,
  type SearchEngine,
} from './engine/create-search-engine';

/** The demo collection (written by `npm run demo:media`) behind the primary index and replicas. */
export function createDemoEngine(
  records: readonly ItemRecord[] = demoRecords as ItemRecord[],
): SearchEngine {
  // One array for every index, so the primary and its replicas share one text index.
  const shared = records as unknown as readonly EngineRecord[];
  return createSearchEngine(
    allIndexSettings(MOCK_ALGOLIA.indexName).map(({ indexName, settings }) => ({
      indexName,
      settings,
      records: shared,
    })),
  );
}
