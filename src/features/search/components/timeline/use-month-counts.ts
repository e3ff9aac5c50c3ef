import { useEffect, useState } from 'react';
import type { SearchResults } from 'algoliasearch-helper';
import { useInstantSearchContext } from 'react-instantsearch-core';
import type { SearchClient } from '@/services/search/search-client';
import { countQuery } from '../../hooks/count-query';
import { WHEN_ATTRIBUTES } from '../connect-when';

export const MONTHS_ATTRIBUTE = 'months';

/** Algolia's most values for one facet: a year's months, and those of loose dates around it. */
const MONTH_VALUES = 1000;

/**
 * The `months` facet (YYYYMM) of the results of one year, the date filter left aside, so the
 * month bars keep their counts when months are chosen: one request of its own, for counts
 * only, made only while a single year is shown (decision 043). The last answers are kept by
 * request, so choosing months (which changes only the date filter) asks nothing new.
 */
export function useMonthCounts(
  results: SearchResults | null,
  year: number | null,
): Record<string, number> | undefined {
  const { client } = useInstantSearchContext();
  const [answers, setAnswers] = useState<ReadonlyMap<string, Record<string, number>>>(new Map());
  const request =
    year !== null && results
      ? countQuery(
          results._state
            .removeNumericRefinement(WHEN_ATTRIBUTES.first)
            .removeNumericRefinement(WHEN_ATTRIBUTES.last),
          client,
          { facets: [MONTHS_ATTRIBUTE], maxValuesPerFacet: MONTH_VALUES },
        )
      : null;
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!request || !key || answers.has(key)) return;
    let live = true;
    (client as SearchClient).search({ requests: [request] }).then(
      ({ results: [answer] }) => {
        if (!live) return;
        const facets = answer && 'facets' in answer ? answer.facets : undefined;
        const counts = facets?.[MONTHS_ATTRIBUTE] ?? {};
        // A few searches back is enough: back to months already seen, or a month chosen.
        setAnswers((known) => new Map([...known, [key, counts] as const].slice(-8)));
      },
      // Without them the year stays drawn by years; the next search asks again.
      () => {},
    );
    return () => {
      live = false;
    };
    // The request is rebuilt each render; its text says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, answers]);

  return key ? answers.get(key) : undefined;
}
