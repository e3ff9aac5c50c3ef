/**
 * The real-mode build the search-failure journeys run against (playwright.config.ts builds and
 * serves it): no MSW, the real client, and search hosts that only the test answers. The values
 * name no Algolia application; they only have to pass the build's own checks.
 */
/** Prefix of the output folder; playwright.config.ts adds the server's port. */
export const REAL_MODE_OUT_DIR = 'dist-e2e-real';

export const REAL_MODE_ENV = {
  VITE_ALGOLIA_APP_ID: 'E2EFAILAPP',
  VITE_ALGOLIA_SEARCH_KEY: '0123456789abcdef0123456789abcdef',
  VITE_ALGOLIA_INDEX: 'folio_e2e',
  VITE_SITE_URL: 'https://e2e.example.org/',
};

/** Every host the client may call for that app id (URLs reach the route lower-cased). */
export const REAL_MODE_SEARCH_HOSTS =
  /^https:\/\/e2efailapp(?:-dsn\.algolia\.net|-[1-3]\.algolianet\.com)\//;
