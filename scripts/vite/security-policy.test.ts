import { createHash } from 'node:crypto';
import { createInsightsClient } from 'search-insights';
import { describe, expect, it, vi } from 'vitest';
import { readAlgoliaHosts } from '@/config/algolia-hosts';
import { DEMO_CONTACT_ENDPOINT } from '@/config/env';
import { OSM_TILES } from '@/config/map-tiles';
import { embedUrl } from '@/features/item/components/video-embed-url';
import { createSearchClient } from '@/services/search/search-client';
import { gtmInlineScript } from './gtm-snippet.ts';
import { DEMO_CONTACT_ORIGIN, readSecurityPolicyConfig } from './security-policy-config.ts';
import {
  buildContentSecurityPolicy,
  buildPermissionsPolicy,
  buildPolicyDirectives,
  buildSecurityHeaders,
  GOOGLE_ANALYTICS_ORIGINS,
  INSIGHTS_ORIGINS,
  MAP_TILE_ORIGIN,
  searchOrigins,
  VIDEO_PLAYER_ORIGINS,
  type SecurityPolicyConfig,
} from './security-policy.ts';

const REAL: SecurityPolicyConfig = {
  searchAppId: 'A1B2C3D4E5',
  contactOrigin: null,
  mediaOrigins: [],
};

const directive = (config: SecurityPolicyConfig, name: string) =>
  buildPolicyDirectives(config).find(([directiveName]) => directiveName === name)?.[1];

describe('the Content-Security-Policy', () => {
  it('allows this origin, the search hosts, the tiles and the video players, and nothing else', () => {
    expect(buildContentSecurityPolicy(REAL, 'header').split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: https://tile.openstreetmap.org",
      "media-src 'self'",
      "connect-src 'self' https://a1b2c3d4e5-dsn.algolia.net https://a1b2c3d4e5-1.algolianet.com " +
        'https://a1b2c3d4e5-2.algolianet.com https://a1b2c3d4e5-3.algolianet.com ' +
        'https://insights.algolia.io https://insights.us.algolia.io https://insights.de.algolia.io',
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
      "worker-src 'self'",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]);
  });

  it("never allows inline code (but Tag Manager's loader, by hash), eval, wildcards or whole schemes", () => {
    const everything: SecurityPolicyConfig = {
      searchAppId: 'APP',
      contactOrigin: 'https://forms.example.org',
      mediaOrigins: ['https://cdn.example.org'],
      analytics: { ga4Id: 'G-AB12CD34EF', gtmId: 'GTM-AB12CD3' },
    };
    const googleWildcards: readonly string[] = GOOGLE_ANALYTICS_ORIGINS;
    for (const [name, sources] of buildPolicyDirectives(everything)) {
      for (const source of sources) {
        expect(source, name).not.toMatch(/unsafe|^https?:$|^blob:$/);
        // Google's regional analytics hosts are the only subdomain wildcards.
        if (source.includes('*')) expect(googleWildcards, name).toContain(source);
        if (source === 'data:') expect(name).toBe('img-src');
        if (source.startsWith("'sha")) expect(name).toBe('script-src');
      }
    }
  });

  it('takes the search hosts from the configured application', () => {
    expect(directive({ ...REAL, searchAppId: 'LATENCY' }, 'connect-src')).toEqual([
      "'self'",
      'https://latency-dsn.algolia.net',
      'https://latency-1.algolianet.com',
      'https://latency-2.algolianet.com',
      'https://latency-3.algolianet.com',
      ...INSIGHTS_ORIGINS,
    ]);
  });

  it("with VITE_ALGOLIA_HOSTS: exactly those hosts take searches and events, none of Algolia's", () => {
    const config = {
      ...REAL,
      searchHosts: ['http://127.0.0.1:8787', 'https://search.example.org'],
    };
    expect(directive(config, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'https://search.example.org',
    ]);
    expect(buildContentSecurityPolicy(config, 'header')).not.toMatch(/algolia/);
    const elsewhere = buildPolicyDirectives(config).filter(([name]) => name !== 'connect-src');
    expect(JSON.stringify(elsewhere)).not.toMatch(/8787|search\.example/);
  });

  it('allows the contact endpoint for connections only', () => {
    const config = { ...REAL, contactOrigin: 'https://forms.example.org' };
    expect(directive(config, 'connect-src')).toContain('https://forms.example.org');
    const elsewhere = buildPolicyDirectives(config).filter(([name]) => name !== 'connect-src');
    expect(JSON.stringify(elsewhere)).not.toContain('forms.example.org');
  });

  it('allows a media host for images, video and the reads of originals', () => {
    const config = { ...REAL, mediaOrigins: ['https://cdn.example.org'] };
    for (const name of ['img-src', 'media-src', 'connect-src'])
      expect(directive(config, name), name).toContain('https://cdn.example.org');
    expect(directive(config, 'frame-src')).not.toContain('https://cdn.example.org');
  });

  it('allows the search-improvement (Insights) hosts for connections, always and only', () => {
    expect(directive(REAL, 'connect-src')).toEqual(expect.arrayContaining([...INSIGHTS_ORIGINS]));
    const elsewhere = buildPolicyDirectives(REAL).filter(([name]) => name !== 'connect-src');
    expect(JSON.stringify(elsewhere)).not.toContain('insights');
  });

  it("allows workers and frames of this origin only, for the bulk download's service worker", () => {
    expect(directive(REAL, 'worker-src')).toEqual(["'self'"]);
    expect(directive(REAL, 'frame-src')).toEqual(["'self'", ...VIDEO_PLAYER_ORIGINS]);
  });

  it('leaves out of the meta only what a meta policy cannot carry', () => {
    const header = buildContentSecurityPolicy(REAL, 'header');
    expect(buildContentSecurityPolicy(REAL, 'meta')).toBe(
      header.replace("; frame-ancestors 'none'", ''),
    );
  });
});

