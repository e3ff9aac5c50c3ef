/**
 * Stands in for the `qs` package in the bundle (vite.config.ts aliases it). InstantSearch
 * imports `qs` only for its default history router, which Folio does not use (our router,
 * features/search/routing/search-routing.ts, parses the URL itself); `qs` and its
 * dependencies would still add about 14 KB gzip to the first load. This keeps the two calls
 * that router makes working for flat parameters, should anything ever reach them.
 * See docs/decisions/006-no-qs-in-the-bundle.md.
 */

type Flat = Record<string, string>;

function parse(search: string): Flat {
  return Object.fromEntries(new URLSearchParams(search));
}

function stringify(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const params = new URLSearchParams();
  for (const [key, entry] of Object.entries(value)) {
    if (entry !== undefined && entry !== null && typeof entry !== 'object') {
      params.append(key, String(entry));
    }
  }
  return params.toString();
}

export default { parse, stringify };
