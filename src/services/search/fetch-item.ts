import type { ItemRecord } from '@/types/item';
import type { SearchClient } from './search-client';

const MAX_OBJECT_ID_LENGTH = 512;

function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * One record by its objectID. The lite client has no getObject, and pulling in the full client
 * for one call would double the search code in the bundle, so this filters on objectID, which
 * Algolia allows without declaring it as a facet.
 */
export async function fetchItem(
  client: SearchClient,
  indexName: string,
  objectID: string,
): Promise<ItemRecord | null> {
  if (objectID === '' || objectID.length > MAX_OBJECT_ID_LENGTH) return null;
  const { results } = await client.searchForHits<ItemRecord>({
    requests: [
      {
        indexName,
        query: '',
        filters: `objectID:${quoteFilterValue(objectID)}`,
        hitsPerPage: 1,
        attributesToHighlight: [],
        attributesToSnippet: [],
      },
    ],
  });
  const hit = results[0]?.hits[0];
  return hit && hit.objectID === objectID ? hit : null;
}
