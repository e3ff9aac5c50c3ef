/**
 * Stands in for `use-sync-external-store/shim`: React InstantSearch imports the shim to run on
 * React 16 and 17, and on React 18 and later the shim hands every call to React's own hook.
 * Folio runs React 19 (docs/decisions/044-vendor-stand-ins.md).
 */
export { useSyncExternalStore } from 'react';
