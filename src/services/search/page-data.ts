import type { InstantSearchServerState } from 'react-instantsearch-core';
import type { ItemView } from '@/types/item';

/**
 * What a page rendered at build time carries for the app to start from (decision 038): the
 * address it was rendered for, InstantSearch's results, and the items its screen showed. It
 * travels in a JSON data block, not a script: the security policy allows no inline script, and a
 * data block is never run.
 */
export interface PageData {
  /** Path and query the page was rendered for: at any other address it is not this page. */
  path: string;
  instantSearch: InstantSearchServerState | null;
  /** Item records by objectID, as the item screen reads them. */
  items: Record<string, ItemView>;
  /** What the page's screens loaded for themselves (components/ui/rendered-loads.tsx). */
  loads: Record<string, unknown>;
}

export const PAGE_DATA_ID = 'folio-page-data';

/**
 * JSON safe inside a <script> element: no `<` (so no `</script>` or `<!--` in record text can end
 * or bend the block) and no line separators older parsers read as line ends.
 */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageDataBlock(data: PageData): string {
  const json = escapeJsonForScript(JSON.stringify(data));
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

function isPageData(value: unknown): value is PageData {
  if (typeof value !== 'object' || value === null) return false;
  const { path, items, loads } = value as Partial<PageData>;
  const isRecord = (field: unknown) => typeof field === 'object' && field !== null;
  return typeof path === 'string' && isRecord(items) && isRecord(loads);
}

/**
 * The page data of `target`, when the page was rendered for `location` (a static host serves
 * index.html for addresses that have no page of their own: there it is not this page's data).
 */
export function readPageData(
  target: Document,
  location: Pick<Location, 'pathname' | 'search'>,
): PageData | null {
  const block = target.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return null;
  let data: unknown;
  try {
    data = JSON.parse(block.textContent);
  } catch {
    return null; // a damaged page: the app draws it from nothing, as before
  }
  if (!isPageData(data)) return null;
  return data.path === `${location.pathname}${location.search}` ? data : null;
}
