import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { InstantSearch } from 'instantsearch.js';
import { useInstantSearchContext } from 'react-instantsearch-core';

/**
 * One value read from InstantSearch each time it renders, the component re-rendering only when
 * the value changes (`Object.is`). `useInstantSearch()` re-renders every caller on each render
 * (twice a keystroke: the search leaving, then its answer) and rebuilds the whole UI state for
 * each of them before the request leaves; a screen reading one field needs neither.
 *
 * `select` runs outside rendering too: keep it a pure read, returning primitives or objects
 * InstantSearch keeps (its results, its status, its error).
 */
export function useSearchSelector<T>(select: (search: InstantSearch) => T): T {
  const search = useInstantSearchContext();
  const [value, setValue] = useState(() => select(search));
  const latest = useRef(select);
  useLayoutEffect(() => {
    latest.current = select;
  });
  useEffect(() => {
    const update = () => {
      const next = latest.current(search);
      setValue(() => next);
    };
    search.addListener('render', update);
    update(); // a render may have come between this component's render and now
    return () => {
      search.removeListener('render', update);
    };
  }, [search]);
  return value;
}

/** The main index's last results, or null before the first answer. */
export const selectResults = (search: InstantSearch) => search.mainIndex.getResults();
