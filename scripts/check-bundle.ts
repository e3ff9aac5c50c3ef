/**
 * Builds the real (non-mock) bundle with placeholder keys and checks what a visitor downloads:
 * no MSW, no local engine, no demo data, no mock credentials, and first-load JavaScript for `/`
 * within budget. Prints the figures that docs/perf.md quotes.
 *
 *   npm run check:bundle            build, check, print
 *   npm run check:bundle -- --json  the figures as JSON (for docs and benchmarks)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MOCK_ALGOLIA } from '../src/config/mock-defaults.ts';

const DIST = 'dist';
const BUDGET_GZIP_BYTES = 165 * 1024;
const PLACEHOLDER_ENV = {
  VITE_ALGOLIA_APP_ID: 'BUNDLECHECK',
  VITE_ALGOLIA_SEARCH_KEY: 'bundle-check-search-key',
  VITE_ALGOLIA_INDEX: 'bundle_check',
};

/** Strings that exist only in mock-mode code or data. */
const MOCK_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  'MiniSearch',
  MOCK_ALGOLIA.appId,
  MOCK_ALGOLIA.searchKey,
  'Aitzol Berasategi',
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** The entry, its static imports, and the lazy chunk of the `/` route with its imports. */
function firstLoadChunks(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const searchRoute = Object.keys(manifest).find((key) =>
    key.endsWith('features/search/search-route.tsx'),
  );
  if (!entry || !searchRoute)
    throw new Error('The build manifest has no entry or no search route chunk.');
  visit(entry);
  visit(searchRoute);
  return [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(join(DIST, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return { raw, gzip, brotli };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

execFileSync('npx', ['vite', 'build', '--manifest'], {
  stdio: process.argv.includes('--json') ? 'ignore' : 'inherit',
  env: { ...process.env, ...PLACEHOLDER_ENV },
});

const failures: string[] = [];
const files = listFiles(DIST);
if (existsSync(join(DIST, 'mockServiceWorker.js')))
  failures.push('dist/ contains mockServiceWorker.js');
if (files.some((file) => file.startsWith(join(DIST, 'media'))))
  failures.push('dist/ contains demo media');
for (const file of files.filter((name) => /\.(js|html|css)$/.test(name))) {
  const text = readFileSync(file, 'utf8');
  for (const marker of MOCK_MARKERS) {
    if (text.includes(marker))
      failures.push(`${file} contains mock-only code or data: "${marker}"`);
  }
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const chunks = firstLoadChunks(manifest);
const firstLoad = sizes(chunks);
const allJs = sizes(
  files.filter((file) => file.endsWith('.js')).map((file) => file.slice(DIST.length + 1)),
);
if (firstLoad.gzip > BUDGET_GZIP_BYTES) {
  failures.push(
    `first-load JS for / is ${kb(firstLoad.gzip)} gzip, over the ${kb(BUDGET_GZIP_BYTES)} budget`,
  );
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ firstLoad, allJs, chunks, budgetGzip: BUDGET_GZIP_BYTES }));
} else {
  console.log(`\nFirst-load JavaScript for / (${chunks.length} chunks):`);
  console.log(
    `  raw ${kb(firstLoad.raw)}, gzip ${kb(firstLoad.gzip)}, brotli ${kb(firstLoad.brotli)} (budget ${kb(BUDGET_GZIP_BYTES)} gzip)`,
  );
  console.log(
    `All JavaScript in dist/: raw ${kb(allJs.raw)}, gzip ${kb(allJs.gzip)}, brotli ${kb(allJs.brotli)}`,
  );
}
if (failures.length > 0) {
  console.error(`\nBundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle check passed: no mock code or data in the real build.');
