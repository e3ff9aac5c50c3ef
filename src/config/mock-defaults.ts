/**
 * Credentials of the embedded demo. They name no real Algolia application: in mock mode the MSW
 * handlers answer every request to these hosts, and they reject any other app id or key with
 * the service's own 403, so a typo in a test or in the mock wiring fails loudly.
 */
export const MOCK_ALGOLIA = {
  appId: 'FOLIODEMO',
  searchKey: 'folio-demo-search-only-key',
  indexName: 'folio_demo',
  /** Served by the mock engine, built from the demo's titles, tags and places. */
  suggestionsIndex: 'folio_demo_query_suggestions',
} as const;

/**
 * Analytics IDs of the demo, used by a mock build when VITE_GA4_ID / VITE_GTM_ID are empty. They
 * name no real GA4 property or container: MSW answers gtag.js, gtm.js and the collect endpoint
 * in mock mode (src/mocks/handlers/google-tags.ts), so nothing reaches Google.
 */
export const MOCK_ANALYTICS = {
  ga4Id: 'G-FOLIODEMO00',
  gtmId: 'GTM-FOLIODEMO',
} as const;
