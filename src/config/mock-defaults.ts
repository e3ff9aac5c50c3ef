/**
 * Credentials of the embedded demo. They name no real Algolia application: in mock mode the MSW
 * handlers answer every request to these hosts, and they reject any other app id or key with
 * the service's own 403, so a typo in a test or in the mock wiring fails loudly.
 */
export const MOCK_ALGOLIA = {
  appId: 'FOLIODEMO',
  searchKey: 'folio-demo-search-only-key',
  indexName: 'folio_demo',
} as const;
