import { readItem } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { HITS_PER_PAGE } from './index-settings';
import type { SearchClient } from './search-client';
import { searchRequestForUrl } from './search-request';

/**
 * The records of one search, page by page, for the viewer's previous/next: it can step past the
 * end of the page the visitor saw, and pages already seen are never fetched again.
 */
export interface ResultPager {
  count(): number;
  hitAt(index: number): ItemView | null;
  /** Makes sure the records around an index are loaded. */
  loadAround(index: number, radius?: number): Promise<void>;
  /** Position of a record among the pages loaded so far, or -1. */
  indexOf(objectID: string): number;
  /** Records already on screen (the grid's page), so the viewer starts without a request. */
  seed(page: number, hits: readonly ItemView[], nbHits: number): void;
}

export function createResultPager({
  client,
  indexName,
  search,
  nbHits,
}: {
  client: SearchClient;
  indexName: string;
  search: string;
  nbHits: number;
}): ResultPager {
  const base = searchRequestForUrl(search, indexName);
  const pages = new Map<number, readonly ItemView[]>();
  const loading = new Map<number, Promise<void>>();
  let total = nbHits;

  const loadPage = (page: number): Promise<void> => {
    if (pages.has(page)) return Promise.resolve();
    let pending = loading.get(page);
    if (!pending) {
      pending = client
        .searchForHits<Record<string, unknown>>({
          requests: [
            {
              ...base,
              page,
              hitsPerPage: HITS_PER_PAGE,
              attributesToHighlight: [],
              attributesToSnippet: [],
            },
          ],
        })
        .then(({ results }) => {
          const result = results[0];
          pages.set(page, (result?.hits ?? []).map(readItem));
          if (result && typeof result.nbHits === 'number') total = result.nbHits;
        })
        .finally(() => loading.delete(page));
      loading.set(page, pending);
    }
    return pending;
  };

  return {
    count: () => total,
    hitAt(index) {
      return pages.get(Math.floor(index / HITS_PER_PAGE))?.[index % HITS_PER_PAGE] ?? null;
    },
    async loadAround(index, radius = 2) {
      const wanted = new Set<number>();
      for (let at = Math.max(0, index - radius); at <= Math.min(total - 1, index + radius); at++)
        wanted.add(Math.floor(at / HITS_PER_PAGE));
      await Promise.all([...wanted].map(loadPage));
    },
    indexOf(objectID) {
      for (const [page, hits] of pages) {
        const at = hits.findIndex((hit) => hit.objectID === objectID);
        if (at >= 0) return page * HITS_PER_PAGE + at;
      }
      return -1;
    },
    seed(page, hits, count) {
      pages.set(page, hits);
      total = count;
    },
  };
}

export interface Neighbour {
  objectID: string;
  title: string;
}

/**
 * The results just before and after a position, in one request. It reads the same pages the
 * grid shows (same page size), so the order matches what the visitor saw even where results tie;
 * only the objectID and title come back.
 */
export async function fetchNeighbours(
  client: SearchClient,
  indexName: string,
  search: string,
  position: number,
): Promise<{ previous: Neighbour | null; next: Neighbour | null }> {
  const base = searchRequestForUrl(search, indexName);
  const pageOf = (at: number) => Math.floor(at / HITS_PER_PAGE);
  const pages = [...new Set([position - 1, position + 1].filter((at) => at >= 0).map(pageOf))];
  const { results } = await client.searchForHits<Neighbour>({
    requests: pages.map((page) => ({
      ...base,
      page,
      hitsPerPage: HITS_PER_PAGE,
      attributesToRetrieve: ['objectID', 'title'],
      attributesToHighlight: [],
      attributesToSnippet: [],
    })),
  });
  const hitAt = (at: number) => {
    if (at < 0) return null;
    const index = pages.indexOf(pageOf(at));
    return results[index]?.hits[at % HITS_PER_PAGE] ?? null;
  };
  const pick = (hit: Neighbour | null | undefined) =>
    hit && typeof hit.objectID === 'string'
      ? { objectID: hit.objectID, title: typeof hit.title === 'string' ? hit.title : hit.objectID }
      : null;
  return { previous: pick(hitAt(position - 1)), next: pick(hitAt(position + 1)) };
}
