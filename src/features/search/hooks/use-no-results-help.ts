import { useEffect, useMemo, useState } from 'react';
import type { SearchParameters, SearchResults } from 'algoliasearch-helper';
import type { Hit } from 'instantsearch.js';
import { useInstantSearchContext } from 'react-instantsearch-core';
import type { SearchClient } from '@/services/search/search-client';
import { WHEN_ATTRIBUTES } from '../components/connect-when';
import { countQuery } from './count-query';

/** How many items a search that found nothing offers instead. */
export const POPULAR_COUNT = 6;

export type Refinement = SearchResults.Refinement;

export interface NoResultsHelp {
  /** The search's refinements, each with how many results there are without it (null: unknown). */
  removals: Array<{ refinement: Refinement; count: number | null }>;
  /** The index's top items for an empty query, without filters (null: not known yet). */
  popular: Hit[] | null;
}

/** The same state without one refinement (what InstantSearch's current-refinements widget does). */
export function withoutRefinement(
  state: SearchParameters,
  refinement: Refinement,
): SearchParameters {
  const { type, attributeName: attribute, name } = refinement;
  const next = state.resetPage();
  switch (type) {
    case 'facet':
      return next.removeFacetRefinement(attribute, name);
    case 'disjunctive':
      return next.removeDisjunctiveFacetRefinement(attribute, name);
    case 'hierarchical':
      return next.removeHierarchicalFacetRefinement(attribute);
    case 'exclude':
      return next.removeExcludeRefinement(attribute, name);
    case 'numeric':
      // The date filter's two bounds are one filter (`when=`): removed together.
      if (attribute === WHEN_ATTRIBUTES.first) {
        return next
          .removeNumericRefinement(WHEN_ATTRIBUTES.first)
          .removeNumericRefinement(WHEN_ATTRIBUTES.last);
      }
      return next.removeNumericRefinement(
        attribute,
        refinement.operator,
        String(refinement.numericValue),
      );
  }
}

/**
 * One extra request, made when a search comes back empty: how many results each refinement is
 * hiding, and a few items from the whole archive. A failure leaves the panel without them.
 */
export function useNoResultsHelp(results: SearchResults): NoResultsHelp {
  // InstantSearch's own client: a scoped screen (a collection) passes one that adds its filters.
  const instantSearch = useInstantSearchContext();
  const client = instantSearch.client as SearchClient;
  const { indexName } = instantSearch;
  // The date filter once, by its first bound (removing it removes both).
  const refinements = useMemo(
    () =>
      results
        .getRefinements()
        .filter(({ attributeName }) => attributeName !== WHEN_ATTRIBUTES.last),
    [results],
  );
  const [answer, setAnswer] = useState<{ for: SearchResults; help: NoResultsHelp } | null>(null);

  useEffect(() => {
    let live = true;
    const state = results._state;
    const requests = [
      ...refinements.map((refinement) => countQuery(withoutRefinement(state, refinement), client)),
      {
        indexName,
        query: '',
        hitsPerPage: POPULAR_COUNT,
        analytics: false,
        clickAnalytics: false,
        attributesToHighlight: [],
        attributesToSnippet: [],
      },
    ];
    client.search({ requests }).then(
      ({ results: answers }) => {
        if (!live) return;
        const nbHits = answers.map((answer) =>
          'nbHits' in answer ? (answer.nbHits ?? null) : null,
        );
        const last = answers[answers.length - 1];
        setAnswer({
          for: results,
          help: {
            removals: refinements.map((refinement, at) => ({
              refinement,
              count: nbHits[at] ?? null,
            })),
            popular: last && 'hits' in last ? (last.hits as Hit[]) : [],
          },
        });
      },
      () => {
        if (live) setAnswer({ for: results, help: { removals: [], popular: [] } });
      },
    );
    return () => {
      live = false;
    };
  }, [client, indexName, results, refinements]);

  if (answer?.for === results && answer.help.removals.length === refinements.length) {
    return answer.help;
  }
  // Until the answer comes (or when it failed): the buttons, without counts.
  return {
    removals: refinements.map((refinement) => ({ refinement, count: null })),
    popular: answer?.for === results ? answer.help.popular : null,
  };
}
