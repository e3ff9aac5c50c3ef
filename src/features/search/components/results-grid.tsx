import { useHits } from 'react-instantsearch-core';
import type { ItemRecord } from '@/types/item';
import { useCurrentSearch } from '../hooks/use-current-search';
import { useGridViewer } from '../hooks/use-grid-viewer';
import { useResultsScrollMemory } from '../hooks/use-results-scroll-memory';
import { ResultCard } from './result-card';

/** Roughly the first screenful on a laptop: these load eagerly, the rest when scrolled near. */
const EAGER_CARDS = 8;

export function ResultsGrid({ stalled }: { stalled: boolean }) {
  const { items, results } = useHits<ItemRecord>();
  const search = useCurrentSearch();
  const page = results?.page ?? 0;
  const nbHits = results?.nbHits ?? 0;
  const viewer = useGridViewer(items, page, nbHits, search);
  const { rememberScroll } = useResultsScrollMemory(items.length > 0 && !stalled);
  if (items.length === 0) return null;
  return (
    <ol className={`results-grid${stalled ? ' is-stalled' : ''}`} aria-label="Search results">
      {items.map((hit, index) => (
        <ResultCard
          key={hit.objectID}
          hit={hit}
          context={{
            search,
            position: hit.__position - 1,
            nbHits,
            queryID: hit.__queryID ?? null,
          }}
          priority={index === 0 ? 'high' : index < EAGER_CARDS ? 'normal' : 'lazy'}
          onOpen={rememberScroll}
          onOpenViewer={() => viewer.open(hit.__position - 1)}
        />
      ))}
    </ol>
  );
}
