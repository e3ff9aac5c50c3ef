import { useHits } from 'react-instantsearch-core';
import type { ItemRecord } from '@/types/item';
import { ResultCard } from './result-card';

/** Roughly the first screenful on a laptop: these load eagerly, the rest when scrolled near. */
const EAGER_CARDS = 8;

export function ResultsGrid({ stalled }: { stalled: boolean }) {
  const { items } = useHits<ItemRecord>();
  if (items.length === 0) return null;
  return (
    <ol className={`results-grid${stalled ? ' is-stalled' : ''}`} aria-label="Search results">
      {items.map((hit, index) => (
        <ResultCard
          key={hit.objectID}
          hit={hit}
          priority={index === 0 ? 'high' : index < EAGER_CARDS ? 'normal' : 'lazy'}
        />
      ))}
    </ol>
  );
}
