/// <reference types="vite/client" />

/** True in the mock build and in `npm run dev` without search keys; set by vite.config.ts. */
declare const __FOLIO_MOCK__: boolean;

interface ImportMetaEnv {
  readonly VITE_ALGOLIA_APP_ID?: string;
  readonly VITE_ALGOLIA_SEARCH_KEY?: string;
  readonly VITE_ALGOLIA_INDEX?: string;
  readonly VITE_ALGOLIA_SUGGESTIONS_INDEX?: string;
  readonly VITE_ALGOLIA_HOSTS?: string;
  readonly VITE_ARCHIVE_NAME?: string;
  readonly VITE_CONTACT_ENDPOINT?: string;
  readonly VITE_GA4_ID?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_MAP_TILES_URL?: string;
  readonly VITE_MAP_TILES_ATTRIBUTION?: string;
  readonly VITE_SITE_URL?: string;
}
