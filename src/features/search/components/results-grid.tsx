import { useLayoutEffect, useMemo, useRef } from 'react';
import { useHits } from 'react-instantsearch-core';
import { useLocation } from 'react-router';
import { itemName, readItem } from '@/services/validation/read-item';
import { useCurrentSearch } from '../hooks/use-current-search';
import { useGridViewer } from '../hooks/use-grid-viewer';
import { useResultEvents } from '../hooks/use-result-events';
import { useResultViews } from '../hooks/use-result-views';
import { useResultsScrollMemory } from '../hooks/use-results-scroll-memory';
import { GridCards, type CardHandlers } from './grid-cards';

export function ResultsGrid({ stalled }: { stalled: boolean }) {
  const { items: hits, results } = useHits();
  const search = useCurrentSearch();
  // useHits hands out a new list each time InstantSearch renders, the search leaving included;
  // the hits only change with the results. So each response's hits are read once (field by
  // field: a malformed record costs at most its own card), and the cards keep the search those
  // results answer, not what is typed since.
  const shown = useMemo(
    () => ({ items: hits.map((hit) => ({ ...readItem(hit), hit })), search }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [results],
  );
  const { pathname } = useLocation();
  const page = results?.page ?? 0;
  const nbHits = results?.nbHits ?? 0;
  const viewer = useGridViewer(shown.items, page, nbHits, shown.search);
  const { rememberScroll } = useResultsScrollMemory(shown.items.length > 0 && !stalled);
  const reportOpened = useResultEvents(results?.queryID, results?.index);
  const grid = useRef<HTMLOListElement>(null);
  useResultViews(grid, shown.search, results?.queryID, results?.index, shown.items.length);
  // The cards' handlers read the latest of these when pressed.
  const latest = useRef({ rememberScroll, reportOpened, openViewer: viewer.open });
  useLayoutEffect(() => {
    latest.current = { rememberScroll, reportOpened, openViewer: viewer.open };
  });
  const handlers = useMemo<CardHandlers>(
    () => ({
      open(hit, item) {
        latest.current.rememberScroll(item.objectID);
        latest.current.reportOpened(hit, itemName(item), 'grid');
      },
      openViewer(hit, item) {
        // Once per viewer opened: the second click of a double click opens nothing.
        if (latest.current.openViewer(hit.__position - 1))
          latest.current.reportOpened(hit, itemName(item), 'viewer');
      },
    }),
    [],
  );
  if (shown.items.length === 0) return null;
  return (
    <ol
      ref={grid}
      className={`results-grid${stalled ? ' is-stalled' : ''}`}
      aria-label="Search results"
    >
      <GridCards
        items={shown.items}
        search={shown.search}
        nbHits={nbHits}
        pathname={pathname}
        handlers={handlers}
      />
    </ol>
  );
}
