// With its extension: vite.config.ts loads this file too (through scripts/vite/build-env.ts).
import { readAlgoliaHosts, type SearchHost } from './algolia-hosts.ts';
import { MOCK_ALGOLIA, MOCK_ANALYTICS } from './mock-defaults.ts';
import { readMapTilesConfig, type MapTilesConfig } from './map-tiles.ts';
import { LOCAL_SITE_URL, readSiteUrl } from './site-url.ts';
import { site } from './site.ts';

/**
 * The only reader of import.meta.env. The configuration is validated once at start-up; a
 * problem names the variable so the person deploying knows exactly what to fix. The real build
 * runs the same `readConfig` first and stops on any problem (scripts/vite/build-env.ts).
 */

export interface AlgoliaConfig {
  appId: string;
  searchKey: string;
  indexName: string;
  /**
   * The Query Suggestions index behind the search box's popular queries
   * (VITE_ALGOLIA_SUGGESTIONS_INDEX); null shows recent searches only.
   */
  suggestionsIndex: string | null;
  /**
   * Where searches (and, after consent, insights events) go instead of Algolia's hosts
   * (VITE_ALGOLIA_HOSTS: `npm run engine:serve` or a proxy), tried in order; absent: Algolia's.
   */
  hosts?: readonly SearchHost[];
}

/** Where analytics go; each destination is off (null) unless its ID is set. */
export interface AnalyticsConfig {
  /** GA4 measurement ID (VITE_GA4_ID), like "G-AB12CD34EF". */
  ga4Id: string | null;
  /** Tag Manager container ID (VITE_GTM_ID), like "GTM-AB12CD3". */
  gtmId: string | null;
}

export interface AppConfig {
  /** `mock`: MSW answers the search service locally over the demo collection. */
  mode: 'mock' | 'live';
  archiveName: string;
  algolia: AlgoliaConfig;
  /** Where "Ask about this item" posts its JSON; null hides the form. */
  contactEndpoint: string | null;
  /** GA4 and Tag Manager; both wait for the visitor's consent. */
  analytics: AnalyticsConfig;
  /** The maps' tiles (OpenStreetMap unless configured); a third party's wait for consent. */
  mapTiles: MapTilesConfig;
  /**
   * The address the site is published at (VITE_SITE_URL), absolute and ending in `/`, for
   * canonical URLs, link previews and the sitemap. A mock config without it gets `vite
   * preview`'s address; a live one null (the dev server; a real build refuses to be made so).
   */
  siteUrl: string | null;
}

export interface ConfigProblem {
  variable: string;
  message: string;
}

export type ConfigResult =
  { ok: true; config: AppConfig } | { ok: false; problems: ConfigProblem[] };

export interface RawEnv {
  /** The demo credentials in a mock build; null in a real build, so they never ship there. */
  mock: AlgoliaConfig | null;
  VITE_ALGOLIA_APP_ID?: string | undefined;
  VITE_ALGOLIA_SEARCH_KEY?: string | undefined;
  VITE_ALGOLIA_INDEX?: string | undefined;
  VITE_ALGOLIA_SUGGESTIONS_INDEX?: string | undefined;
  VITE_ALGOLIA_HOSTS?: string | undefined;
  VITE_ARCHIVE_NAME?: string | undefined;
  VITE_CONTACT_ENDPOINT?: string | undefined;
  VITE_GA4_ID?: string | undefined;
  VITE_GTM_ID?: string | undefined;
  VITE_MAP_TILES_URL?: string | undefined;
  VITE_MAP_TILES_ATTRIBUTION?: string | undefined;
  VITE_SITE_URL?: string | undefined;
}

/** The name in the site config (src/config/site.ts); VITE_ARCHIVE_NAME overrides it. */
const DEFAULT_ARCHIVE_NAME = site.archiveName;

/**
 * The contact endpoint of the demo: MSW answers it in mock mode (src/mocks/handlers/contact.ts).
 * `.invalid` never resolves, so nothing sent there can leave the browser by mistake.
 */
export const DEMO_CONTACT_ENDPOINT = 'https://contact.folio-demo.invalid/messages';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https URL (http only for a local server) without credentials; blank means no form. */
function readContactEndpoint(raw: string | undefined): {
  endpoint: string | null;
  problems: ConfigProblem[];
} {
  const value = raw?.trim() ?? '';
  if (value === '') return { endpoint: null, problems: [] };
  const invalid = (hint: string) => ({
    endpoint: null,
    problems: [
      {
        variable: 'VITE_CONTACT_ENDPOINT',
        message: `is not valid: ${hint}. Leave it empty to hide the contact form.`,
      },
    ],
  });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid('use a full address like https://example.org/contact');
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return invalid('use an https:// address (http:// only for localhost)');
  }
  // Every VITE_ value is public: a user name or password in it would be published.
  if (url.username !== '' || url.password !== '') {
    return invalid('remove the user name and password from the address');
  }
  return { endpoint: url.href, problems: [] };
}

