import { configResult } from '@/config/config-result';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import type { EngineOptions } from '@/engine';
import { createDemoEngine } from './demo-engine';
import { createAlgoliaInsightsHandlers } from './handlers/algolia-insights';
import { createAlgoliaSearchHandlers } from './handlers/algolia-search';
import { createContactHandlers } from './handlers/contact';
import { createGoogleTagHandlers } from './handlers/google-tags';
import { createMapTileHandlers } from './handlers/map-tiles';

/**
 * The one handler list: the browser in mock mode and Vitest in Node both use it. The browser
 * passes `onIgnoredParameter` to name what the engine ignores; tests stay quiet.
 */
export function createMockHandlers(engineOptions: EngineOptions = {}) {
  return [
    ...createAlgoliaSearchHandlers(createDemoEngine(undefined, engineOptions), {
      appId: MOCK_ALGOLIA.appId,
      searchKey: MOCK_ALGOLIA.searchKey,
    }),
    ...createAlgoliaInsightsHandlers({ appId: MOCK_ALGOLIA.appId, apiKey: MOCK_ALGOLIA.searchKey }),
    ...createMapTileHandlers(configResult.ok ? configResult.config.mapTiles.url : undefined),
    ...createContactHandlers(),
    // GA4 and Tag Manager, whatever IDs the build uses (the demo ones unless VITE_GA4_ID/GTM_ID).
    ...createGoogleTagHandlers(),
  ];
}

export const handlers = createMockHandlers();
