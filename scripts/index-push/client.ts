import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { AlgoliaCredentials } from './env.ts';

/** The calls the push makes; tests drive the real client against a fake of the HTTP API. */
export type AdminClient = Pick<
  Algoliasearch,
  'setSettings' | 'getSettings' | 'waitForTask' | 'replaceAllObjects' | 'browseObjects'
>;

/**
 * The full client in Node sends the key in the `x-algolia-api-key` header (never in the URL)
 * and writes to `{appId}.algolia.net`, falling back to `{appId}-1|2|3.algolianet.com`.
 */
export function createAdminClient(credentials: AlgoliaCredentials): AdminClient {
  return algoliasearch(credentials.appId, credentials.adminKey);
}