describe('analytics in the policy', () => {
  const GA4 = 'G-AB12CD34EF';
  const GTM = 'GTM-AB12CD3';
  const GOOGLE_CONNECT = [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ];
  const GOOGLE_IMG = ['https://*.google-analytics.com', 'https://www.googletagmanager.com'];
  const sha256 = (text: string) =>
    `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const withIds = (ga4Id: string | null, gtmId: string | null): SecurityPolicyConfig => ({
    ...REAL,
    analytics: { ga4Id, gtmId },
  });

  it('with neither ID: no Google host anywhere', () => {
    for (const config of [REAL, withIds(null, null)]) {
      const policy = buildContentSecurityPolicy(config, 'header');
      expect(policy).not.toMatch(/google|sha256/);
      expect(directive(config, 'script-src')).toEqual(["'self'"]);
    }
  });

  it('with GA4 only: gtag.js, its collect hosts and pixels; no inline hash', () => {
    const config = withIds(GA4, null);
    expect(directive(config, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(config, 'connect-src')?.slice(-3)).toEqual(GOOGLE_CONNECT);
    expect(directive(config, 'img-src')?.slice(-2)).toEqual(GOOGLE_IMG);
    expect(directive(config, 'frame-src')).toEqual(["'self'", ...VIDEO_PLAYER_ORIGINS]);
  });

  it("with Tag Manager only: gtm.js and the hash of the library's inline loader for that ID", () => {
    const config = withIds(null, GTM);
    const hash = sha256(gtmInlineScript(GTM));
    expect(directive(config, 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      hash,
    ]);
    expect(directive(config, 'connect-src')?.slice(-3)).toEqual(GOOGLE_CONNECT);
    expect(directive(config, 'img-src')?.slice(-2)).toEqual(GOOGLE_IMG);
    // The <noscript> iframe never loads while scripts run.
    expect(directive(config, 'frame-src')).toEqual(["'self'", ...VIDEO_PLAYER_ORIGINS]);
    // The loader names its container, so another ID has another hash.
    expect(gtmInlineScript(GTM)).toContain(`'${GTM}'`);
    expect(directive(withIds(null, 'GTM-ZZ99ZZ9'), 'script-src')).not.toContain(hash);
  });

  it('with both: each Google source once, the hash once', () => {
    const policy = buildContentSecurityPolicy(withIds(GA4, GTM), 'header');
    const directives = policy.split('; ').map((entry) => entry.split(' '));
    expect(directives.find(([name]) => name === 'script-src')).toEqual([
      'script-src',
      "'self'",
      'https://www.googletagmanager.com',
      sha256(gtmInlineScript(GTM)),
    ]);
    for (const sources of directives)
      expect(new Set(sources).size, sources[0]).toBe(sources.length);
    expect(directives.find(([name]) => name === 'connect-src')?.slice(-3)).toEqual(GOOGLE_CONNECT);
  });

  it('the Insights hosts are there with or without Google', () => {
    for (const config of [REAL, withIds(GA4, GTM)])
      expect(directive(config, 'connect-src')).toEqual(
        expect.arrayContaining([...INSIGHTS_ORIGINS]),
      );
  });
});

describe('the hosts match what the app really uses', () => {
  it('insights: every host search-insights may send events to', async () => {
    const origins = new Set<string>();
    for (const region of [undefined, 'us', 'de'] as const) {
      const aa = createInsightsClient((url: string) => {
        origins.add(new URL(url).origin);
        return Promise.resolve(true);
      });
      aa('init', { appId: 'APP', apiKey: 'key', ...(region ? { region } : {}) });
      await aa('viewedObjectIDs', {
        eventName: 'Hits Viewed',
        index: 'photos',
        objectIDs: ['1'],
        userToken: 'u-1',
      });
    }
    expect([...origins].sort()).toEqual([...INSIGHTS_ORIGINS].sort());
  });

  it('search: every host the search client may read from', () => {
    // The client picks its fallback hosts at random: try each pick.
    const readHosts = new Set<string>();
    for (const pick of [0, 0.5, 0.99]) {
      vi.spyOn(Math, 'random').mockReturnValue(pick);
      const client = createSearchClient({ appId: 'A1B2C3D4E5', searchKey: 'key', indexName: 'x' });
      for (const host of client.transporter.hosts)
        if (host.accept !== 'write') readHosts.add(`${host.protocol}://${host.url}`.toLowerCase());
    }
    expect([...readHosts].sort()).toEqual([...searchOrigins('A1B2C3D4E5')].sort());
  });

  it('search and insights with VITE_ALGOLIA_HOSTS: every host the client and events may use', async () => {
    const env = 'localhost:8787,https://search.example.org';
    const { hosts } = readAlgoliaHosts(env);
    const policy = readSecurityPolicyConfig(false, {
      VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5',
      VITE_ALGOLIA_HOSTS: env,
    });
    const client = createSearchClient({
      appId: 'A1B2C3D4E5',
      searchKey: 'key',
      indexName: 'x',
      ...(hosts ? { hosts } : {}),
    });
    const used = client.transporter.hosts.map(
      (host) => new URL(`${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`).origin,
    );
    // Insights events go to the first host (start-tracking.ts hands it to search-insights).
    const events = new Set<string>();
    const aa = createInsightsClient((url: string) => {
      events.add(new URL(url).origin);
      return Promise.resolve(true);
    });
    aa('init', { appId: 'APP', apiKey: 'key', host: used[0] });
    await aa('viewedObjectIDs', {
      eventName: 'Hits Viewed',
      index: 'photos',
      objectIDs: ['1'],
      userToken: 'u-1',
    });
    expect(used).toEqual(policy.searchHosts);
    expect(policy.searchHosts).toEqual(expect.arrayContaining([...events]));
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...used]);
  });

  it("video: the players' addresses", () => {
    const players = [embedUrl('youtube', 'dQw4w9WgXcQ'), embedUrl('vimeo', '76979871')];
    expect(players.map((url) => new URL(url ?? '').origin)).toEqual([...VIDEO_PLAYER_ORIGINS]);
  });

  it("map: the default tile layer's host", () => {
    expect(new URL(OSM_TILES.url.replace(/[{}]/g, '')).origin).toBe(MAP_TILE_ORIGIN);
    expect(OSM_TILES.origin).toBe(MAP_TILE_ORIGIN);
  });

  it('map: exactly the configured tile host, or none for tiles served by this site', () => {
    const img = (mapTileOrigin: string | null) => directive({ ...REAL, mapTileOrigin }, 'img-src');
    expect(img('https://tiles.example.org')).toEqual([
      "'self'",
      'data:',
      'https://tiles.example.org',
    ]);
    expect(img(null)).toEqual(["'self'", 'data:']);
  });

  it('contact: the demo endpoint of the mock build', () => {
    expect(new URL(DEMO_CONTACT_ENDPOINT).origin).toBe(DEMO_CONTACT_ORIGIN);
  });
});

describe('the other headers', () => {
  it('are the CSP, Referrer-Policy, X-Content-Type-Options and Permissions-Policy', () => {
    const headers = Object.fromEntries(buildSecurityHeaders(REAL));
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Permissions-Policy',
    ]);
    expect(headers['Content-Security-Policy']).toBe(buildContentSecurityPolicy(REAL, 'header'));
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('switch off sensors, camera, microphone and payment; video keeps its own features', () => {
    const features = Object.fromEntries(
      buildPermissionsPolicy()
        .split(', ')
        .map((entry) => entry.split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(features[feature], feature).toBe('()');
    const players = `(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")`;
    for (const feature of ['autoplay', 'fullscreen', 'picture-in-picture'])
      expect(features[feature], feature).toBe(players);
  });
});
