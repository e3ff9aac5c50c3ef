import type { SearchClient } from './search-client';

type Search = SearchClient['search'];

/** Each of InstantSearch's clients and the client it stands for, both ways. */
const behind = new WeakMap<object, SearchClient>();
const copies = new WeakMap<SearchClient, SearchClient>();

/** The client InstantSearch's `client` stands for: whose searches it sends (itself otherwise). */
export function clientBehind(client: unknown): unknown {
  return (typeof client === 'object' && client !== null && behind.get(client)) || client;
}

/**
 * The client handed to `<InstantSearch>`: the app's, as an object of its own. Hydrating from a
 * page rendered at build time, InstantSearch replaces its client's `search` with one that answers
 * its first request from the page's results (instantsearch.js, hydrateSearchClient), and reads
 * only InstantSearch's own request shape, a list of `{ indexName, params }`. The other searches
 * made through the same client send `{ requests }` (an item page's record through the shared
 * client, the suggestions' counts within the filters through InstantSearch's): those keep going
 * to the app's client, and the replacement stays InstantSearch's alone.
 */
export function instantSearchClient(client: SearchClient): SearchClient {
  // One per client, as InstantSearch had the client itself before: a new object on each render
  // would be a new client to InstantSearch, which searches again with it.
  const made = copies.get(client);
  if (made) return made;
  const own = { ...client };
  copies.set(client, own);
  behind.set(own, client);
  let search: Search = client.search;
  Object.defineProperty(own, 'search', {
    configurable: true,
    enumerable: true,
    get: () => search,
    set(replacement: Search) {
      search = ((queries, options) =>
        Array.isArray(queries)
          ? replacement(queries, options)
          : client.search(queries, options)) as Search;
    },
  });
  return own;
}
