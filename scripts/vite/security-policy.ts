/**
 * The site's security policy: the Content-Security-Policy and the other response headers, from
 * the build's configuration. The only place that decides which hosts the page may reach; the
 * Vite plugin ships it (`_headers`, meta) and check-bundle verifies the shipped copy.
 */

export interface SecurityPolicyConfig {
  /** The search application; the hosts its lite client reads from are allowed. */
  searchAppId: string;
  /** The contact form's endpoint (VITE_CONTACT_ENDPOINT); null when the form is hidden. */
  contactOrigin: string | null;
  /** Hosts that serve media when they are not on this site (VITE_MEDIA_ORIGINS). */
  mediaOrigins: readonly string[];
  /** The mock build registers MSW's service worker. */
  serviceWorker: boolean;
}

/** Leaflet's tile layer (src/services/maps/leaflet-location-map.ts). */
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

export type Directives = [name: string, sources: string[]][];

export function buildPolicyDirectives(config: SecurityPolicyConfig): Directives {
  const media = [...config.mediaOrigins];
  const contact = config.contactOrigin ? [config.contactOrigin] : [];
  return [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    // data: for the tiny placeholders in records, which the app accepts only as data:image.
    ['img-src', ["'self'", 'data:', MAP_TILE_ORIGIN, ...media]],
    ['media-src', ["'self'", ...media]],
    // Camera details and downloads read the originals with fetch/XHR.
    ['connect-src', ["'self'", ...searchOrigins(config.searchAppId), ...contact, ...media]],
    ['frame-src', [...VIDEO_PLAYER_ORIGINS]],
    ['worker-src', [config.serviceWorker ? "'self'" : "'none'"]],
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
