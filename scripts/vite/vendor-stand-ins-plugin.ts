import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = (file: string) => fileURLToPath(new URL(`./stand-ins/${file}`, import.meta.url));

const SWC_HELPERS = standIn('swc-helpers.ts');
const SWC_HELPER = /^@swc\/helpers\/esm\/(_\w+)\.js$/;
const VIRTUAL_HELPER = '\0folio-swc-helper:';

/** The compiler helpers stand-ins/swc-helpers.ts replaces; the rest stay as shipped. */
export const LIGHTER_SWC_HELPERS = [
  '_define_property',
  '_object_spread',
  '_object_spread_props',
  '_object_without_properties',
  '_sliced_to_array',
  '_to_consumable_array',
  '_to_array',
  '_extends',
  '_call_super',
  '_inherits',
] as const;

/** Where a vendor module is replaced by one of ours, found by what imports what. */
export function standInFor(source: string, importer: string | undefined): string | null {
  if (
    source === 'use-sync-external-store/shim/index.js' ||
    source === 'use-sync-external-store/shim'
  )
    return standIn('use-sync-external-store.ts');
  if (source.endsWith('/routers/history.js') && importer?.includes('/instantsearch.js/'))
    return standIn('history-router.ts');
  const helper = SWC_HELPER.exec(source)?.[1];
  if (helper && (LIGHTER_SWC_HELPERS as readonly string[]).includes(helper))
    return `${VIRTUAL_HELPER}${helper}`;
  return null;
}

/**
 * Smaller stand-ins for vendor code Folio's build never needs in full: React InstantSearch's
 * shim for React before 18, InstantSearch's default history router (and with it `qs`), and the
 * compiler helpers InstantSearch's ES5 build calls most. docs/decisions/044-vendor-stand-ins.md.
 */
export function vendorStandInsPlugin(): Plugin {
  return {
    name: 'folio:vendor-stand-ins',
    enforce: 'pre',
    // Dev and unit tests run the vendors' own code; builds (and so the browser journeys) these.
    apply: 'build',
    resolveId: (source, importer) => standInFor(source, importer),
    load(id) {
      if (!id.startsWith(VIRTUAL_HELPER)) return null;
      const name = id.slice(VIRTUAL_HELPER.length);
      // InstantSearch imports each helper from its own module, as `_`.
      return `export { ${name} as _ } from ${JSON.stringify(SWC_HELPERS)};`;
    },
  };
}
