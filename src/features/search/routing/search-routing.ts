import type { Router, UiState } from 'instantsearch.js';
import { replicaIndexName, SORT_ORDERS } from '@/services/search/index-settings';
import { formatMapArea, isWorldArea, parseMapArea } from '@/services/search/map-area';
import { formatDaySpan, parseDaySpan } from '@/services/search/day-span';
import {
  HIERARCHY_FACETS,
  LIST_ATTRIBUTES,
  LIST_PARAMS,
  YEAR_FACET,
} from '@/services/search/facets';
import {
  formatSearchUrl,
  formatYearRange,
  parseSearchUrl,
  parseYearRange,
  TAG_MODES,
  type SearchUrlState,
  type TagMode,
} from '@/services/search/search-url';

/**
 * The one place where InstantSearch's UI state meets the URL. InstantSearch keeps the state;
 * react-router owns the history, so writes go through `navigate` and the router's location
 * stays true (docs/decisions/005).
 */

type IndexUiState = UiState[string];

/** URL writes wait for a pause, so one burst of changes makes one history entry. */
export const URL_WRITE_DELAY_MS = 300;

export function uiStateToUrlState(indexUiState: IndexUiState, indexName: string): SearchUrlState {
  const state: SearchUrlState = {};
  if (indexUiState.query) state.q = indexUiState.query;
  for (const param of LIST_PARAMS) {
    const values = indexUiState.refinementList?.[LIST_ATTRIBUTES[param]];
    if (values && values.length > 0) state.lists = { ...state.lists, [param]: values };
  }
  // Owned by the tags facet's mode widget (connect-tag-mode.ts).
  const tagMode = (indexUiState as { tagMode?: string }).tagMode;
  if (state.lists?.tags && TAG_MODES.includes(tagMode as TagMode))
    state.tagMode = tagMode as TagMode;
  // A hierarchical menu is keyed by its top level's attribute.
  for (const { param, attributes } of HIERARCHY_FACETS) {
    const path = indexUiState.hierarchicalMenu?.[attributes[0] ?? ''];
    if (path && path.length > 0) state[param] = path;
  }
  const year = parseYearRange(indexUiState.range?.[YEAR_FACET.attribute] ?? '');
  if (year) state.year = year;
  // Owned by the date filter's widget (connect-when.ts).
  const when = parseDaySpan((indexUiState as { when?: string }).when ?? '');
  if (when) state.when = when;
  const sort = SORT_ORDERS.find(
    (order) => order !== 'relevance' && replicaIndexName(indexName, order) === indexUiState.sortBy,
  );
  if (sort && sort !== 'relevance') state.sort = sort;
  if (indexUiState.page && indexUiState.page > 1) state.page = indexUiState.page;
  // Only the map screen has a widget for the area (connect-map-area.ts); elsewhere it is dropped.
  const area = parseMapArea((indexUiState as { mapArea?: string }).mapArea ?? '');
  if (area) state.area = area;
  return state;
}

export function urlStateToUiState(state: SearchUrlState, indexName: string): IndexUiState {
  const refinementList = Object.fromEntries(
    LIST_PARAMS.flatMap((param) => {
      const values = state.lists?.[param];
      return values ? [[LIST_ATTRIBUTES[param], values]] : [];
    }),
  );
  const hierarchicalMenu = Object.fromEntries(
    HIERARCHY_FACETS.flatMap(({ param, attributes }) => {
      const path = state[param];
      return path ? [[attributes[0] ?? '', path]] : [];
    }),
  );
  return {
    ...(state.q && { query: state.q }),
    ...(Object.keys(refinementList).length > 0 && { refinementList }),
    ...(state.tagMode && { tagMode: state.tagMode }),
    ...(Object.keys(hierarchicalMenu).length > 0 && { hierarchicalMenu }),
    ...(state.year && { range: { [YEAR_FACET.attribute]: formatYearRange(state.year) } }),
    ...(state.when && { when: formatDaySpan(state.when) }),
    ...(state.sort && { sortBy: replicaIndexName(indexName, state.sort) }),
    ...(state.page && { page: state.page }),
    ...(state.area && { mapArea: formatMapArea(state.area) }),
  };
}

/**
 * Only a non-empty query changed and one query extends the other: the visitor is still typing,
 * so Back should skip the intermediate prefixes ("l", "le", "lea") and go to the last real view.
 */
