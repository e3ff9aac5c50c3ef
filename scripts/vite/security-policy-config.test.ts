import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA, MOCK_ANALYTICS } from '../../src/config/mock-defaults.ts';
import { DEMO_CONTACT_ORIGIN, readSecurityPolicyConfig } from './security-policy-config.ts';

const KEYS = {
  VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5',
  VITE_ALGOLIA_SEARCH_KEY: '0123456789abcdef0123456789abcdef',
  VITE_ALGOLIA_INDEX: 'photos',
};
const NO_ANALYTICS = { ga4Id: null, gtmId: null };

describe('readSecurityPolicyConfig', () => {
  it('a real build: the configured application, no contact host unless one is set', () => {
    expect(readSecurityPolicyConfig(false, KEYS)).toEqual({
      searchAppId: 'A1B2C3D4E5',
      contactOrigin: null,
      mediaOrigins: [],
      analytics: NO_ANALYTICS,
      mapTileOrigin: 'https://tile.openstreetmap.org',
    });
    const withContact = { ...KEYS, VITE_CONTACT_ENDPOINT: ' https://forms.example.org/a/b?c=d ' };
    expect(readSecurityPolicyConfig(false, withContact).contactOrigin).toBe(
      'https://forms.example.org',
    );
  });

  it("the mock build: the demo application's hosts and its contact endpoint", () => {
    expect(readSecurityPolicyConfig(true, { VITE_ALGOLIA_APP_ID: 'IGNORED' })).toEqual({
      searchAppId: MOCK_ALGOLIA.appId,
      contactOrigin: DEMO_CONTACT_ORIGIN,
      mediaOrigins: [],
      analytics: MOCK_ANALYTICS,
      mapTileOrigin: 'https://tile.openstreetmap.org',
    });
    expect(
      readSecurityPolicyConfig(true, { VITE_CONTACT_ENDPOINT: 'http://localhost:8787/contact' })
        .contactOrigin,
    ).toBe('http://localhost:8787');
  });

  it('media hosts: origins or base URLs, separated by spaces or commas, each once', () => {
    const env = {
      ...KEYS,
      VITE_MEDIA_ORIGINS:
        'https://cdn.example.org/media, https://video.example.org\nhttps://cdn.example.org',
    };
    expect(readSecurityPolicyConfig(false, env).mediaOrigins).toEqual([
      'https://cdn.example.org',
      'https://video.example.org',
    ]);
  });

  it.each([
    ['VITE_CONTACT_ENDPOINT', 'forms.example.org', /not a full address/],
    ['VITE_CONTACT_ENDPOINT', 'http://forms.example.org', /https/],
    ['VITE_MEDIA_ORIGINS', 'https://cdn;script-src.example.org', /cannot have/],
    ['VITE_MEDIA_ORIGINS', "https://cdn.example.org,'unsafe-inline'", /not a full address/],
  ])('stops the build when %s is %s, naming it', (variable, value, reason) => {
    const read = () => readSecurityPolicyConfig(false, { ...KEYS, [variable]: value });
    expect(read).toThrow(new RegExp(`^${variable} cannot be allowed`));
    expect(read).toThrow(reason);
  });

  it('stops a real build whose application ID cannot be a host name', () => {
    for (const appId of ['', 'APP; script-src *', 'app.example'])
      expect(() => readSecurityPolicyConfig(false, { VITE_ALGOLIA_APP_ID: appId })).toThrow(
        /^VITE_ALGOLIA_APP_ID cannot name the search hosts/,
      );
  });

  describe('analytics IDs, as the app reads them', () => {
    it('a real build: only the IDs that are set, trimmed', () => {
      expect(readSecurityPolicyConfig(false, KEYS).analytics).toEqual(NO_ANALYTICS);
      expect(
        readSecurityPolicyConfig(false, { ...KEYS, VITE_GA4_ID: ' G-AB12CD34EF ' }).analytics,
      ).toEqual({ ga4Id: 'G-AB12CD34EF', gtmId: null });
      expect(
        readSecurityPolicyConfig(false, { ...KEYS, VITE_GTM_ID: 'GTM-AB12CD3', VITE_GA4_ID: '' })
          .analytics,
      ).toEqual({ ga4Id: null, gtmId: 'GTM-AB12CD3' });
    });

    it('the mock build: the demo IDs unless others are set', () => {
      expect(readSecurityPolicyConfig(true, {}).analytics).toEqual(MOCK_ANALYTICS);
      expect(readSecurityPolicyConfig(true, { VITE_GTM_ID: 'GTM-AB12CD3' }).analytics).toEqual({
        ga4Id: MOCK_ANALYTICS.ga4Id,
        gtmId: 'GTM-AB12CD3',
      });
    });

    it.each([false, true])('stops the build (mock: %s) on an ID the app would refuse', (mock) => {
      const read = () => readSecurityPolicyConfig(mock, { ...KEYS, VITE_GTM_ID: "GTM-X'; evil" });
      expect(read).toThrow(
        /^VITE_GTM_ID cannot be allowed by the security policy: it is not valid/,
      );
    });
  });

  it('search hosts: the origins of VITE_ALGOLIA_HOSTS in a real build, none in the mock build', () => {
    const env = { ...KEYS, VITE_ALGOLIA_HOSTS: '127.0.0.1:8787,https://Search.example.org:443/' };
    expect(readSecurityPolicyConfig(false, env).searchHosts).toEqual([
      'http://127.0.0.1:8787',
      'https://search.example.org',
    ]);
    expect(readSecurityPolicyConfig(false, KEYS).searchHosts).toBeUndefined();
    // The mock build answers Algolia's own hosts inside the page.
    expect(readSecurityPolicyConfig(true, env).searchHosts).toBeUndefined();
  });

  it.each([
    '127.0.0.1:8787/1',
    "search.example.org;script-src 'unsafe-inline'",
    'http://evil.example',
  ])('stops the build when VITE_ALGOLIA_HOSTS is %s, naming it', (value) => {
    expect(() => readSecurityPolicyConfig(false, { ...KEYS, VITE_ALGOLIA_HOSTS: value })).toThrow(
      /^VITE_ALGOLIA_HOSTS cannot be allowed by the security policy: entry 1/,
    );
  });

  it('map tiles: the configured host, none for tiles on this site, and a bad template stops it', () => {
    const tiles = (url: string) =>
      readSecurityPolicyConfig(false, {
        ...KEYS,
        VITE_MAP_TILES_URL: url,
        VITE_MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors',
      }).mapTileOrigin;
    expect(tiles('https://tiles.example.org/osm/{z}/{x}/{y}.png?key=abc')).toBe(
      'https://tiles.example.org',
    );
    expect(tiles('https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tiles.example.org',
    );
    expect(tiles('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(() => tiles('https://tiles.example.org; script-src */{z}/{x}/{y}.png')).toThrow(
      /^VITE_MAP_TILES_URL cannot be allowed by the security policy/,
    );
  });
});
