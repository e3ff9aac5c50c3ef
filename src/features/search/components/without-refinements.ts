import type { UiState } from 'instantsearch.js';

type IndexUiState = UiState[string];

/** The UI state keys that hold filters (those of every refinement widget InstantSearch has). */
const REFINEMENT_KEYS = new Set<string>([
  'refinementList',
  'hierarchicalMenu',
  'menu',
  'range',
  'toggle',
  'numericMenu',
  'ratingMenu',
  'page',
]);

/** The same search with no filter and back on the first page; query, sort and settings stay. */
export function withoutRefinements(state: IndexUiState): IndexUiState {
  return Object.fromEntries(
    Object.entries(state).filter(([key]) => !REFINEMENT_KEYS.has(key)),
  ) as IndexUiState;
}
