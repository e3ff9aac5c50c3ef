/**
 * Builds the real (non-mock) bundle with placeholder keys and checks what a visitor downloads:
 * no MSW, no local engine, no demo data, no mock credentials; first-load JavaScript for `/`
 * within budget; the item page adding at most 15 KB gzip to it; the viewer, EXIF reader,
 * downloader, map and citation formatter only in lazy chunks; the event inspector's code and styles only in a lazy
 * chunk of their own; the security policy shipped (`_headers`, the meta in index.html) and no
 * source map and no library development build published. Prints the figures docs/perf.md quotes.
 *
 *   npm run check:bundle            build, check, print
 *   npm run check:bundle -- --json  the figures as JSON (for docs and benchmarks)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import { MOCK_ALGOLIA, MOCK_ANALYTICS } from '../src/config/mock-defaults.ts';
import { findShippedPolicyProblems } from './vite/check-shipped-policy.ts';
import { readSecurityPolicyConfig } from './vite/security-policy-config.ts';

const DIST = 'dist';
/** docs/perf.md says where the first load goes and what each issue added. */
const BUDGET_GZIP_BYTES = 165 * 1024;
/** What the item page may add to the first load of `/` (issue #8). */
const ITEM_EXTRA_BUDGET_GZIP_BYTES = 15 * 1024;
/** Vendor code that must load only on first use, never with a route. */
const LAZY_VENDORS: Record<string, RegExp> = {
  'PhotoSwipe (viewer)': /pswp__/,
  // Deep zoom loads the first time a visitor zooms past a rendition into tiles.
  'OpenSeadragon (deep zoom)': /OpenSeadragon\.Viewer|openseadragon-container/,
  'exifr (camera details)': /ExifImageWidth|FocalPlaneXResolution/,
  'js-file-downloader': /Downloader error/,
  Leaflet: /_leaflet_id/,
  'supercluster (map clusters)': /getClusterExpansionZoom/,
  // "Cite" loads the formatter, its plugins and its CSL styles on the first press (decision 046).
  'citation-js (Cite)': /@bibtex|Chicago Manual of Style/,
  // The header shows plain links first; the menu loads after the first paint (decision 017).
  'Radix Navigation Menu (site menu)': /NavigationMenuTrigger/,
};
/**
 * App code for QA that ships in the real build but must load only when opened: its module, a
 * string only its JavaScript holds, and a selector only its styles hold.
 */
const LAZY_APP_PARTS = [
  {
    name: 'Event inspector',
    module: 'src/features/event-inspector/event-inspector.tsx',
    marker: 'Copy as JSON',
    cssMarker: '.event-inspector-body',
  },
];
const PLACEHOLDER_ENV = {
  VITE_ALGOLIA_APP_ID: 'BUNDLECHECK',
  VITE_ALGOLIA_SEARCH_KEY: 'bundle-check-search-key',
  VITE_ALGOLIA_INDEX: 'bundle_check',
  VITE_SITE_URL: 'https://bundle-check.example.org/',
};

/** Strings that exist only in mock-mode code or data. */
const MOCK_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  'MiniSearch',
  MOCK_ALGOLIA.appId,
  MOCK_ALGOLIA.searchKey,
  MOCK_ANALYTICS.ga4Id,
  MOCK_ANALYTICS.gtmId,
  'Aitzol Berasategi',
];

