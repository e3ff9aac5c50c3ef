import { execFileSync } from 'node:child_process';
import { searchClientOptions } from '../../src/services/search/search-client.ts';
import { startSearchHost, type SearchHost } from './search-host.ts';
import { startStaticServer } from '../static-server.ts';
import { renderPages } from '../render/render-pages.ts';
import { DEMO_RECORDS_FILE } from '../vite/site-config-plugin.ts';

/**
 * The real build as the benchmarks measure it: built into dist-bench-real with placeholder
 * keys and its pages rendered in Node as `npm run build` renders them (scripts/render/, mode
 * production, the demo records as the records file), served by a small static server (the
 * build's _headers, each rendered page at its address, /media from dist-mock), its search hosts
 * answered over HTTPS by the mock engine on this machine (search-host.ts).
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

/** The folders built by this process: a benchmark builds each once. */
const built = new Set<string>();
/** `vite build` then the pages rendered in Node, as `npm run build` does, into `dir`. */
export async function buildReal(dir = REAL_BUILD_DIR): Promise<void> {
  console.log(`Building the real build into ${dir}…`);
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, ...REAL_BUILD_ENV },
  });
  // The renderer reads the build's configuration from this process's environment, as the build's
  // own render step reads the deployment's.
  const saved = Object.fromEntries(
    Object.keys(REAL_BUILD_ENV).map((key) => [key, process.env[key]]),
  );
  Object.assign(process.env, REAL_BUILD_ENV);
  try {
    const report = await renderPages({
      dist: dir,
      mode: 'production',
      recordsFile: DEMO_RECORDS_FILE,
    });
    if (report.skipped) throw new Error(report.skipped);
    if (report.failed.length > 0)
      throw new Error(`Pages not rendered:\n  ${report.failed.join('\n  ')}`);
    console.log(`Rendered ${report.pages.length} pages of the real build in Node.`);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
  }
  built.add(dir);
}

export interface ServedRealBuild {
  origin: string;
  /** Chromium flags that send the search hosts to the stand-in. */
  flags: string[];
  searchHost: SearchHost;
  close(): Promise<void>;
}

/**
 * Builds `dir` (once a process) and serves it; `flags` point Chromium at its stand-in hosts.
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
  if (build && !built.has(dir)) await buildReal(dir);
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
