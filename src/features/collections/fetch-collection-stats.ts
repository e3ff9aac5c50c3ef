import type { CollectionConfig } from '@/config/site-schema';
import type { SearchClient } from '@/services/search/search-client';
import { readItem } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { collectionScope, quoteFilterValue } from './collection-scope';

export interface CollectionStats {
  // Plain objects, not maps: a page rendered at build time carries them as JSON.
  /** How many records each collection holds, by slug. */
  counts: Readonly<Record<string, number>>;
  /** The cover records, by objectID (a cover no longer in the index is missing). */
  covers: Readonly<Record<string, ItemView>>;
}

/**
 * Every collection's size and every cover, in one request: a count-only query (no hits) per
 * collection and one query for the covers. Not counted in the search analytics.
 */
export async function fetchCollectionStats(
  client: SearchClient,
  indexName: string,
  list: readonly CollectionConfig[],
): Promise<CollectionStats> {
  const coverIds = [...new Set(list.map((collection) => collection.cover))];
  const { results } = await client.searchForHits<Record<string, unknown>>({
    requests: [
      ...list.map((collection) => ({
        indexName,
        ...collectionScope(collection),
        hitsPerPage: 0,
        analytics: false,
      })),
      {
        indexName,
        filters: coverIds.map((id) => `objectID:${quoteFilterValue(id)}`).join(' OR '),
        hitsPerPage: coverIds.length,
        attributesToRetrieve: ['objectID', 'title', 'image'],
        attributesToHighlight: [],
        attributesToSnippet: [],
        analytics: false,
      },
    ],
  });
  const counts = Object.fromEntries(
    list.map((collection, at) => [collection.slug, results[at]?.nbHits ?? 0] as const),
  );
  const covers = Object.fromEntries(
    (results[list.length]?.hits ?? []).map((hit) => {
      const item = readItem(hit);
      return [item.objectID, item] as const;
    }),
  );
  return { counts, covers };
}
