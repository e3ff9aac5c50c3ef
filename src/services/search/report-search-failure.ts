import type { SearchFailure } from './search-errors';

export type SearchFailurePlace = 'search screen' | 'item page';

/**
 * The one place a search failure is written down, with the service's own words, which visitors
 * never see. Today that is the console; the event log (issue #10) will read from here too.
 */
export function reportSearchFailure(failure: SearchFailure, place: SearchFailurePlace): void {
  console.error(`Search failed on the ${place} (${failure.kind}): ${failure.technical}`);
}
