import { useEffect, useMemo, useState } from 'react';
import type { SearchResults } from 'algoliasearch-helper';
import { useInstantSearchContext } from 'react-instantsearch-core';
import type { SearchClient } from '@/services/search/search-client';
import { countQuery } from '../../hooks/count-query';
import { WHEN_ATTRIBUTES } from '../connect-when';

export const MONTHS_ATTRIBUTE = 'months';

/** Algolia's most values for one facet: a year's months, and those of loose dates around it. */
const MONTH_VALUES = 1000;

/** A few searches back: back to months already seen, or months chosen, ask nothing. */
const MAX_KEPT = 8;

interface MonthCounts {
  year: number | null;
  /** null: the request failed, and the year is drawn by years. */
  counts: Record<string, number> | null;
}

/**
 * The `months` facet (YYYYMM) of the results of one year, the date filter left aside, so the
 * month bars keep their counts when months are chosen: one request of its own, for counts
 * only, made only while a single year is shown (decision 043). The last answers are kept by
 * request, so choosing months (which changes only the date filter) asks nothing new; while a
 * new search's answer is on its way, the year's last counts stay drawn rather than blinking to
 * years and back.
 */
export function useMonthCounts(
  results: SearchResults | null,
  year: number | null,
): Record<string, number> | undefined {
  const { client } = useInstantSearchContext();
  const [answers, setAnswers] = useState<ReadonlyMap<string, MonthCounts>>(new Map());
  // A helper builds the request: once per search and year, not at every render.
  const request = useMemo(
    () =>
      year !== null && results
        ? countQuery(
            results._state
              .removeNumericRefinement(WHEN_ATTRIBUTES.first)
              .removeNumericRefinement(WHEN_ATTRIBUTES.last),
            client,
            { facets: [MONTHS_ATTRIBUTE], maxValuesPerFacet: MONTH_VALUES },
          )
        : null,
    [client, results, year],
  );
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!request || !key || answers.has(key)) return;
    let live = true;
    const keep = (counts: Record<string, number> | null) => {
      if (live)
        setAnswers(
          (known) => new Map([...known, [key, { year, counts }] as const].slice(-MAX_KEPT)),
        );
    };
    (client as SearchClient).search({ requests: [request] }).then(
      ({ results: [answer] }) => {
        const facets = answer && 'facets' in answer ? answer.facets : undefined;
        keep(facets?.[MONTHS_ATTRIBUTE] ?? {});
      },
      // Without them the year is drawn by years; the next search asks again.
      () => keep(null),
    );
    return () => {
      live = false;
    };
    // The request's text says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, answers]);

  if (!key || year === null) return undefined;
  const latestOfYear = [...answers.values()].reverse().find((answer) => answer.year === year);
  return (answers.get(key) ?? latestOfYear)?.counts ?? undefined;
}