const ANALYTICS_RULES = {
  VITE_GA4_ID: {
    pattern: /^G-[A-Z0-9]{4,16}$/,
    hint: 'a GA4 measurement ID looks like "G-AB12CD34EF" (Admin › Data streams)',
    off: 'GA4',
  },
  VITE_GTM_ID: {
    pattern: /^GTM-[A-Z0-9]{4,12}$/,
    hint: 'a Tag Manager container ID looks like "GTM-AB12CD3" (Admin › Container settings)',
    off: 'Tag Manager',
  },
} as const;

/** One optional analytics ID: blank turns its destination off, anything else must be an ID. */
function readAnalyticsId(
  name: keyof typeof ANALYTICS_RULES,
  raw: string | undefined,
  problems: ConfigProblem[],
): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const rule = ANALYTICS_RULES[name];
  if (rule.pattern.test(value)) return value;
  problems.push({
    variable: name,
    message: `is not valid: ${rule.hint}. Leave it empty to turn ${rule.off} off.`,
  });
  return null;
}

/**
 * Whether a mock config may fall back on demo values (the contact endpoint, the analytics IDs).
 * Vite replaces `__FOLIO_MOCK__` with a literal, so the real bundle folds this to false and drops
 * the demo values. Plain Node has no such constant: there a mock config is the mock build's own
 * (scripts/vite/security-policy-config.ts reads it for the mock build's policy).
 */
const DEMO_VALUES = typeof __FOLIO_MOCK__ === 'undefined' || __FOLIO_MOCK__;

/**
 * GA4 and Tag Manager as the app reads them: the set IDs, or in a mock config the demo IDs for
 * the blank ones. Part of `readConfig`; the build's security policy reads the same.
 */
export function readAnalyticsConfig(raw: RawEnv): {
  analytics: AnalyticsConfig;
  problems: ConfigProblem[];
} {
  const problems: ConfigProblem[] = [];
  const ga4Id = readAnalyticsId('VITE_GA4_ID', raw.VITE_GA4_ID, problems);
  const gtmId = readAnalyticsId('VITE_GTM_ID', raw.VITE_GTM_ID, problems);
  if (!raw.mock) return { analytics: { ga4Id, gtmId }, problems };
  return {
    analytics: {
      // DEMO_VALUES keeps the demo IDs out of the real bundle.
      ga4Id: ga4Id ?? (DEMO_VALUES ? MOCK_ANALYTICS.ga4Id : null),
      gtmId: gtmId ?? (DEMO_VALUES ? MOCK_ANALYTICS.gtmId : null),
    },
    problems,
  };
}

const RULES = {
  VITE_ALGOLIA_APP_ID: {
    pattern: /^[A-Za-z0-9]{4,32}$/,
    hint: 'an Algolia application ID is letters and digits, like "LATENCY" or "A1B2C3D4E5"',
  },
  VITE_ALGOLIA_SEARCH_KEY: {
    pattern: /^[A-Za-z0-9_=+/-]{8,512}$/,
    hint: 'use the search-only API key from the Algolia dashboard (API Keys)',
  },
  VITE_ALGOLIA_INDEX: {
    pattern: /^[A-Za-z0-9_.:-]{1,256}$/,
    hint: 'an index name is letters, digits, "_", "-", "." or ":"',
  },
} as const;

type AlgoliaVariable = keyof typeof RULES;
const ALGOLIA_VARIABLES = Object.keys(RULES) as AlgoliaVariable[];

/**
 * The optional Query Suggestions index: blank turns popular queries off, anything else must be
 * an index name, and not the archive's own index (its records are not queries).
 */
function readSuggestionsIndex(
  raw: string | undefined,
  indexName: string,
  problems: ConfigProblem[],
): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const variable = 'VITE_ALGOLIA_SUGGESTIONS_INDEX';
  const off = 'Leave it empty to show recent searches only.';
  if (!RULES.VITE_ALGOLIA_INDEX.pattern.test(value)) {
    problems.push({ variable, message: `is not valid: ${RULES.VITE_ALGOLIA_INDEX.hint}. ${off}` });
  } else if (value === indexName) {
    problems.push({
      variable,
      message:
        'names the archive index itself (VITE_ALGOLIA_INDEX): use the Query Suggestions index ' +
        `built from it, often "${indexName}_query_suggestions". ${off}`,
    });
  } else return value;
  return null;
}

