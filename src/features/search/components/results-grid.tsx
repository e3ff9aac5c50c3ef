import { useMemo, useRef } from 'react';
import { useHits } from 'react-instantsearch-core';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { MissingImage } from '@/components/ui/missing-image';
import { itemName, readItem } from '@/services/validation/read-item';
import { useCurrentSearch } from '../hooks/use-current-search';
import { useGridViewer } from '../hooks/use-grid-viewer';
import { useResultEvents } from '../hooks/use-result-events';
import { useResultViews } from '../hooks/use-result-views';
import { useResultsScrollMemory } from '../hooks/use-results-scroll-memory';
import { ResultCard } from './result-card';

/** Roughly the first screenful on a laptop: these load eagerly, the rest when scrolled near. */
const EAGER_CARDS = 8;

export function ResultsGrid({ stalled }: { stalled: boolean }) {
  const { items: hits, results } = useHits();
  // Each hit is read field by field, so a malformed record costs at most its own card.
  const items = useMemo(() => hits.map((hit) => ({ ...readItem(hit), hit })), [hits]);
  const search = useCurrentSearch();
  const { pathname } = useLocation();
  const page = results?.page ?? 0;
  const nbHits = results?.nbHits ?? 0;
  const viewer = useGridViewer(items, page, nbHits, search);
  const { rememberScroll } = useResultsScrollMemory(items.length > 0 && !stalled);
  const reportOpened = useResultEvents(results?.queryID, results?.index);
  const grid = useRef<HTMLOListElement>(null);
  useResultViews(grid, results?.queryID, results?.index, items.length);
  if (items.length === 0) return null;
  return (
    <ol
      ref={grid}
      className={`results-grid${stalled ? ' is-stalled' : ''}`}
      aria-label="Search results"
    >
      {items.map(({ hit, ...item }, index) => (
        <ErrorBoundary
          key={hit.objectID}
          label={`The result "${item.objectID}"`}
          fallback={<BrokenCard objectID={item.objectID} />}
        >
          <ResultCard
            item={item}
            hit={hit}
            context={{
              search,
              position: hit.__position - 1,
              nbHits,
              queryID: hit.__queryID ?? null,
              ...(pathname !== '/' && { path: pathname }),
            }}
            priority={index === 0 ? 'high' : index < EAGER_CARDS ? 'normal' : 'lazy'}
            onOpen={(objectID) => {
              rememberScroll(objectID);
              reportOpened(hit, itemName(item), 'grid');
            }}
            onOpenViewer={() => {
              reportOpened(hit, itemName(item), 'viewer');
              viewer.open(hit.__position - 1);
            }}
          />
        </ErrorBoundary>
      ))}
    </ol>
  );
}

/** What a card that failed to render leaves behind: a neutral tile that still leads to the item. */
function BrokenCard({ objectID }: { objectID: string }) {
  return (
    <li className="result-card result-card-broken">
      <a className="result-card-link" href={`/item/${encodeURIComponent(objectID)}`}>
        <MissingImage className="result-card-image" />
        <span className="result-card-caption">
          <bdi className="result-card-title">This result could not be shown ({objectID})</bdi>
        </span>
      </a>
    </li>
  );
}
