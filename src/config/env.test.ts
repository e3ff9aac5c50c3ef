import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from './mock-defaults';
import { readConfig } from './env';

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
      config: { mode: 'mock', archiveName: 'Folio', algolia: { ...MOCK_ALGOLIA } },
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
});