export function readConfig(raw: RawEnv): ConfigResult {
  const archiveName = raw.VITE_ARCHIVE_NAME?.trim() || DEFAULT_ARCHIVE_NAME;
  const values = Object.fromEntries(
    ALGOLIA_VARIABLES.map((name) => [name, raw[name]?.trim() ?? '']),
  ) as Record<AlgoliaVariable, string>;
  const present = ALGOLIA_VARIABLES.filter((name) => values[name] !== '');
  const contact = readContactEndpoint(raw.VITE_CONTACT_ENDPOINT);
  const { analytics, problems: analyticsProblems } = readAnalyticsConfig(raw);
  const { tiles: mapTiles, problems: tileProblems } = readMapTilesConfig(raw);
  const { siteUrl, problems: siteUrlProblems } = readSiteUrl(raw.VITE_SITE_URL);

  if (raw.mock) {
    const mockProblems = [
      ...contact.problems,
      ...analyticsProblems,
      ...tileProblems,
      ...siteUrlProblems,
    ];
    if (mockProblems.length > 0) return { ok: false, problems: mockProblems };
    return {
      ok: true,
      config: {
        mode: 'mock',
        archiveName,
        algolia: { ...raw.mock },
        // DEMO_VALUES keeps the demo address out of the real bundle.
        contactEndpoint: contact.endpoint ?? (DEMO_VALUES ? DEMO_CONTACT_ENDPOINT : null),
        analytics,
        mapTiles,
        siteUrl: siteUrl ?? LOCAL_SITE_URL,
      },
    };
  }

  const problems: ConfigProblem[] = [];
  for (const name of ALGOLIA_VARIABLES) {
    if (values[name] === '') {
      problems.push({
        variable: name,
        message:
          present.length === 0
            ? 'is not set. Set the three Algolia variables, or run the demo with `npm run dev` and no keys.'
            : `is missing while ${present.join(' and ')} ${present.length === 1 ? 'is' : 'are'} set: all three are needed.`,
      });
    } else if (!RULES[name].pattern.test(values[name])) {
      problems.push({ variable: name, message: `is not valid: ${RULES[name].hint}.` });
    }
  }
  const suggestionsIndex = readSuggestionsIndex(
    raw.VITE_ALGOLIA_SUGGESTIONS_INDEX,
    values.VITE_ALGOLIA_INDEX,
    problems,
  );
  // Mock mode answers Algolia's own hosts inside the page, so only a live config reads these.
  const { hosts, problems: hostProblems } = readAlgoliaHosts(raw.VITE_ALGOLIA_HOSTS);
  problems.push(
    ...hostProblems,
    ...contact.problems,
    ...analyticsProblems,
    ...tileProblems,
    ...siteUrlProblems,
  );
  if (problems.length > 0) return { ok: false, problems };

  return {
    ok: true,
    config: {
      mode: 'live',
      archiveName,
      algolia: {
        appId: values.VITE_ALGOLIA_APP_ID,
        searchKey: values.VITE_ALGOLIA_SEARCH_KEY,
        indexName: values.VITE_ALGOLIA_INDEX,
        suggestionsIndex,
        ...(hosts ? { hosts } : {}),
      },
      contactEndpoint: contact.endpoint,
      analytics,
      mapTiles,
      siteUrl,
    },
  };
}

/**
 * `__FOLIO_MOCK__` and `import.meta.env` exist only in code that Vite compiles. vite.config.ts
 * imports this module too, for `readConfig` (scripts/vite/build-env.ts checks the build's
 * values with it), and in plain Node neither exists: `typeof` asks without throwing.
 */
const compiledByVite = typeof __FOLIO_MOCK__ !== 'undefined';

/**
 * The variables of this build as `import.meta.env` holds them (in plain Node, nothing is
 * configured). The app reads them through `configResult` (config-result.ts).
 */
export function readViteEnv(): RawEnv {
  if (!compiledByVite) return { mock: null };
  return {
    // A build-time constant: the real build folds this to null and drops the demo credentials.
    mock: __FOLIO_MOCK__ ? MOCK_ALGOLIA : null,
    VITE_ALGOLIA_APP_ID: import.meta.env.VITE_ALGOLIA_APP_ID,
    VITE_ALGOLIA_SEARCH_KEY: import.meta.env.VITE_ALGOLIA_SEARCH_KEY,
    VITE_ALGOLIA_INDEX: import.meta.env.VITE_ALGOLIA_INDEX,
    VITE_ALGOLIA_SUGGESTIONS_INDEX: import.meta.env.VITE_ALGOLIA_SUGGESTIONS_INDEX,
    VITE_ALGOLIA_HOSTS: import.meta.env.VITE_ALGOLIA_HOSTS,
    VITE_ARCHIVE_NAME: import.meta.env.VITE_ARCHIVE_NAME,
    VITE_CONTACT_ENDPOINT: import.meta.env.VITE_CONTACT_ENDPOINT,
    VITE_GA4_ID: import.meta.env.VITE_GA4_ID,
    VITE_GTM_ID: import.meta.env.VITE_GTM_ID,
    VITE_MAP_TILES_URL: import.meta.env.VITE_MAP_TILES_URL,
    VITE_MAP_TILES_ATTRIBUTION: import.meta.env.VITE_MAP_TILES_ATTRIBUTION,
    VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  };
}

/** Public path the app is served from (Vite's `base`), ending in `/`. */
export const basePath: string = compiledByVite ? import.meta.env.BASE_URL : '/';
