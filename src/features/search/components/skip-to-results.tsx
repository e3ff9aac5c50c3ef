import { focusResultsHeading, RESULTS_HEADING_ID } from './results-heading';

/**
 * The search screen's first focusable element: past the search box and every filter, straight
 * to the results. Focus moves by script, so the address keeps no `#results-heading`.
 */
export function SkipToResults() {
  return (
    <a
      className="skip-link"
      href={`#${RESULTS_HEADING_ID}`}
      onClick={(event) => {
        event.preventDefault();
        focusResultsHeading();
      }}
    >
      Skip to results
    </a>
  );
}
