import { gtmInlineScriptHash } from './gtm-snippet.ts';

/**
 * The site's security policy: the Content-Security-Policy and the other response headers, from
 * the build's configuration. The only place that decides which hosts the page may reach; the
 * Vite plugin ships it (`_headers`, meta) and check-bundle verifies the shipped copy.
 */

export interface SecurityPolicyConfig {
  /** The search application; the hosts its lite client reads from are allowed. */
  searchAppId: string;
  /**
   * The origins of VITE_ALGOLIA_HOSTS (engine:serve or a proxy): they take every search and
   * insights event, so they replace Algolia's hosts (docs/decisions/035). Absent: Algolia's.
   */
  searchHosts?: readonly string[];
  /** The contact form's endpoint (VITE_CONTACT_ENDPOINT); null when the form is hidden. */
  contactOrigin: string | null;
  /** Hosts that serve media when they are not on this site (VITE_MEDIA_ORIGINS). */
  mediaOrigins: readonly string[];
  /** GA4 and Tag Manager IDs (VITE_GA4_ID, VITE_GTM_ID); absent or null: that one is off. */
  analytics?: { ga4Id: string | null; gtmId: string | null };
  /**
   * The maps' tile host (VITE_MAP_TILES_URL, src/config/map-tiles.ts); null when the tiles are
   * this site's own; absent: OpenStreetMap's.
   */
  mapTileOrigin?: string | null;
}

/** OpenStreetMap's tile host, the maps' default (src/config/map-tiles.ts). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/** The players a hosted video loads after the click (features/item video-embed-url.ts). */
export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/**
 * Where algoliasearch/lite sends searches: the DSN host first, then the three fallbacks. Its
 * `<appId>.algolia.net` host takes only writes, which the lite client never makes.
 */
export function searchOrigins(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ];
}

/**
 * Where search-insights sends click, view and conversion events: the default host and its two
 * regional ones (its `region` option). Always allowed: the events leave only after consent, and
 * only to these hosts.
 */
export const INSIGHTS_ORIGINS = [
  'https://insights.algolia.io',
  'https://insights.us.algolia.io',
  'https://insights.de.algolia.io',
] as const;

/** Serves gtag.js and gtm.js, and takes some of their hits. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Where GA4 sends its hits (`/g/collect` on www., region1. and other subdomains of both names)
 * and its pixel fallbacks: Google's own CSP guidance for GA4 and Tag Manager, whose hosts vary
 * by region, hence the subdomain wildcards (the only ones in the policy).
 */
export const GOOGLE_ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
] as const;

interface AnalyticsSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * What GA4 (gtag.js) and Tag Manager (gtm.js) need, only when their ID is set. Tag Manager also
 * needs its inline loader, allowed by hash. Its `<noscript>` iframe never loads while scripts run,
 * so frame-src stays as it is.
 */
function analyticsSources(analytics: SecurityPolicyConfig['analytics']): AnalyticsSources {
  const ga4 = Boolean(analytics?.ga4Id);
  const gtmId = analytics?.gtmId ?? null;
  if (!ga4 && !gtmId) return { script: [], connect: [], img: [] };
  return {
    script: [GOOGLE_TAG_ORIGIN, ...(gtmId ? [gtmInlineScriptHash(gtmId)] : [])],
    connect: [...GOOGLE_ANALYTICS_ORIGINS, GOOGLE_TAG_ORIGIN],
    // Pixel fallbacks, on the GA4 hosts only.
    img: ['https://*.google-analytics.com', GOOGLE_TAG_ORIGIN],
  };
}

export type Directives = [name: string, sources: string[]][];

export function buildPolicyDirectives(config: SecurityPolicyConfig): Directives {
  const media = [...config.mediaOrigins];
  const contact = config.contactOrigin ? [config.contactOrigin] : [];
  const analytics = analyticsSources(config.analytics);
  const search = config.searchHosts?.length
    ? [...config.searchHosts]
    : [...searchOrigins(config.searchAppId), ...INSIGHTS_ORIGINS];
  const tiles =
    config.mapTileOrigin === undefined
      ? [MAP_TILE_ORIGIN]
      : config.mapTileOrigin
        ? [config.mapTileOrigin]
        : [];
  return [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...analytics.script]],
    ['style-src', ["'self'"]],
    // data: for the tiny placeholders in records, which the app accepts only as data:image.
    ['img-src', ["'self'", 'data:', ...tiles, ...media, ...analytics.img]],
    ['media-src', ["'self'", ...media]],
    // Camera details and downloads read the originals with fetch/XHR.
    ['connect-src', ["'self'", ...search, ...contact, ...media, ...analytics.connect]],
    // 'self': the hidden frame the bulk download's ZIP arrives through (decision 050).
    ['frame-src', ["'self'", ...VIDEO_PLAYER_ORIGINS]],
    // The bulk download's service worker in every build (decision 050); MSW's in the mock build.
    ['worker-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them with a warning). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export function formatPolicy(directives: Directives, delivery: 'header' | 'meta'): string {
  return directives
    .filter(([name]) => delivery === 'header' || !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

export function buildContentSecurityPolicy(
  config: SecurityPolicyConfig,
  delivery: 'header' | 'meta',
): string {
  return formatPolicy(buildPolicyDirectives(config), delivery);
}

/**
 * Sends the origin only to other sites: Algolia keys restricted by HTTP referrer still match,
 * and no item path leaves the site.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Powerful features nothing in the archive uses, switched off for the page and its frames. */
const DISABLED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];
/** What a video needs: its own controls and the players' iframes (their `allow` attribute). */
const VIDEO_FEATURES = ['autoplay', 'fullscreen', 'picture-in-picture'];

export function buildPermissionsPolicy(): string {
  const videoAllowList = `(self ${VIDEO_PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`;
  return [
    ...DISABLED_FEATURES.map((feature) => `${feature}=()`),
    ...VIDEO_FEATURES.map((feature) => `${feature}=${videoAllowList}`),
  ].join(', ');
}

/** Every header the site is served with, in the order `_headers` and the docs list them. */
export function buildSecurityHeaders(config: SecurityPolicyConfig): [string, string][] {
  return [
    ['Content-Security-Policy', buildContentSecurityPolicy(config, 'header')],
    ['Referrer-Policy', REFERRER_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', buildPermissionsPolicy()],
  ];
}
