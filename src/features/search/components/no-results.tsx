import { useClearRefinements, useSearchBox } from 'react-instantsearch-core';

export function NoResults() {
  const { query, clear: clearQuery } = useSearchBox();
  const { canRefine: hasFilters, refine: clearFilters } = useClearRefinements();
  return (
    <div className="no-results" role="status">
      <h3>{query ? `Nothing matches “${query}”` : 'Nothing matches these filters'}</h3>
      {hasFilters ? (
        <>
          <p>Some filters are on. Removing them may bring results back.</p>
          <button type="button" onClick={clearFilters}>
            Remove all filters
          </button>
        </>
      ) : (
        <p>Check the spelling, or try a broader or different word.</p>
      )}
      {query && (
        <button type="button" className="link-button" onClick={clearQuery}>
          Show everything
        </button>
      )}
    </div>
  );
}
