import { formatSearchUrl, parseSearchUrl } from './search-url';

const MAP_PATH = '/map';
/** The screens whose address is a search the map can run (a collection's scope is not). */
const SEARCH_PATHS = new Set(['/', MAP_PATH]);

/**
 * The map screen running the search in `search` (a query string, `?` optional): the query and
 * filters carry over, the grid's page does not (the map's list has its own). The way back is
 * the map's "Show as a grid", which does the same the other way.
 */
export function mapSearchHref(search: string): string {
  const query = formatSearchUrl({ ...parseSearchUrl(search), page: undefined });
  return query ? `${MAP_PATH}?${query}` : MAP_PATH;
}

/** Where the header's Map link goes from `pathname`: the search on screen, if there is one. */
export function mapLinkFrom(pathname: string, search: string): string {
  return SEARCH_PATHS.has(pathname) ? mapSearchHref(search) : MAP_PATH;
}
