/** The results heading: where the skip link, paging and "go to the last page" put focus. */
export const RESULTS_HEADING_ID = 'results-heading';

/** Focus the results heading (scrolling it into view), so focus never falls to the page body. */
export function focusResultsHeading(): void {
  document.getElementById(RESULTS_HEADING_ID)?.focus();
}
