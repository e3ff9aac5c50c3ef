import { liteClient } from 'algoliasearch/lite';
import type { SearchHost } from '@/config/algolia-hosts';
import type { AlgoliaConfig } from '@/config/env';
import { SEARCH_TIMEOUTS } from './search-timeouts';

/** The lite client is all the browser needs: search, facet-value search and hits by filter. */
export type SearchClient = ReturnType<typeof liteClient>;

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type Host = NonNullable<ClientOptions['hosts']>[number];
type Cache = NonNullable<ClientOptions['hostsCache']>;
/** How the client sends a request: the browser's fetch, or the local engine when building pages. */
export type SearchRequester = NonNullable<ClientOptions['requester']>;

/**
 * The configured hosts in their order (VITE_ALGOLIA_HOSTS: engine:serve or a proxy, at most two,
 * so the budget holds); otherwise Algolia's search host, then one of its three fallbacks, each on
 * other infrastructure.
 */
function searchHosts(
  appId: string,
  random: () => number,
  configured: readonly SearchHost[] = [],
): Host[] {
  if (configured.length > 0) {
    return configured.map(({ protocol, hostname, port }) => ({
      url: hostname,
      protocol,
      accept: 'readWrite',
      ...(port === null ? {} : { port }),
    }));
  }
  const fallback = 1 + Math.floor(random() * 3);
  return [
    { url: `${appId}-dsn.algolia.net`, accept: 'read', protocol: 'https' },
    { url: `${appId}-${fallback}.algolianet.com`, accept: 'read', protocol: 'https' },
  ];
}

/**
 * Forgets which host timed out. Remembering it would stretch the next search's first timeout by
 * the same multiplier (past the 10 s budget); a hung host costs 1 s per search instead.
 */
const noHostMemory: Cache = {
  get: (_key, defaultValue) => defaultValue(),
  set: (_key, value) => Promise.resolve(value),
  delete: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

export function searchClientOptions(
  appId: string,
  random = Math.random,
  hosts?: readonly SearchHost[],
): ClientOptions {
  return {
    hosts: searchHosts(appId, random, hosts),
    timeouts: { ...SEARCH_TIMEOUTS },
    hostsCache: noHostMemory,
    // A 429 waits for Retry-After (often longer than the budget) up to three times: fail at once
    // and let the visitor try again instead.
    maxRateLimitRetries: 0,
  };
}

type SearchArguments = Parameters<SearchClient['search']>;

function withoutKey(record: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

function withoutUserToken<T>(request: T): T {
  if (typeof request !== 'object' || request === null) return request;
  const rest = withoutKey(request as Record<string, unknown>, 'userToken');
  const params = rest.params;
  if (typeof params === 'object' && params !== null && 'userToken' in params) {
    return { ...rest, params: withoutKey(params as Record<string, unknown>, 'userToken') } as T;
  }
  return rest as T;
}

/**
 * Search requests carry InstantSearch's anonymous user token only while `sendUserToken()` says
 * so (the visitor accepted search improvement): before that, searches stay unlinked.
 */
function gateUserToken(client: SearchClient, sendUserToken: () => boolean): SearchClient {
  return {
    ...client,
    search(...[queries, options]: SearchArguments) {
      if (sendUserToken()) return client.search(queries, options);
      const cleaned = Array.isArray(queries)
        ? queries.map(withoutUserToken)
        : { ...queries, requests: queries.requests.map(withoutUserToken) };
      return client.search(cleaned as SearchArguments[0], options);
    },
  } as SearchClient;
}

export function createSearchClient(
  config: Omit<AlgoliaConfig, 'suggestionsIndex'>,
  sendUserToken: () => boolean = () => false,
  requester?: SearchRequester,
): SearchClient {
  const client = liteClient(config.appId, config.searchKey, {
    ...searchClientOptions(config.appId, Math.random, config.hosts),
    ...(requester && { requester }),
  });
  return gateUserToken(client, sendUserToken);
}
