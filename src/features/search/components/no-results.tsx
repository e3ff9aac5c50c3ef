import type { SearchResults } from 'algoliasearch-helper';
import { useInstantSearch, useInstantSearchContext } from 'react-instantsearch-core';
import { formatCount } from '@/components/ui/format-count';
import { useNoResultsHelp, withoutRefinement } from '../hooks/use-no-results-help';
import { PopularItems } from './popular-items';
import { refinementLabel } from './refinement-label';
import { focusResultsHeading } from './results-heading';
import { withoutRefinements } from './without-refinements';
import { describeYearSpan, findYearMiss } from './year-miss';
import { YearMissHelp } from './year-miss-help';
import { YEAR_ATTRIBUTE } from './year-state';

/**
 * Reads and changes the search state directly instead of through widget hooks: this panel mounts
 * only when a search comes back empty, and a widget mounting then would trigger a second search.
 * Every way out moves focus to the results heading: the button pressed disappears with the panel.
 */
export function NoResults({ results }: { results: SearchResults }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const { mainIndex } = useInstantSearchContext();
  const help = useNoResultsHelp(results);
  const query = indexUiState.query ?? '';
  // A year range with nothing in it: the panel says which years there are, and the year's own
  // removals (one a bound) give way to "Show 2003–2015" and "Show every year".
  const yearMiss = findYearMiss(results);
  const removals = yearMiss
    ? help.removals.filter(({ refinement }) => refinement.attributeName !== YEAR_ATTRIBUTE)
    : help.removals;
  const { popular } = help;
  const when = yearMiss ? ` ${describeYearSpan(yearMiss.from, yearMiss.to)}` : '';

  const leave = (change: () => void) => {
    change();
    focusResultsHeading();
  };
  const removeAll = () => leave(() => setIndexUiState((state) => withoutRefinements(state)));
  const showEverything = () =>
    leave(() => setIndexUiState(({ query: _query, ...state }) => withoutRefinements(state)));

  return (
    <div className="no-results">
      <h3>
        {query
          ? `Nothing matches “${query}”${when}`
          : yearMiss
            ? `Nothing${when}`
            : 'Nothing matches these filters'}
      </h3>
      {yearMiss && (
        <YearMissHelp
          miss={yearMiss}
          narrowed={query !== '' || removals.length > 0}
          leave={leave}
        />
      )}
      {removals.length > 0 ? (
        <>
          <p>
            {removals.length === 1 ? 'A filter is on' : `${removals.length} filters are on`}.
            Removing one may bring results back:
          </p>
          <ul className="no-results-removals" aria-label="Filters to remove">
            {removals.map(({ refinement, count }) => {
              const label = refinementLabel(refinement, results._state);
              return (
                <li key={`${refinement.type}:${refinement.attributeName}:${label}`}>
                  <button
                    type="button"
                    className="filter-chip"
                    onClick={() =>
                      leave(() => {
                        const helper = mainIndex.getHelper();
                        helper?.setState(withoutRefinement(helper.state, refinement)).search();
                      })
                    }
                  >
                    Remove {label}
                    {count !== null && (
                      <span className="no-results-count">
                        {' '}
                        ({formatCount(count)} {count === 1 ? 'result' : 'results'})
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          {removals.length > 1 && (
            <button type="button" onClick={removeAll}>
              Remove all filters
            </button>
          )}
        </>
      ) : (
        !yearMiss && <p>Check the spelling, or try a broader or different word.</p>
      )}
      {(query || removals.length > 0) && (
        <p>
          <button type="button" className="link-button" onClick={showEverything}>
            Show everything
          </button>
        </p>
      )}
      <PopularItems hits={popular} />
    </div>
  );
}
