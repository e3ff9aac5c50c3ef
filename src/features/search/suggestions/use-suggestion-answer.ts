import { useEffect, useMemo, useRef, useState } from 'react';
import {
  fetchQuerySuggestions,
  type QuerySuggestion,
} from '@/services/search/fetch-query-suggestions';
import type { SearchClient } from '@/services/search/search-client';
import { searchKey } from '@/services/suggestions/recent-searches';
import { countWithin } from './count-suggestions';
import {
  markTyped,
  POPULAR_SHOWN,
  recentMatching,
  RECENT_SHOWN,
  type SuggestionCounts,
} from './suggestion-items';

/** Long enough for a fast typist's next key to cancel the request, short enough not to be felt. */
export const SUGGESTIONS_DEBOUNCE_MS = 120;

/** Where suggestions must find something: the search's own client and its filters. */
export interface SuggestionsWithin {
  client: SearchClient;
  /** A CountScope as JSON (suggestion-scope.ts); '' for the whole archive. */
  scope: string;
}

export interface SuggestionAnswer {
  /** Popular queries completing the text; within filters, those that find something there. */
  popular: QuerySuggestion[];
  /** Within filters, what each query asked about finds there; null for the whole archive. */
  counts: SuggestionCounts | null;
}

interface Answer {
  query: string;
  scope: string;
  popular: QuerySuggestion[];
  counts: SuggestionCounts;
}

const NO_COUNTS: SuggestionCounts = new Map();
const NONE: Answer = { query: '', scope: '', popular: [], counts: NO_COUNTS };

function counted(popular: QuerySuggestion[], counts: SuggestionCounts): QuerySuggestion[] {
  return popular.flatMap((suggestion) => {
    const nbHits = counts.get(searchKey(suggestion.query)) ?? 0;
    return nbHits > 0 ? [{ ...suggestion, nbHits }] : [];
  });
}

/**
 * Popular queries completing `typed`, asked for while the list is open and only when a
 * suggestions index is configured, and not while the results search is on its way
 * (`searching`): the results come first, then the suggestions (a slow search holds them back
 * only until InstantSearch calls it stalled, 200 ms). An answer for anything but the latest text
 * is dropped; a failure shows none (recent searches still work). Until the answer for new text
 * comes, the last one's suggestions that still contain the text stay, so the list does not
 * flicker. With filters in use, the popular queries and the recent searches matching the text
 * are counted there in one request (count-suggestions.ts), and only those that find something
 * are offered: a suggestion that leads to no results is no suggestion.
 */
export function useSuggestionAnswer(
  client: SearchClient,
  indexName: string | null,
  typed: string,
  recent: readonly string[],
  open: boolean,
  searching = false,
  within: SuggestionsWithin = { client, scope: '' },
): SuggestionAnswer {
  const [answer, setAnswer] = useState(NONE);
  // What this scope's counts are so far, for the next request to skip (written with `answer`).
  const known = useRef(NONE);
  const query = typed.trim();
  const { client: scopeClient, scope } = within;
  // A stable key: a new list of recent searches to count is a new request, the same one is not.
  const recentAsked = scope === '' ? '' : recentMatching(recent, query).join('\n');

  useEffect(() => {
    if ((indexName === null && scope === '') || !open || searching) return;
    let latest = true;
    const timer = setTimeout(() => {
      const before = known.current.scope === scope ? known.current.counts : NO_COUNTS;
      // Room for the ones that repeat a recent search and are left out.
      const popular =
        indexName === null
          ? Promise.resolve([])
          : fetchQuerySuggestions(client, indexName, query, POPULAR_SHOWN + RECENT_SHOWN).catch(
              () => [],
            );
      void popular.then(async (suggestions) => {
        const asked = suggestions.map((suggestion) => suggestion.query);
        if (recentAsked !== '') asked.push(...recentAsked.split('\n'));
        const counts =
          scope === '' ? NO_COUNTS : await countWithin(scopeClient, scope, asked, before);
        if (!latest) return;
        known.current = { query, scope, popular: suggestions, counts };
        setAnswer(known.current);
      });
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [client, indexName, query, open, searching, scopeClient, scope, recentAsked]);

  return useMemo(() => {
    // Counts made under other filters say nothing about these.
    const counts = answer.scope === scope ? answer.counts : NO_COUNTS;
    const key = searchKey(query);
    const popular =
      answer.query === query
        ? answer.popular
        : answer.popular
            .filter((suggestion) => searchKey(suggestion.query).includes(key))
            .map((suggestion) => ({ ...suggestion, parts: markTyped(suggestion.query, query) }));
    if (scope === '') return { popular: indexName === null ? [] : popular, counts: null };
    return { popular: counted(popular, counts), counts };
  }, [answer, scope, query, indexName]);
}
