import { useLayoutEffect } from 'react';
import type { InstantSearch } from 'instantsearch.js';
import { useInstantSearchContext } from 'react-instantsearch-core';
import { updateBehindFirstScreen } from '@/components/ui/first-screen';

type IndexWidget = InstantSearch['mainIndex'];
type Added = Parameters<IndexWidget['addWidgets']>[0][number];

/**
 * Two changes to how react-instantsearch drives the main index, made before the screen's widgets
 * mount (this hook's component comes first inside <InstantSearch>):
 *
 * - The widgets a commit adds reach the index together, once its layout effects are done.
 *   react-instantsearch adds each in its own layout effect, and an index adds a widget by
 *   recomputing every widget's search parameters: 25 widgets made 25 rounds over all of them in
 *   one task (docs/perf.md, "Search screen").
 * - While a prerendered screen stands in for the app, the widgets' state updates (at their
 *   addition and at each InstantSearch render: react-instantsearch sets each widget's state from
 *   its `render`) are a transition, so the first results are drawn behind the copy in slices,
 *   not in one long task. Once the app's screen shows, updates are as before.
 */
export function useWidgetsBehindFirstScreen(): void {
  const search = useInstantSearchContext();
  useLayoutEffect(() => {
    const undoAdding = addWidgetsTogether(search.mainIndex);
    const undoRendering = renderBehindFirstScreen(search.mainIndex);
    return () => {
      undoRendering();
      undoAdding();
    };
  }, [search]);
}

/** Wraps the index's addWidgets and removeWidgets; returns what undoes it. */
function addWidgetsTogether(index: IndexWidget): () => void {
  const { addWidgets, removeWidgets } = index;
  let waiting: Added[] = [];
  const addWaiting = () => {
    const widgets = waiting;
    waiting = [];
    if (widgets.length > 0) updateBehindFirstScreen(() => addWidgets.call(index, widgets));
  };
  index.addWidgets = (widgets) => {
    if (waiting.length === 0) queueMicrotask(addWaiting);
    waiting.push(...widgets);
    return index;
  };
  index.removeWidgets = (widgets) => {
    const removed = new Set<unknown>(widgets);
    const added = widgets.filter((widget) => !waiting.includes(widget));
    waiting = waiting.filter((widget) => !removed.has(widget));
    return added.length > 0 ? removeWidgets.call(index, added) : index;
  };
  return () => {
    addWaiting();
    index.addWidgets = addWidgets;
    index.removeWidgets = removeWidgets;
  };
}

/** Wraps the index's render; returns what undoes it. */
function renderBehindFirstScreen(index: IndexWidget): () => void {
  const render = index.render;
  index.render = (options) => {
    updateBehindFirstScreen(() => render.call(index, options));
  };
  return () => {
    index.render = render;
  };
}
