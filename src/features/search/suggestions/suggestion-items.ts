import type { QuerySuggestion, TextPart } from '@/services/search/fetch-query-suggestions';
import { searchKey } from '@/services/suggestions/recent-searches';

/** What the list under the search box offers, in order: recent searches, then popular ones. */
export type SuggestionItem =
  | { kind: 'recent'; query: string; parts: TextPart[]; nbHits?: number }
  | { kind: 'popular'; query: string; parts: TextPart[]; nbHits?: number }
  | { kind: 'clear-recent' };

export const RECENT_SHOWN = 5;
export const POPULAR_SHOWN = 5;

/** How many results each query (by its `searchKey`) finds within the filters in use. */
export type SuggestionCounts = ReadonlyMap<string, number>;

/** `text` with the first stretch that matches `typed` (any case) marked. */
export function markTyped(text: string, typed: string): TextPart[] {
  const needle = typed.trim().toLowerCase();
  const haystack = text.toLowerCase();
  const at = needle === '' ? -1 : haystack.indexOf(needle);
  // A case change that alters the length (rare letters) would shift the marks: mark nothing.
  if (at < 0 || haystack.length !== text.length) return [{ text, match: false }];
  const end = at + needle.length;
  return [
    { text: text.slice(0, at), match: false },
    { text: text.slice(at, end), match: true },
    { text: text.slice(end), match: false },
  ].filter((part) => part.text !== '');
}

/** The recent searches that contain what is typed (all of them for an empty box). */
export function recentMatching(recent: readonly string[], typed: string): string[] {
  const needle = searchKey(typed);
  return recent.filter((query) => searchKey(query).includes(needle));
}

/** With filters in use (`counts`), only the queries counted there with results, with the count. */
function withResults(queries: readonly string[], counts: SuggestionCounts | null) {
  if (counts === null) return queries.map((query) => ({ query }));
  return queries.flatMap((query) => {
    const nbHits = counts.get(searchKey(query)) ?? 0;
    return nbHits > 0 ? [{ query, nbHits }] : [];
  });
}

/**
 * Recent searches that contain what is typed, at most five (with filters in use, only those that
 * find something there), and a way to clear them; then popular queries not already offered as
 * recent ones.
 */
export function suggestionItems(
  recent: readonly string[],
  popular: readonly QuerySuggestion[],
  typed: string,
  counts: SuggestionCounts | null = null,
): SuggestionItem[] {
  const recentShown = withResults(recentMatching(recent, typed), counts).slice(0, RECENT_SHOWN);
  const offered = new Set(recentShown.map(({ query }) => searchKey(query)));
  const popularShown = popular
    .filter((suggestion) => !offered.has(searchKey(suggestion.query)))
    .slice(0, POPULAR_SHOWN);
  return [
    ...recentShown.map((shown) => ({
      kind: 'recent' as const,
      ...shown,
      parts: markTyped(shown.query, typed),
    })),
    ...(recentShown.length > 0 ? [{ kind: 'clear-recent' as const }] : []),
    ...popularShown.map((suggestion) => ({ kind: 'popular' as const, ...suggestion })),
  ];
}
