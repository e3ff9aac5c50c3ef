import { useInstantSearch } from 'react-instantsearch-core';

/**
 * Reads and changes the UI state directly instead of through widget hooks: this panel mounts only
 * when a search comes back empty, and a widget mounting then would trigger a second search.
 */
export function NoResults() {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const query = indexUiState.query ?? '';
  const hasFilters =
    Object.values(indexUiState.refinementList ?? {}).some((values) => values.length > 0) ||
    Object.values(indexUiState.range ?? {}).some((range) => range !== '' && range !== ':');

  const clearFilters = () =>
    setIndexUiState(({ refinementList: _list, range: _range, page: _page, ...rest }) => rest);
  const clearQuery = () => setIndexUiState(({ query: _query, page: _page, ...rest }) => rest);

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
