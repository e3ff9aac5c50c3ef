import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from './mock-defaults';
import { DEMO_CONTACT_ENDPOINT, readConfig } from './env';

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
        },
        contactEndpoint: null,
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
});
