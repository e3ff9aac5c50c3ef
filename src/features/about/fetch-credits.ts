import type { SearchClient } from '@/services/search/search-client';
import { itemName, readItem } from '@/services/validation/read-item';

/** The most a search returns in one page; a larger archive credits the rest on item pages. */
export const MAX_CREDITED = 1000;

export interface CreditEntry {
  objectID: string;
  name: string;
  creator: string | null;
  credit: string;
}

export interface LicenceGroup {
  /** The licence's name; null for records that state none. */
  name: string | null;
  url: string | null;
  entries: CreditEntry[];
}

export interface Credits {
  groups: LicenceGroup[];
  /** Records in the archive; more than the entries when it holds over MAX_CREDITED. */
  total: number;
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Every record's credit, grouped by licence (the largest group first, records without one
 * last), from one search that
 * asks for the four fields a credit needs. Not counted in the search analytics.
 */
export async function fetchCredits(client: SearchClient, indexName: string): Promise<Credits> {
  const { results } = await client.searchForHits<Record<string, unknown>>({
    requests: [
      {
        indexName,
        query: '',
        hitsPerPage: MAX_CREDITED,
        attributesToRetrieve: ['title', 'creator', 'credit', 'license'],
        attributesToHighlight: [],
        attributesToSnippet: [],
        analytics: false,
      },
    ],
  });
  const result = results[0];
  const groups = new Map<string, LicenceGroup>();
  for (const hit of result?.hits ?? []) {
    const item = readItem(hit);
    const name = item.license?.name ?? null;
    const key = name ?? '';
    const group = groups.get(key) ?? { name, url: null, entries: [] };
    // The licence's link: the first record of the group that has one.
    group.url ??= item.license?.url ?? null;
    group.entries.push({
      objectID: item.objectID,
      name: itemName(item),
      creator: item.creator,
      credit: item.credit,
    });
    groups.set(key, group);
  }
  for (const group of groups.values()) group.entries.sort((a, b) => byName.compare(a.name, b.name));
  return {
    groups: [...groups.values()].sort(
      (a, b) =>
        Number(a.name === null) - Number(b.name === null) ||
        b.entries.length - a.entries.length ||
        byName.compare(a.name ?? '', b.name ?? ''),
    ),
    total: result?.nbHits ?? 0,
  };
}
