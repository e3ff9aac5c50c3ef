import { useId } from 'react';
import { useSortBy } from 'react-instantsearch-core';
import { replicaIndexName } from '@/services/search/index-settings';
import { useSearchService } from '@/services/search/search-service';

/** `hidden`: nothing to sort (the widget stays mounted, so showing it again costs no search). */
export function SortSelect({ hidden = false }: { hidden?: boolean }) {
  const { indexName } = useSearchService();
  const id = useId();
  const { currentRefinement, options, refine } = useSortBy({
    items: [
      { value: indexName, label: 'Most relevant' },
      { value: replicaIndexName(indexName, 'newest'), label: 'Newest first' },
      { value: replicaIndexName(indexName, 'oldest'), label: 'Oldest first' },
    ],
  });
  if (hidden) return null;
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort</label>
      <select id={id} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
