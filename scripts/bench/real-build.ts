import { execFileSync } from 'node:child_process';
import { searchClientOptions } from '../../src/services/search/search-client.ts';
import { startSearchHost, type SearchHost } from './search-host.ts';
import { startStaticServer } from '../static-server.ts';
import { prerenderPages } from '../prerender/prerender-pages.ts';

/**
 * The real build as the benchmarks measure it: built into dist-bench-real with placeholder
 * keys and prerendered as a deployment would (`/` and the item pages, from the index its search
 * hosts answer), served by a small static server (the build's _headers, /media from dist-mock),
 * its search hosts answered over HTTPS by the mock engine on this machine (search-host.ts).
 */
export const REAL_BUILD_DIR = 'dist-bench-real';
/** Placeholder credentials that pass the build's checks; they name no Algolia application. */
export const REAL_BUILD_ENV = {
  VITE_ALGOLIA_APP_ID: 'BENCHAPP',
  VITE_ALGOLIA_SEARCH_KEY: '5e1f0c3a9b7d4e2f8a6c0b1d3e5f7a9c',
  VITE_ALGOLIA_INDEX: 'folio_bench',
  VITE_SITE_URL: 'https://bench.example.org/',
};

/** Every host the real build's search client may call (lower case, as URLs carry them). */
function searchHostNames(appId: string): string[] {
  const hosts = [0, 0.4, 0.8].flatMap((random) =>
    (searchClientOptions(appId, () => random).hosts ?? []).map((host) => host.url.toLowerCase()),
  );
  return [...new Set(hosts)];
}

/** The real build has no demo media: the mock build's are the same files. */
const MEDIA_DIR = 'dist-mock/media';

let built = false;
function buildReal(): void {
  console.log(`Building the real build into ${REAL_BUILD_DIR}…`);
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', REAL_BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, ...REAL_BUILD_ENV } },
  );
  built = true;
}

export interface ServedRealBuild {
  origin: string;
  /** Chromium flags that send the search hosts to the stand-in. */
  flags: string[];
  searchHost: SearchHost;
  close(): Promise<void>;
}

/**
 * Builds (once) and serves the real build; `flags` point Chromium at its stand-in hosts.
 * `build: false` serves what `dir` already holds (a build left by an earlier run).
 */
export async function serveRealBuild({
  dir = REAL_BUILD_DIR,
  build = true,
}: { dir?: string; build?: boolean } = {}): Promise<ServedRealBuild> {
  const hosts = searchHostNames(REAL_BUILD_ENV.VITE_ALGOLIA_APP_ID);
  const searchHost = await startSearchHost(REAL_BUILD_ENV.VITE_ALGOLIA_INDEX, hosts);
  const flags = [
    `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${searchHost.port}`).join(', ')}`,
    '--ignore-certificate-errors',
  ];
  if (build && !built) {
    buildReal();
    await prerenderPages({ dist: REAL_BUILD_DIR, chromiumArgs: flags, mediaDir: MEDIA_DIR });
    // The benchmark's own figures start from here: what prerendering asked is not theirs.
    searchHost.responses.length = 0;
  }
  const site = await startStaticServer(dir, MEDIA_DIR, { prerenderedPages: true });
  return {
    origin: site.origin,
    flags,
    searchHost,
    async close() {
      await site.close();
      await searchHost.close();
    },
  };
}
