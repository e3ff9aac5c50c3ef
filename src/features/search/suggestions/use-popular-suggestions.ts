import { useEffect, useState } from 'react';
import {
  fetchQuerySuggestions,
  type QuerySuggestion,
} from '@/services/search/fetch-query-suggestions';
import { countResultsWithin, type CountScope } from '@/services/search/count-within';
import type { SearchClient } from '@/services/search/search-client';
import { searchKey } from '@/services/suggestions/recent-searches';
import { markTyped, POPULAR_SHOWN, RECENT_SHOWN } from './suggestion-items';

/** Long enough for a fast typist's next key to cancel the request, short enough not to be felt. */
export const SUGGESTIONS_DEBOUNCE_MS = 120;

interface Answer {
  query: string;
  scope: string;
  suggestions: QuerySuggestion[];
}

const NONE: Answer = { query: '', scope: '', suggestions: [] };

/** Where suggestions must find something: the search's own client and its filters. */
export interface SuggestionsWithin {
  client: SearchClient;
  /** A CountScope as JSON (suggestion-scope.ts); '' for the whole archive. */
  scope: string;
}

/**
 * The popular queries that find something within the filters, each with its count: a suggestion
 * that leads to no results is no suggestion. The whole archive needs no check: the suggestions
 * index holds only queries that find something there.
 */
async function keepThoseWithResults(
  suggestions: QuerySuggestion[],
  within: SuggestionsWithin,
): Promise<QuerySuggestion[]> {
  if (within.scope === '') return suggestions;
  const scope = JSON.parse(within.scope) as CountScope;
  const counts = await countResultsWithin(
    within.client,
    scope,
    suggestions.map((suggestion) => suggestion.query),
  );
  return suggestions.flatMap((suggestion, index) => {
    const nbHits = counts[index] ?? 0;
    return nbHits > 0 ? [{ ...suggestion, nbHits }] : [];
  });
}

/**
 * Popular queries completing `typed`, asked for while the list is open and only when a
 * suggestions index is configured, and not while the results search is on its way
 * (`searching`): the results come first, then the suggestions (a slow search holds them back
 * only until InstantSearch calls it stalled, 200 ms). An answer for anything but the latest text is dropped; a
 * failure shows none (recent searches still work). Until the answer for new text comes, the last
 * one's suggestions that still contain the text stay, so the list does not flicker. With filters
 * in use, only the suggestions that find something within them are offered.
 */
export function usePopularSuggestions(
  client: SearchClient,
  indexName: string | null,
  typed: string,
  open: boolean,
  searching = false,
  within: SuggestionsWithin = { client, scope: '' },
): QuerySuggestion[] {
  const [answer, setAnswer] = useState(NONE);
  const query = typed.trim();
  const { client: scopeClient, scope } = within;

  useEffect(() => {
    if (indexName === null || !open || searching) return;
    let latest = true;
    const timer = setTimeout(() => {
      // Room for the ones that repeat a recent search and are left out.
      fetchQuerySuggestions(client, indexName, query, POPULAR_SHOWN + RECENT_SHOWN)
        .then((suggestions) => keepThoseWithResults(suggestions, { client: scopeClient, scope }))
        .then(
          (suggestions) => latest && setAnswer({ query, scope, suggestions }),
          () => latest && setAnswer({ query, scope, suggestions: [] }),
        );
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [client, indexName, query, open, searching, scopeClient, scope]);

  if (indexName === null) return NONE.suggestions;
  // Suggestions counted under other filters are not shown under these.
  if (answer.scope !== scope) return NONE.suggestions;
  if (answer.query === query) return answer.suggestions;
  const key = searchKey(query);
  return answer.suggestions
    .filter((suggestion) => searchKey(suggestion.query).includes(key))
    .map((suggestion) => ({ ...suggestion, parts: markTyped(suggestion.query, query) }));
}
