/**
 * Where an item was opened from: the search (its URL query string), the item's place in those
 * results and the response's queryID. It travels in the history entry's state when a result is
 * opened, so the item screen can go back to the same search, step to the previous and next
 * results, and credit a download to the search that led to it. A shared link has none.
 */
export interface ResultContext {
  /** The search screen's query string, e.g. `?q=leaf&page=2` (empty for the plain archive). */
  search: string;
  /** 0-based absolute position of the item in the results. */
  position: number;
  /** Total number of results of that search. */
  nbHits: number;
  /** queryID of the response the item was found in, when click analytics was on. */
  queryID: string | null;
  /** The screen of that search when it is not `/`: `/map`, or a collection's. */
  path?: string;
}

const RESULTS_PATH = /^\/(map|collections\/[^/?#]{1,200})?$/;

/** Where "Back to results" goes: the screen the search was on, with the search. */
export function resultsHref(context: ResultContext): string {
  return `${context.path ?? '/'}${context.search}`;
}

const MAX_SEARCH_LENGTH = 4096;

/** History state is whatever any script put there: accept only a well-formed context. */
export function readResultContext(state: unknown): ResultContext | null {
  if (typeof state !== 'object' || state === null) return null;
  const context = (state as { resultContext?: unknown }).resultContext;
  if (typeof context !== 'object' || context === null) return null;
  const { search, position, nbHits, queryID, path } = context as Record<string, unknown>;
  if (path !== undefined && (typeof path !== 'string' || !RESULTS_PATH.test(path))) return null;
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) return null;
  if (search !== '' && !search.startsWith('?')) return null;
  if (!Number.isInteger(position) || !Number.isInteger(nbHits)) return null;
  if ((position as number) < 0 || (position as number) >= (nbHits as number)) return null;
  if (queryID !== null && (typeof queryID !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(queryID)))
    return null;
  return {
    search,
    position: position as number,
    nbHits: nbHits as number,
    queryID,
    ...(typeof path === 'string' && path !== '/' && { path }),
  };
}

export interface ResultContextState {
  resultContext: ResultContext;
  /** The entry before this one in the tab's history is that search: Back returns to it. */
  returnByHistory: boolean;
}

export function resultContextState(
  context: ResultContext,
  returnByHistory = true,
): ResultContextState {
  return { resultContext: context, returnByHistory };
}

export function readReturnByHistory(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { returnByHistory?: unknown }).returnByHistory === true
  );
}
