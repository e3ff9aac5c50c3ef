import { PAGINATION_LIMIT } from '@/services/search/index-settings';
import type { SearchClient } from '@/services/search/search-client';
import { readItem } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';

/** The most a page may hold (Algolia's and the engine's `hitsPerPage` limit is 1000). */
const PAGE_SIZE = 1000;

interface PageAnswer {
  hits: unknown[];
  nbHits: number;
  nbPages: number;
}

async function fetchPage(
  client: SearchClient,
  indexName: string,
  page: number,
  hitsPerPage: number,
): Promise<PageAnswer> {
  const { results } = await client.search({
    requests: [{ indexName, query: '', page, hitsPerPage }],
  });
  return results[0] as unknown as PageAnswer;
}

/** How many records the client's whole set holds (a collection's client adds its scope). */
export async function countWholeSet(client: SearchClient, indexName: string): Promise<number> {
  const { nbHits } = await fetchPage(client, indexName, 0, 0);
  return Math.min(nbHits, PAGINATION_LIMIT);
}

/**
 * Every record the client can reach with no query, page by page, up to the index's
 * `paginationLimitedTo` (no search service pages past it).
 */
export async function fetchWholeSet(
  client: SearchClient,
  indexName: string,
  pageSize = PAGE_SIZE,
): Promise<ItemView[]> {
  const items: ItemView[] = [];
  for (let page = 0; items.length < PAGINATION_LIMIT; page += 1) {
    const answer = await fetchPage(client, indexName, page, pageSize);
    items.push(...answer.hits.map(readItem));
    if (page + 1 >= answer.nbPages || answer.hits.length === 0) break;
  }
  return items.slice(0, PAGINATION_LIMIT);
}
