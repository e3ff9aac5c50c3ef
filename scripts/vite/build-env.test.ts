import { describe, expect, it } from 'vitest';
import { decideBuildEnv } from './build-env';

const KEYS = {
  VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5',
  VITE_ALGOLIA_SEARCH_KEY: 'search-only',
  VITE_ALGOLIA_INDEX: 'photos',
};

describe('decideBuildEnv', () => {
  it('serves mock mode when no key is set, and the real service when they are', () => {
    expect(decideBuildEnv('serve', 'development', {})).toEqual({ mock: true });
    expect(decideBuildEnv('serve', 'development', KEYS)).toEqual({ mock: false });
  });

  it('always builds the mock build in mock mode, keys or not', () => {
    expect(decideBuildEnv('build', 'mock', {})).toEqual({ mock: true });
    expect(decideBuildEnv('build', 'mock', KEYS)).toEqual({ mock: true });
  });

  it('refuses a real build without keys, naming them and pointing to build:mock', () => {
    expect(() => decideBuildEnv('build', 'production', {})).toThrow(
      /VITE_ALGOLIA_APP_ID, VITE_ALGOLIA_SEARCH_KEY, VITE_ALGOLIA_INDEX.*npm run build:mock/,
    );
    expect(() =>
      decideBuildEnv('build', 'production', { VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5' }),
    ).toThrow(/missing: VITE_ALGOLIA_SEARCH_KEY, VITE_ALGOLIA_INDEX/);
    expect(decideBuildEnv('build', 'production', KEYS)).toEqual({ mock: false });
  });

  it('refuses anything that looks like an admin key in a VITE_ variable', () => {
    expect(() =>
      decideBuildEnv('build', 'production', { ...KEYS, VITE_ALGOLIA_ADMIN_KEY: 'secret' }),
    ).toThrow(/VITE_ALGOLIA_ADMIN_KEY would be published/);
    expect(() => decideBuildEnv('serve', 'development', { VITE_ALGOLIA_ADMIN_KEY: 'x' })).toThrow();
  });
});
