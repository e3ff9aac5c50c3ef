import { readItem } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import type { SearchClient } from './search-client';

export type RelatedItem = Pick<ItemView, 'objectID' | 'title' | 'type' | 'image'>;

const CANDIDATES = 40;
const SHOWN = 8;

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

type Candidate = RelatedItem & Pick<ItemView, 'tags' | 'creator' | 'creators' | 'place'>;

/** Each person of the credit ("A, B" is A and B); the credit as written for older records. */
function peopleOf(item: Pick<ItemView, 'creator' | 'creators'>): string[] {
  if (item.creators && item.creators.length > 0) return item.creators;
  return item.creator ? [item.creator] : [];
}

/** How much two items have in common: each shared tag, person and the place count one. */
function overlap(item: ItemView, other: Candidate): number {
  const tags = new Set(item.tags);
  const people = new Set(peopleOf(item));
  let score = other.tags.filter((tag) => tags.has(tag)).length;
  score += peopleOf(other).filter((person) => people.has(person)).length;
  if (item.place?.name && other.place?.name === item.place.name) score += 1;
  return score;
}

/**
 * Up to 8 items that share a tag, a person of the credit or the place with this one, most in common first,
 * never the item itself: one request for a handful of candidates, ranked here by overlap.
 */
export async function fetchRelatedItems(
  client: SearchClient,
  indexName: string,
  item: ItemView,
): Promise<RelatedItem[]> {
  const clauses = [
    ...item.tags.slice(0, 10).map((tag) => `tags:${quote(tag)}`),
    ...(item.creators && item.creators.length > 0
      ? item.creators.map((person) => `creators:${quote(person)}`)
      : item.creator
        ? [`creator:${quote(item.creator)}`]
        : []),
    ...(item.place?.name ? [`place.name:${quote(item.place.name)}`] : []),
  ];
  if (clauses.length === 0) return [];
  const { results } = await client.searchForHits<Record<string, unknown>>({
    requests: [
      {
        indexName,
        query: '',
        filters: clauses.join(' OR '),
        hitsPerPage: CANDIDATES,
        attributesToRetrieve: [
          'objectID',
          'title',
          'type',
          'image',
          'tags',
          'creator',
          'creators',
          'place',
        ],
        attributesToHighlight: [],
        attributesToSnippet: [],
      },
    ],
  });
  const hits: Candidate[] = (results[0]?.hits ?? []).map(readItem);
  return hits
    .filter((hit) => hit.objectID !== item.objectID)
    .map((hit, rank) => ({ hit, rank, score: overlap(item, hit) }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, SHOWN)
    .map(({ hit }) => ({
      objectID: hit.objectID,
      title: hit.title,
      type: hit.type,
      image: hit.image,
    }));
}
