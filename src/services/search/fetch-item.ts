import { readItem } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { objectRequest } from './object-request';
import type { SearchClient } from './search-client';

/**
 * One record by its objectID, read field by field. `params` narrows the request (e.g. only the
 * fields a marker's card needs, without analytics).
 */
export async function fetchItem(
  client: SearchClient,
  indexName: string,
  objectID: string,
  params: Record<string, unknown> = {},
): Promise<ItemView | null> {
  const request = objectRequest(indexName, objectID);
  if (!request) return null;
  const { results } = await client.searchForHits<Record<string, unknown>>({
    requests: [{ ...request, ...params }],
  });
  const hit = results[0]?.hits[0];
  // Read field by field: a malformed record still gets its page (docs/reliability.md).
  return hit && hit.objectID === objectID ? readItem(hit) : null;
}
