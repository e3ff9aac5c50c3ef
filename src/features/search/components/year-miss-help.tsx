import { useInstantSearch } from 'react-instantsearch-core';
import { yearSpan, type YearMiss } from './year-miss';
import { withYearRange } from './year-state';

interface YearMissHelpProps {
  miss: YearMiss;
  /** Whether a query or another filter narrows the search too. */
  narrowed: boolean;
  /** Runs a change and moves focus on (the button pressed goes away with the panel). */
  leave: (change: () => void) => void;
}

/** What years there are, and two ways out: those years, or every year. */
export function YearMissHelp({ miss, narrowed, leave }: YearMissHelpProps) {
  const { setIndexUiState } = useInstantSearch();
  const span = yearSpan(miss.min, miss.max);
  const setYears = (span: string | null) =>
    leave(() => setIndexUiState((state) => withYearRange(state, span)));
  return (
    <>
      <p>
        {narrowed
          ? `Without the year filter, the results span ${span}.`
          : `The archive spans ${span}.`}
      </p>
      <p className="no-results-actions">
        <button type="button" onClick={() => setYears(`${miss.min}:${miss.max}`)}>
          Show {span}
        </button>{' '}
        <button type="button" className="link-button" onClick={() => setYears(null)}>
          Show every year
        </button>
      </p>
    </>
  );
}
