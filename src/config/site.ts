// With its extension on imports of it: vite.config.ts loads this file too (site-config-plugin).
import type { SiteIdentity } from './site-schema.ts';

/**
 * The archive's own words, edited by its owner: the name in the header and the tab title, and
 * the description on the about page and in the page's meta description. The curated
 * collections are in `site-collections.ts` (apart, so only the screens that show them load them).
 * `vite build` checks both and stops with the field to fix (scripts/vite/site-config-plugin.ts).
 *
 * VITE_ARCHIVE_NAME, when set, overrides the name for one deployment (src/config/env.ts); the
 * app reads the name in one place, `useAppConfig().archiveName`.
 */
export const site: SiteIdentity = {
  archiveName: 'Folio',
  description:
    'A searchable archive of freely licensed photos and videos: landscapes, close-ups, animals, ' +
    'cities and a little space, each with its credit and licence.',
};
