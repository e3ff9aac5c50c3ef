import { replicaIndexName, SORT_ORDERS } from '@/services/search/index-settings';
import type { SearchClient } from '@/services/search/search-client';
import type { CollectionScope } from './collection-scope';

type Queries = Parameters<SearchClient['search']>[0];
type Params = Record<string, unknown>;

const isObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The scope's filters joined to the request's own, and its words before the visitor's. */
function scopeParams(params: Params, scope: CollectionScope): Params {
  const own = typeof params.filters === 'string' ? params.filters.trim() : '';
  const visitorQuery = typeof params.query === 'string' ? params.query : '';
  return {
    ...params,
    ...(scope.filters && { filters: own ? `${scope.filters} AND ${own}` : scope.filters }),
    ...(scope.query && { query: `${scope.query} ${visitorQuery}`.trim() }),
  };
}

/** InstantSearch nests the parameters in `params`; a flat request carries them itself. */
function scopeRequest(
  request: unknown,
  scope: CollectionScope,
  archiveIndices: ReadonlySet<string>,
): unknown {
  // Only the archive (and its sort replicas) holds the collection; another index is left alone.
  if (!isObject(request) || !archiveIndices.has(String(request.indexName))) return request;
  if (isObject(request.params)) return { ...request, params: scopeParams(request.params, scope) };
  return scopeParams(request, scope);
}

/**
 * A search client that searches only inside a collection: every request (results, facet
 * counts, facet-value search) gets its filters and words. They are not refinements, so the
 * screen shows no chip for them and "Clear all" keeps them; the visitor refines within.
 */
export function scopedSearchClient(
  client: SearchClient,
  indexName: string,
  scope: CollectionScope,
): SearchClient {
  const archiveIndices = new Set(SORT_ORDERS.map((sort) => replicaIndexName(indexName, sort)));
  const scopeAll = (requests: readonly unknown[]) =>
    requests.map((request) => scopeRequest(request, scope, archiveIndices));
  return {
    ...client,
    search(queries: Queries, options?: Parameters<SearchClient['search']>[1]) {
      const scoped = Array.isArray(queries)
        ? scopeAll(queries)
        : { ...queries, requests: scopeAll(queries.requests) };
      return client.search(scoped as Queries, options);
    },
  } as SearchClient;
}
