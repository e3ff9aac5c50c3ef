import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';

/**
 * A real build pointed at `npm run engine:serve` (playwright.config.ts starts both): no MSW, the
 * real client and the real security policy, its search hosts replaced by VITE_ALGOLIA_HOSTS.
 */
export const SERVED_BUILD_OUT_DIR = 'dist-e2e-served';

export function servedBuildEnv(enginePort: number): Record<string, string> {
  return {
    VITE_ALGOLIA_APP_ID: MOCK_ALGOLIA.appId,
    VITE_ALGOLIA_SEARCH_KEY: MOCK_ALGOLIA.searchKey,
    VITE_ALGOLIA_INDEX: MOCK_ALGOLIA.indexName,
    VITE_ALGOLIA_HOSTS: `127.0.0.1:${enginePort}`,
    VITE_SITE_URL: 'https://e2e.example.org/',
  };
}