/** Strings only a library's development build holds (React Router's dev warnings). */
const DEVELOPMENT_BUILD_MARKERS = ['You rendered descendant <Routes>'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
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

/** A manifest key and everything it imports statically. */
function withStaticImports(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

function jsFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

/** The entry, its static imports, and the lazy chunk of a route with its imports. */
function firstLoadKeys(manifest: Manifest, routeModule: string): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const route = Object.keys(manifest).find((key) => key.endsWith(routeModule));
  // The app itself and React's DOM renderer, which the small entry imports on every page
  // (src/start/main.tsx).
  const boot = Object.keys(manifest).find((key) => key === 'src/start/boot.tsx');
  const reactDom = Object.keys(manifest).find((key) => key.endsWith('react-dom/client.js'));
  if (!entry || !route || !boot || !reactDom) {
    throw new Error(
      `The build manifest has no entry, no src/start/boot.tsx, no react-dom/client or no ${routeModule}.`,
    );
  }
  return withStaticImports(manifest, [entry, boot, reactDom, route]);
}

function firstLoadChunks(manifest: Manifest): string[] {
  return jsFiles(manifest, firstLoadKeys(manifest, 'features/search/search-route.tsx'));
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
// The policy of this build: .env files and the shell as Vite read them, the placeholders on top.
const policyEnv = { ...loadEnv('production', process.cwd(), 'VITE_'), ...PLACEHOLDER_ENV };
failures.push(
  ...findShippedPolicyProblems(DIST, files, readSecurityPolicyConfig(false, policyEnv)),
);
for (const file of files.filter((name) => /\.(js|html|css)$/.test(name))) {
  const text = readFileSync(file, 'utf8');
  for (const marker of MOCK_MARKERS) {
    if (text.includes(marker))
      failures.push(`${file} contains mock-only code or data: "${marker}"`);
  }
  for (const marker of DEVELOPMENT_BUILD_MARKERS) {
    if (text.includes(marker))
      failures.push(`${file} contains a library's development build: "${marker}"`);
  }
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const chunks = firstLoadChunks(manifest);
const firstLoad = sizes(chunks);
const allJs = sizes(
  files.filter((file) => file.endsWith('.js')).map((file) => file.slice(DIST.length + 1)),
);
const searchKeys = firstLoadKeys(manifest, 'features/search/search-route.tsx');
const itemKeys = firstLoadKeys(manifest, 'features/item/item-route.tsx');
const itemFirstLoad = sizes(jsFiles(manifest, itemKeys));
const itemExtra = sizes(
  jsFiles(
    manifest,
    [...itemKeys].filter((key) => !searchKeys.has(key)),
  ),
);
// The map screen: its route with the search screen's shared parts, then what it loads at once
// (Leaflet, the outline, the clusters) as lazy chunks, which bench:map reports one by one.
const mapKeys = firstLoadKeys(manifest, 'features/search/map/map-route.tsx');
const mapFirstLoad = sizes(jsFiles(manifest, mapKeys));
if (itemExtra.gzip > ITEM_EXTRA_BUDGET_GZIP_BYTES) {
  failures.push(
    `the item page adds ${kb(itemExtra.gzip)} gzip to the first load of /, over the ${kb(ITEM_EXTRA_BUDGET_GZIP_BYTES)} budget`,
  );
}
const firstLoadText = [...new Set([...searchKeys, ...itemKeys])]
  .flatMap((key) => jsFiles(manifest, [key]))
  .map((file) => readFileSync(join(DIST, file), 'utf8'))
  .join('\n');
for (const [vendor, marker] of Object.entries(LAZY_VENDORS)) {
  if (marker.test(firstLoadText))
    failures.push(`${vendor} is in the first-load JavaScript of / or of the item page`);
}
// React's DOM renderer is evaluated as one task while a page hydrates: its CommonJS wrapper must
// be written for V8 to compile with the module (scripts/vite/eager-module-wrappers-plugin.ts);
// a Rolldown that writes the wrapper differently would leave it to the main thread again.
const reactDomClient = jsFiles(manifest, searchKeys)
  .map((file) => readFileSync(join(DIST, file), 'utf8'))
  .find((text) => text.includes('.hydrateRoot='));
if (!reactDomClient || !/\(\(function\([\w$,]*\)\{/.test(reactDomClient))
  failures.push(
    "React DOM's renderer is not in the first load of / with its CommonJS wrapper as a parenthesised function (eager-module-wrappers-plugin.ts)",
  );
const firstLoadCss = [...new Set([...searchKeys, ...itemKeys])]
  .flatMap((key) => manifest[key]?.css ?? [])
  .map((file) => readFileSync(join(DIST, file), 'utf8'))
  .join('\n');
const lazyAppParts = LAZY_APP_PARTS.map((part) => {
  const chunk = manifest[part.module];
  const chunkText = chunk ? readFileSync(join(DIST, chunk.file), 'utf8') : '';
  const css = chunk?.css ?? [];
  const failuresBefore = failures.length;
  if (firstLoadText.includes(part.marker))
    failures.push(`${part.name} code is in the first-load JavaScript of / or of the item page`);
  if (firstLoadCss.includes(part.cssMarker))
    failures.push(`${part.name} styles are in the first-load CSS of / or of the item page`);
  if (!chunk?.isDynamicEntry || !chunkText.includes(part.marker))
    failures.push(`${part.name} is not in a lazy chunk of its own (${part.module})`);
  else if (!css.some((file) => readFileSync(join(DIST, file), 'utf8').includes(part.cssMarker)))
    failures.push(`${part.name} styles do not load with its lazy chunk`);
  return {
    name: part.name,
    lazyOnly: failures.length === failuresBefore,
    file: chunk?.file ?? null,
    gzip: chunk ? sizes([chunk.file]).gzip : 0,
    cssGzip: sizes(css).gzip,
  };
});
/** Each lazily imported module with what it pulls in beyond both first loads. */
const alreadyLoaded = new Set([...searchKeys, ...itemKeys]);
const lazyChunks = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry && !alreadyLoaded.has(key))
  .map((key) => {
    const keys = [...withStaticImports(manifest, [key])].filter((k) => !alreadyLoaded.has(k));
    return { module: key, ...sizes(jsFiles(manifest, keys)) };
  })
  .sort((a, b) => b.gzip - a.gzip);

if (firstLoad.gzip > BUDGET_GZIP_BYTES) {
  failures.push(
    `first-load JS for / is ${kb(firstLoad.gzip)} gzip, over the ${kb(BUDGET_GZIP_BYTES)} budget`,
  );
}

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({
      firstLoad,
      itemFirstLoad,
      itemExtra,
      mapFirstLoad,
      lazyChunks,
      lazyAppParts,
      allJs,
      chunks,
      budgetGzip: BUDGET_GZIP_BYTES,
    }),
  );
} else {
  console.log(`\nFirst-load JavaScript for / (${chunks.length} chunks):`);
  console.log(
    `  raw ${kb(firstLoad.raw)}, gzip ${kb(firstLoad.gzip)}, brotli ${kb(firstLoad.brotli)} (budget ${kb(BUDGET_GZIP_BYTES)} gzip)`,
  );
  console.log(
    `First-load JavaScript for /item/:id: gzip ${kb(itemFirstLoad.gzip)}; adds ${kb(itemExtra.gzip)} gzip to / (budget ${kb(ITEM_EXTRA_BUDGET_GZIP_BYTES)})`,
  );
  console.log(
    `First-load JavaScript for /map (before its map chunks): gzip ${kb(mapFirstLoad.gzip)}`,
  );
  for (const part of lazyAppParts) {
    console.log(
      `${part.name}: ${part.lazyOnly ? 'not in the first load, only' : 'NOT only'} in its lazy chunk ${part.file ?? '(missing)'}, gzip ${kb(part.gzip)} JS + ${kb(part.cssGzip)} CSS`,
    );
  }
  console.log('Lazy chunks (loaded on first use), gzip:');
  for (const chunk of lazyChunks) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.module}`);
  console.log(
    `All JavaScript in dist/: raw ${kb(allJs.raw)}, gzip ${kb(allJs.gzip)}, brotli ${kb(allJs.brotli)}`,
  );
}
if (failures.length > 0) {
  console.error(`\nBundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle check passed: no mock code or data in the real build.');
