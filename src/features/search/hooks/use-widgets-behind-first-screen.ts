import { useLayoutEffect } from 'react';
import type { InstantSearch } from 'instantsearch.js';
import { useInstantSearchContext } from 'react-instantsearch-core';
import { updateBehindFirstScreen } from '@/components/ui/first-screen';

/**
 * While a prerendered screen stands in for the app, the widgets' state updates of each
 * InstantSearch render (react-instantsearch sets each widget's state from its `render`) are a
 * transition, so the first results are drawn behind the copy in slices, not in one long task
 * (docs/perf.md, "Search screen"). Once the app's screen shows, renders are as before.
 */
export function useWidgetsBehindFirstScreen(): void {
  const search = useInstantSearchContext();
  useLayoutEffect(() => renderBehindFirstScreen(search), [search]);
}

/** Wraps the main index's render; returns what undoes it. */
function renderBehindFirstScreen(search: InstantSearch): () => void {
  const index = search.mainIndex;
  const render = index.render;
  index.render = (options) => {
    updateBehindFirstScreen(() => render.call(index, options));
  };
  return () => {
    index.render = render;
  };
}