export function isTypingUpdate(current: SearchUrlState, next: SearchUrlState): boolean {
  const { q: currentQuery = '', ...currentRest } = current;
  const { q: nextQuery = '', ...nextRest } = next;
  if (formatSearchUrl(currentRest) !== formatSearchUrl(nextRest)) return false;
  if (currentQuery === '' || nextQuery === '') return false;
  return nextQuery.startsWith(currentQuery) || currentQuery.startsWith(nextQuery);
}

export interface SearchRoutingOptions {
  indexName: string;
  /** react-router's navigate. */
  navigate: (path: string, options: { replace: boolean }) => void;
  /** Parameters of the screen rather than the search (the map's view), appended to each URL. */
  screenParams?: () => string;
  /** The address being rendered, read where there is no window (building pages in Node). */
  renderedLocation?: Pick<Location, 'pathname' | 'search'>;
}

type Address = Pick<Location, 'pathname' | 'search'>;

/** The browser's address, or the rendered one in Node (no window there). */
function addressOf(rendered: Address | undefined): Address {
  if (typeof window !== 'undefined') return window.location;
  if (!rendered) throw new Error('The search router needs the address being rendered in Node.');
  return rendered;
}

/**
 * `debug=events` belongs to the tab, not to the search (the event inspector, app/debug-events.ts):
 * kept from the current address, so a search neither drops it nor counts it as a change.
 */
function tabParams(address: Address): string {
  return new URLSearchParams(address.search).get('debug') === 'events' ? 'debug=events' : '';
}

/**
 * An InstantSearch router over react-router. InstantSearch's own history router would work
 * too, but it ships the `qs` library (≈ 14 KB gzip) for parsing we do ourselves.
 */
export function createSearchRouter({
  navigate,
  screenParams = () => '',
  renderedLocation,
}: Pick<
  SearchRoutingOptions,
  'navigate' | 'screenParams' | 'renderedLocation'
>): Router<SearchUrlState> {
  const address = () => addressOf(renderedLocation);
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  let onPopState: (() => void) | undefined;
  // InstantSearch disposes a tick after unmount and may still report a state change in between;
  // a write then would drag the visitor back to the search screen they just left.
  let disposed = false;
  const cancelWrite = () => {
    clearTimeout(writeTimer);
    writeTimer = undefined;
  };
  const createURL = (state: SearchUrlState) => {
    const query = [formatSearchUrl(state), screenParams(), tabParams(address())]
      .filter(Boolean)
      .join('&');
    return `${address().pathname}${query ? `?${query}` : ''}`;
  };
  return {
    $$type: 'folio.react-router',
    read: () => parseSearchUrl(address().search),
    createURL,
    write(state) {
      cancelWrite();
      // Rendering in Node: the address is the page's own, nothing to write.
      if (disposed || typeof window === 'undefined') return;
      const searchPath = window.location.pathname;
      writeTimer = setTimeout(() => {
        writeTimer = undefined;
        // The visitor left for another page before the pause ended (disposal comes a tick after
        // the next page, and never if that page failed to load): the state is not its address.
        if (disposed || window.location.pathname !== searchPath) return;
        const url = createURL(state);
        if (url === `${window.location.pathname}${window.location.search}`) return;
        const replace = isTypingUpdate(parseSearchUrl(window.location.search), state);
        navigate(url, { replace });
      }, URL_WRITE_DELAY_MS);
    },
    onUpdate(callback) {
      if (typeof window === 'undefined') return; // rendering in Node: no history to follow
      // Back/forward: the URL is the truth; a write still waiting would undo the visitor's move.
      onPopState = () => {
        cancelWrite();
        callback(parseSearchUrl(window.location.search));
      };
      window.addEventListener('popstate', onPopState);
    },
    start() {
      disposed = false;
    },
    dispose() {
      disposed = true;
      cancelWrite();
      if (onPopState) window.removeEventListener('popstate', onPopState);
    },
  };
}

export function createSearchRouting({
  indexName,
  navigate,
  screenParams,
  renderedLocation,
}: SearchRoutingOptions) {
  return {
    router: createSearchRouter({ navigate, screenParams, renderedLocation }),
    stateMapping: {
      stateToRoute: (uiState: UiState): SearchUrlState => {
        const { area, ...state } = uiStateToUrlState(uiState[indexName] ?? {}, indexName);
        // The map's default, the whole world, goes without saying in the address bar.
        return area && !isWorldArea(area) ? { ...state, area } : state;
      },
      routeToState: (routeState: SearchUrlState): UiState => ({
        [indexName]: urlStateToUiState(routeState, indexName),
      }),
    },
  };
}
