import { useEffect, useState } from 'react';
import {
  fetchQuerySuggestions,
  type QuerySuggestion,
} from '@/services/search/fetch-query-suggestions';
import type { SearchClient } from '@/services/search/search-client';
import { searchKey } from '@/services/suggestions/recent-searches';
import { markTyped, POPULAR_SHOWN, RECENT_SHOWN } from './suggestion-items';

/** Long enough for a fast typist's next key to cancel the request, short enough not to be felt. */
export const SUGGESTIONS_DEBOUNCE_MS = 120;

interface Answer {
  query: string;
  suggestions: QuerySuggestion[];
}

const NONE: Answer = { query: '', suggestions: [] };

/**
 * Popular queries completing `typed`, asked for while the list is open and only when a
 * suggestions index is configured, and not while the results search is on its way
 * (`searching`): the results come first, then the suggestions (a slow search holds them back
 * only until InstantSearch calls it stalled, 200 ms). An answer for anything but the latest text is dropped; a
 * failure shows none (recent searches still work). Until the answer for new text comes, the last
 * one's suggestions that still contain the text stay, so the list does not flicker.
 */
export function usePopularSuggestions(
  client: SearchClient,
  indexName: string | null,
  typed: string,
  open: boolean,
  searching = false,
): QuerySuggestion[] {
  const [answer, setAnswer] = useState(NONE);
  const query = typed.trim();

  useEffect(() => {
    if (indexName === null || !open || searching) return;
    let latest = true;
    const timer = setTimeout(() => {
      // Room for the ones that repeat a recent search and are left out.
      fetchQuerySuggestions(client, indexName, query, POPULAR_SHOWN + RECENT_SHOWN).then(
        (suggestions) => latest && setAnswer({ query, suggestions }),
        () => latest && setAnswer({ query, suggestions: [] }),
      );
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [client, indexName, query, open, searching]);

  if (indexName === null) return NONE.suggestions;
  if (answer.query === query) return answer.suggestions;
  const key = searchKey(query);
  return answer.suggestions
    .filter((suggestion) => searchKey(suggestion.query).includes(key))
    .map((suggestion) => ({ query: suggestion.query, parts: markTyped(suggestion.query, query) }));
}
