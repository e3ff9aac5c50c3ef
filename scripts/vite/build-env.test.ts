import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decideBuildEnv } from './build-env';

const KEYS = {
  VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5',
  VITE_ALGOLIA_SEARCH_KEY: 'search-only',
  VITE_ALGOLIA_INDEX: 'photos',
  VITE_SITE_URL: 'https://photos.example.org/',
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

  it('refuses a real build without VITE_SITE_URL, naming it, and one the site would refuse', () => {
    const withoutSiteUrl: Record<string, string> = { ...KEYS, VITE_SITE_URL: '' };
    expect(() => decideBuildEnv('build', 'production', withoutSiteUrl)).toThrow(
      "VITE_SITE_URL is not set: the real build writes each page's canonical URL",
    );
    expect(() =>
      decideBuildEnv('build', 'production', { ...KEYS, VITE_SITE_URL: 'photos.example.org' }),
    ).toThrow(/ {2}VITE_SITE_URL is not a full address: use one like https:\/\//);
    // The mock build and the dev server fall back on a local address.
    expect(decideBuildEnv('build', 'mock', withoutSiteUrl)).toEqual({ mock: true });
    expect(decideBuildEnv('serve', 'development', withoutSiteUrl)).toEqual({ mock: false });
  });

  it('refuses anything that looks like an admin key in a VITE_ variable', () => {
    expect(() =>
      decideBuildEnv('build', 'production', { ...KEYS, VITE_ALGOLIA_ADMIN_KEY: 'secret' }),
    ).toThrow(/VITE_ALGOLIA_ADMIN_KEY would be published/);
    expect(() => decideBuildEnv('serve', 'development', { VITE_ALGOLIA_ADMIN_KEY: 'x' })).toThrow();
  });

  it('refuses a real build with a value the site would refuse at start, naming the variable', () => {
    const build = (env: Record<string, string>) => () =>
      decideBuildEnv('build', 'production', { ...KEYS, ...env });
    expect(build({ VITE_ALGOLIA_SEARCH_KEY: 'my key!' })).toThrow(
      'The site would refuse this configuration and show only "not configured":\n' +
        '  VITE_ALGOLIA_SEARCH_KEY is not valid: use the search-only API key from the Algolia ' +
        'dashboard (API Keys).\n' +
        'Fix it in .env.local or in the build environment (see .env.example).',
    );
    expect(build({ VITE_ALGOLIA_SEARCH_KEY: 'short' })).toThrow(/VITE_ALGOLIA_SEARCH_KEY is not/);
    expect(build({ VITE_ALGOLIA_APP_ID: 'my app' })).toThrow(
      / {2}VITE_ALGOLIA_APP_ID is not valid/,
    );
    expect(build({ VITE_ALGOLIA_INDEX: 'photos<script>' })).toThrow(/VITE_ALGOLIA_INDEX is not/);
    expect(build({ VITE_CONTACT_ENDPOINT: 'http://forms.example.org' })).toThrow(
      /VITE_CONTACT_ENDPOINT is not valid: use an https:\/\/ address/,
    );
    expect(build({ VITE_CONTACT_ENDPOINT: 'https://forms.example.org/contact' })()).toEqual({
      mock: false,
    });
    expect(build({ VITE_MAP_TILES_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /VITE_MAP_TILES_URL is not a tile address: use an https:\/\/ address/,
    );
  });

  it('builds against VITE_ALGOLIA_HOSTS, and refuses a list the site would refuse, naming the entry', () => {
    const build = (hosts: string) => () =>
      decideBuildEnv('build', 'production', { ...KEYS, VITE_ALGOLIA_HOSTS: hosts });
    expect(build('127.0.0.1:8787')()).toEqual({ mock: false });
    expect(build('127.0.0.1:8787/1/indexes')).toThrow(
      / {2}VITE_ALGOLIA_HOSTS entry 1 \("127\.0\.0\.1:8787\/1\/indexes"\) has a path/,
    );
  });

  it('leaves the mock build and the dev server to the run-time check', () => {
    const bad = { ...KEYS, VITE_ALGOLIA_SEARCH_KEY: 'my key!' };
    expect(decideBuildEnv('build', 'mock', bad)).toEqual({ mock: true });
    expect(decideBuildEnv('serve', 'development', bad)).toEqual({ mock: false });
  });

  it('stops `vite build` itself before anything is built', async () => {
    const outDir = join(await mkdtemp(join(tmpdir(), 'folio-build-env-')), 'dist');
    const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
    try {
      const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir], {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        encoding: 'utf8',
        env: { ...process.env, ...KEYS, VITE_ALGOLIA_SEARCH_KEY: 'my key!' },
        timeout: 60_000,
      });
      expect(result.stderr).toContain('VITE_ALGOLIA_SEARCH_KEY is not valid');
      expect(result.status).toBe(1);
      expect(existsSync(outDir)).toBe(false);
    } finally {
      await rm(join(outDir, '..'), { recursive: true, force: true });
    }
  }, 60_000);
});
