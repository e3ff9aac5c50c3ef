import type { IndexSettings } from 'algoliasearch';
import type { EngineRecord } from '@/engine';

/**
 * A Query Suggestions index like the one Algolia builds from a site's search analytics, made here
 * from the collection itself: every title, tag and place is a query, and its popularity is how
 * many records carry it. The records have Algolia's shape (`query`, `nb_words`, `popularity`,
 * and under the source index's name its `exact_nb_hits`), so the app reads the demo's index
 * exactly as it reads a real one.
 */

export interface QuerySuggestionRecord extends EngineRecord {
  query: string;
  nb_words: number;
  popularity: number;
}

/** The settings Algolia gives a Query Suggestions index: the query searched, popular first. */
export const QUERY_SUGGESTIONS_SETTINGS: IndexSettings = {
  searchableAttributes: ['query'],
  customRanking: ['desc(popularity)'],
  attributesToHighlight: ['query'],
  hitsPerPage: 10,
};

/** Longer texts (a full caption, a street address) are not what anyone types. */
const MAX_QUERY_LENGTH = 64;

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const query = value.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
  return query === '' || query.length > MAX_QUERY_LENGTH ? null : query;
}

/** The title, tags and place of one record, as queries (read leniently: records may be bad). */
function queriesOf(record: unknown): Set<string> {
  const queries = new Set<string>();
  if (typeof record !== 'object' || record === null) return queries;
  const { title, tags, place } = record as Record<string, unknown>;
  const texts = [title, ...(Array.isArray(tags) ? tags : [])];
  if (typeof place === 'object' && place !== null) {
    const { name, country } = place as Record<string, unknown>;
    texts.push(name, country);
  }
  for (const value of texts) {
    const query = text(value);
    if (query) queries.add(query);
  }
  return queries;
}

export function buildQuerySuggestions(
  records: readonly unknown[],
  sourceIndex: string,
): QuerySuggestionRecord[] {
  const carriers = new Map<string, number>();
  for (const record of records) {
    for (const query of queriesOf(record)) carriers.set(query, (carriers.get(query) ?? 0) + 1);
  }
  return [...carriers]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en'))
    .map(([query, count]) => ({
      objectID: query,
      query,
      nb_words: query.split(' ').length,
      popularity: count,
      [sourceIndex]: { exact_nb_hits: count, facets: { exact_matches: {}, analytics: {} } },
    }));
}
