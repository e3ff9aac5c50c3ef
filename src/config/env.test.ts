import { OSM_TILES } from './map-tiles';
import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA, MOCK_ANALYTICS } from './mock-defaults';
import { DEMO_CONTACT_ENDPOINT, readConfig } from './env';
import { LOCAL_SITE_URL } from './site-url';

const LIVE = {
  mock: null,
  VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5',
  VITE_ALGOLIA_SEARCH_KEY: '0123456789abcdef0123456789abcdef',
  VITE_ALGOLIA_INDEX: 'photos',
};

describe('readConfig', () => {
  it('uses the embedded demo credentials in mock mode', () => {
    expect(readConfig({ mock: MOCK_ALGOLIA })).toEqual({
      ok: true,
      config: {
        mode: 'mock',
        archiveName: 'Folio',
        algolia: { ...MOCK_ALGOLIA },
        contactEndpoint: DEMO_CONTACT_ENDPOINT,
        analytics: { ...MOCK_ANALYTICS },
        mapTiles: OSM_TILES,
        siteUrl: LOCAL_SITE_URL,
      },
    });
  });

  it('reads a complete live configuration and the archive name', () => {
    const result = readConfig({ ...LIVE, VITE_ARCHIVE_NAME: ' Harbour Archive ' });
    expect(result).toEqual({
      ok: true,
      config: {
        mode: 'live',
        archiveName: 'Harbour Archive',
        algolia: {
          appId: 'A1B2C3D4E5',
          searchKey: LIVE.VITE_ALGOLIA_SEARCH_KEY,
          indexName: 'photos',
          suggestionsIndex: null,
        },
        contactEndpoint: null,
        analytics: { ga4Id: null, gtmId: null },
        mapTiles: OSM_TILES,
        siteUrl: null,
      },
    });
  });

  it('names each missing variable of a partial configuration', () => {
    const result = readConfig({ mock: null, VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.variable)).toEqual([
      'VITE_ALGOLIA_SEARCH_KEY',
      'VITE_ALGOLIA_INDEX',
    ]);
    expect(result.problems[0]?.message).toContain('VITE_ALGOLIA_APP_ID is set');
  });

  it('rejects malformed values with a hint, and treats blanks as missing', () => {
    const result = readConfig({
      ...LIVE,
      VITE_ALGOLIA_APP_ID: 'my app!',
      VITE_ALGOLIA_SEARCH_KEY: '   ',
      VITE_ALGOLIA_INDEX: 'photos<script>',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { variable: 'VITE_ALGOLIA_APP_ID', message: expect.stringContaining('is not valid') },
      { variable: 'VITE_ALGOLIA_SEARCH_KEY', message: expect.stringContaining('is missing') },
      { variable: 'VITE_ALGOLIA_INDEX', message: expect.stringContaining('is not valid') },
    ]);
  });

  describe('VITE_ALGOLIA_SUGGESTIONS_INDEX', () => {
    const suggestionsOf = (value: string | undefined, mock = false) => {
      const result = readConfig({
        ...LIVE,
        mock: mock ? MOCK_ALGOLIA : null,
        VITE_ALGOLIA_SUGGESTIONS_INDEX: value,
      });
      return result.ok ? result.config.algolia.suggestionsIndex : result.problems;
    };

    it('is off when unset or blank: recent searches only', () => {
      expect(suggestionsOf(undefined)).toBeNull();
      expect(suggestionsOf('  ')).toBeNull();
    });

    it('reads the Query Suggestions index name, trimmed', () => {
      expect(suggestionsOf(' photos_query_suggestions\n')).toBe('photos_query_suggestions');
    });

    it('names the variable for a malformed name, and for the archive index itself', () => {
      expect(suggestionsOf('photos suggestions<script>')).toEqual([
        {
          variable: 'VITE_ALGOLIA_SUGGESTIONS_INDEX',
          message: expect.stringMatching(/^is not valid: an index name is .*recent searches only/),
        },
      ]);
      expect(suggestionsOf('photos')).toEqual([
        {
          variable: 'VITE_ALGOLIA_SUGGESTIONS_INDEX',
          message: expect.stringContaining('"photos_query_suggestions"'),
        },
      ]);
    });

    it('is reported beside the other Algolia problems', () => {
      const result = readConfig({
        ...LIVE,
        VITE_ALGOLIA_APP_ID: 'my app!',
        VITE_ALGOLIA_SUGGESTIONS_INDEX: 'a b',
        VITE_CONTACT_ENDPOINT: 'http://example.org',
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map((problem) => problem.variable)).toEqual([
        'VITE_ALGOLIA_APP_ID',
        'VITE_ALGOLIA_SUGGESTIONS_INDEX',
        'VITE_CONTACT_ENDPOINT',
      ]);
    });

    it('is the demo index in mock mode, like the other Algolia variables', () => {
      expect(suggestionsOf(undefined, true)).toBe(MOCK_ALGOLIA.suggestionsIndex);
      expect(suggestionsOf('other_index', true)).toBe(MOCK_ALGOLIA.suggestionsIndex);
    });
  });

  describe('VITE_CONTACT_ENDPOINT', () => {
    const endpointOf = (value: string | undefined, mock = false) => {
      const result = readConfig({
        ...LIVE,
        mock: mock ? MOCK_ALGOLIA : null,
        VITE_CONTACT_ENDPOINT: value,
      });
      return result.ok ? result.config.contactEndpoint : result.problems;
    };

    it('hides the form when unset or blank in a live build', () => {
      expect(endpointOf(undefined)).toBeNull();
      expect(endpointOf('   ')).toBeNull();
    });

    it('takes an https address, and http only for a local server', () => {
      expect(endpointOf(' https://forms.example.org/folio/contact ')).toBe(
        'https://forms.example.org/folio/contact',
      );
      expect(endpointOf('http://localhost:8787/contact')).toBe('http://localhost:8787/contact');
      expect(endpointOf('http://127.0.0.1:8787/contact')).toBe('http://127.0.0.1:8787/contact');
    });

    it('names the variable for anything else, in live and in mock builds', () => {
      for (const value of [
        'forms.example.org/contact',
        'http://forms.example.org/contact',
        'ftp://forms.example.org/contact',
        'javascript:alert(1)',
        'https://user:secret@forms.example.org/contact',
      ]) {
        for (const mock of [false, true]) {
          expect(endpointOf(value, mock)).toEqual([
            { variable: 'VITE_CONTACT_ENDPOINT', message: expect.stringContaining('is not valid') },
          ]);
        }
      }
    });

    it('is reported beside the Algolia problems', () => {
      const result = readConfig({ mock: null, VITE_CONTACT_ENDPOINT: 'http://example.org' });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map((problem) => problem.variable)).toEqual([
        'VITE_ALGOLIA_APP_ID',
        'VITE_ALGOLIA_SEARCH_KEY',
        'VITE_ALGOLIA_INDEX',
        'VITE_CONTACT_ENDPOINT',
      ]);
    });

    it('uses the demo endpoint in mock mode unless one is set', () => {
      expect(endpointOf(undefined, true)).toBe(DEMO_CONTACT_ENDPOINT);
      expect(endpointOf('https://forms.example.org/contact', true)).toBe(
        'https://forms.example.org/contact',
      );
    });
  });

  describe('VITE_GA4_ID and VITE_GTM_ID', () => {
    const analyticsOf = (env: { VITE_GA4_ID?: string; VITE_GTM_ID?: string }, mock = false) => {
      const result = readConfig({ ...LIVE, ...env, mock: mock ? MOCK_ALGOLIA : null });
      return result.ok ? result.config.analytics : result.problems;
    };

    it('turns each destination off when its ID is unset or blank in a live build', () => {
      expect(analyticsOf({})).toEqual({ ga4Id: null, gtmId: null });
      expect(analyticsOf({ VITE_GA4_ID: '  ', VITE_GTM_ID: '' })).toEqual({
        ga4Id: null,
        gtmId: null,
      });
    });

    it('reads each ID on its own, trimmed', () => {
      expect(analyticsOf({ VITE_GA4_ID: ' G-AB12CD34EF\n' })).toEqual({
        ga4Id: 'G-AB12CD34EF',
        gtmId: null,
      });
      expect(analyticsOf({ VITE_GTM_ID: 'GTM-AB12CD3 ' })).toEqual({
        ga4Id: null,
        gtmId: 'GTM-AB12CD3',
      });
      expect(analyticsOf({ VITE_GA4_ID: 'G-ABCD', VITE_GTM_ID: 'GTM-ABCDEFGH1234' })).toEqual({
        ga4Id: 'G-ABCD',
        gtmId: 'GTM-ABCDEFGH1234',
      });
    });

    it.each([
      ['VITE_GA4_ID', 'UA-12345-1', /"G-AB12CD34EF" \(Admin › Data streams\)/],
      ['VITE_GA4_ID', 'g-ab12cd34ef', /GA4 measurement ID/],
      ['VITE_GA4_ID', 'G-ABC', /GA4 measurement ID/],
      ['VITE_GA4_ID', 'G-ABCDEFGHIJ1234567', /GA4 measurement ID/],
      ['VITE_GA4_ID', 'GTM-AB12CD3', /GA4 measurement ID/],
      ['VITE_GA4_ID', "G-AB12'; alert(1)", /GA4 measurement ID/],
      ['VITE_GTM_ID', 'G-AB12CD34EF', /"GTM-AB12CD3" \(Admin › Container settings\)/],
      ['VITE_GTM_ID', 'GTM-ABC', /Tag Manager container ID/],
      ['VITE_GTM_ID', 'GTM-ABCDEFGHIJKLM', /Tag Manager container ID/],
      ['VITE_GTM_ID', 'gtm-ab12cd3', /Tag Manager container ID/],
    ])('names %s when it is %j, in live and in mock builds', (variable, value, hint) => {
      for (const mock of [false, true]) {
        const problems = analyticsOf({ [variable]: value }, mock);
        expect(problems).toEqual([{ variable, message: expect.stringMatching(/^is not valid: /) }]);
        expect(Array.isArray(problems) && problems[0]?.message).toMatch(hint);
      }
    });

    it('is reported beside the other problems, both IDs named', () => {
      const result = readConfig({
        mock: null,
        VITE_CONTACT_ENDPOINT: 'http://example.org',
        VITE_GA4_ID: 'G-',
        VITE_GTM_ID: 'GTM-',
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems.map((problem) => problem.variable)).toEqual([
        'VITE_ALGOLIA_APP_ID',
        'VITE_ALGOLIA_SEARCH_KEY',
        'VITE_ALGOLIA_INDEX',
        'VITE_CONTACT_ENDPOINT',
        'VITE_GA4_ID',
        'VITE_GTM_ID',
      ]);
    });

    it('uses the demo IDs in mock mode unless valid ones are set', () => {
      expect(analyticsOf({}, true)).toEqual(MOCK_ANALYTICS);
      expect(analyticsOf({ VITE_GA4_ID: ' ', VITE_GTM_ID: '' }, true)).toEqual(MOCK_ANALYTICS);
      expect(analyticsOf({ VITE_GA4_ID: 'G-AB12CD34EF' }, true)).toEqual({
        ga4Id: 'G-AB12CD34EF',
        gtmId: MOCK_ANALYTICS.gtmId,
      });
      expect(analyticsOf({ VITE_GTM_ID: 'GTM-AB12CD3' }, true)).toEqual({
        ga4Id: MOCK_ANALYTICS.ga4Id,
        gtmId: 'GTM-AB12CD3',
      });
    });

    it('the demo IDs are IDs the live rules accept, and clearly not real ones', () => {
      expect(
        analyticsOf({ VITE_GA4_ID: MOCK_ANALYTICS.ga4Id, VITE_GTM_ID: MOCK_ANALYTICS.gtmId }),
      ).toEqual(MOCK_ANALYTICS);
      expect(MOCK_ANALYTICS.ga4Id).toContain('FOLIODEMO');
      expect(MOCK_ANALYTICS.gtmId).toContain('FOLIODEMO');
    });
  });

  describe('VITE_SITE_URL', () => {
    it('gives the site’s address, ending in /, in both modes', () => {
      const live = readConfig({ ...LIVE, VITE_SITE_URL: ' https://Photos.Example.org/archive ' });
      expect(live.ok && live.config.siteUrl).toBe('https://photos.example.org/archive/');
      const mock = readConfig({ mock: MOCK_ALGOLIA, VITE_SITE_URL: 'https://qa.example.org' });
      expect(mock.ok && mock.config.siteUrl).toBe('https://qa.example.org/');
    });

    it('refuses a malformed address in either mode, naming the variable', () => {
      for (const mock of [null, MOCK_ALGOLIA]) {
        const result = readConfig({ ...LIVE, mock, VITE_SITE_URL: 'photos.example.org' });
        expect(result.ok).toBe(false);
        expect(!result.ok && result.problems).toEqual([
          {
            variable: 'VITE_SITE_URL',
            message: expect.stringMatching(/^is not a full address: use one like https:\/\//),
          },
        ]);
      }
    });
  });
});
