/**
 * Stands in for InstantSearch's default history router. InstantSearch imports it in case an app
 * passes `routing` without a router; Folio always passes its own, over react-router
 * (features/search/routing/search-routing.ts), so this is never called. The real one would add
 * about 1 KB gzip to the first load, and the `qs` package it imports about 14 KB more
 * (docs/decisions/044-vendor-stand-ins.md).
 */
export default function historyRouter(): never {
  throw new Error(
    "InstantSearch's history router is not in Folio's build: pass `routing` with Folio's router (search-routing.ts).",
  );
}
