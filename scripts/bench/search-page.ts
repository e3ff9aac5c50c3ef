/**
 * Search screen figures (issue #11, "Measured"), each beside the floor page of ../shared/floor
 * (a bare React + InstantSearch page; set it up as its README says) when --floor is given:
 *
 *   - Keystroke → results: real key events in headless Chromium, one key at a time (words from
 *     the demo titles and tags, cleared between words: search-keys.ts), from keydown to the grid
 *     showing the hits of the new query (a MutationObserver; "done" is the first DOM change after
 *     which the grid shows the first hit and count of that query's response: keystroke-*.ts).
 *     Median and p90 over --runs keys at CPU throttle 1× and 4×, at 1366 × 900 (the desktop
 *     layout, every facet in the filter column). Split into keydown → request (and keydown →
 *     input), the request (with the engine's own processingTimeMS; in the mock build the engine
 *     runs in the page) and response → grid. Folio's mock build (`vite preview --mode mock`) and
 *     the floor run in the same browser, the one that goes first alternating word by word.
 *     Target: median at 1× ≤ 0.8 × the floor's, or ≤ 20 ms without a floor. After the keys, each
 *     page's first search is sent again from the page 30 times on the idle page: the request leg
 *     alone. Printed beside the target: with keydown → request, what a key costs before anything
 *     is drawn; between the floor's own keydown → input and response → grid, the least a key
 *     could take on Folio's transport. `--keys-build real` types into the real build instead,
 *     served as for Lighthouse below: its requests go over the network to the mock engine on
 *     this machine (as the floor's go to its local stand-in), not through MSW's service worker
 *     and an engine in the page.
 *   - Lighthouse mobile (simulated slow 4G, 4× CPU) on `/` of the real build: built into
 *     dist-bench-real with placeholder keys, its pages rendered in Node as `npm run build` does
 *     (real-build.ts), served by a small static server (the build's _headers, /media from dist-mock), its search
 *     hosts answered over HTTPS by the mock engine (search-host.ts). The floor before and after.
 *     Targets: score ≥ 98, LCP ≤ 2.0 s, TBT ≤ 50 ms.
 *   - The size of the first search response of `/`.
 *
 *   npm run build:mock   # first: the mock build, and the demo media the real build borrows
 *   npm run bench:search -- [--runs 100] [--floor http://127.0.0.1:4444/] [--skip-keys]
 *                           [--skip-lighthouse] [--keys-build mock|real] [--verbose]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.ts';
import {
  describeBound,
  describeRun,
  describeSlowest,
  describeTransportBound,
  measureKeystrokes,
} from './keystroke-run.ts';
import { floorTarget, folioTarget, type KeystrokeTarget } from './keystroke-targets.ts';
import {
  printLighthouseDetails,
  runLighthouse,
  type LighthouseFigures,
} from './lighthouse-mobile.ts';
import { median } from './percentiles.ts';
import {
  REAL_BUILD_ENV,
  serveRealBuild as serveRealBuildOnce,
  type ServedRealBuild,
} from './real-build.ts';

const KEY_TARGET_MS = 20;
const KEY_FLOOR_RATIO = 0.8;
const SCORE_TARGET = 98;
const LCP_TARGET_MS = 2000;
const TBT_TARGET_MS = 50;
const THROTTLE_RATES = [1, 4];
function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
const runs = Number(option('runs', '100'));
const floorUrl = option('floor', '');
const verbose = flag('verbose');
const keysBuild = option('keys-build', 'mock');
if (keysBuild !== 'mock' && keysBuild !== 'real') {
  console.error(`--keys-build is mock or real, not ${keysBuild}`);
  process.exit(2);
}
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const kb = (bytes: number) => `${bytes.toLocaleString('en')} B (${(bytes / 1024).toFixed(1)} KB)`;

const cleanups: (() => unknown)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse())
    await Promise.resolve(cleanup()).catch(() => {});
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForAnswer(url: string, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer on ${url}`);
}

/** `vite preview` of the mock build on a free port, stopped with the rest. */
async function serveMockBuild(): Promise<string> {
  const port = await freePort();
  const preview: ChildProcess = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'mock',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: 'ignore', detached: true },
  );
  cleanups.push(() => preview.pid && process.kill(-preview.pid));
  const origin = `http://127.0.0.1:${port}`;
  await waitForAnswer(origin, 'vite preview');
  return origin;
}

async function benchKeystrokes(): Promise<void> {
  const site =
    keysBuild === 'real'
      ? await serveRealBuild()
      : { origin: await serveMockBuild(), flags: [] as string[] };
  const folioBuild =
    keysBuild === 'real'
      ? { name: 'real' as const, indexName: REAL_BUILD_ENV.VITE_ALGOLIA_INDEX }
      : { name: 'mock' as const };
  const targets: KeystrokeTarget[] = [folioTarget(site.origin, folioBuild)];
  if (floorUrl) targets.push(floorTarget(floorUrl));
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...site.flags],
  });
  cleanups.push(() => browser.close());
  for (const rate of THROTTLE_RATES) {
    const [folio, floor] = await measureKeystrokes(browser, targets, rate, runs);
    if (!folio) continue;
    if (rate === THROTTLE_RATES[0]) {
      console.log(`Folio's facets (asked by its main search): ${folio.facets.join(', ')}`);
      console.log(
        `First search response of / (${keysBuild} build): ${kb(folio.firstResponseBytes)}`,
      );
    }
    console.log(`Keystroke → results, CPU ${rate}×, one key at a time, 1366 × 900:`);
    for (const run of [folio, floor]) {
      if (!run) continue;
      console.log(describeRun(run));
      if (verbose) console.log(describeSlowest(run));
    }
    const folioMedian = median(folio.timings.map((timing) => timing.total));
    const floorMedian = floor ? median(floor.timings.map((timing) => timing.total)) : NaN;
    if (floor) console.log(`  Folio / floor: ${(folioMedian / floorMedian).toFixed(2)}`);
    if (rate !== 1) continue;
    const targetMs = floor ? KEY_FLOOR_RATIO * floorMedian : KEY_TARGET_MS;
    console.log(describeBound(folio, targetMs));
    if (floor) console.log(describeTransportBound(folio, floor, targetMs));
    const target = floor
      ? `${KEY_FLOOR_RATIO} × the floor (${targetMs.toFixed(1)} ms)`
      : `${KEY_TARGET_MS} ms`;
    console.log(`  target: median ≤ ${target}: ${verdict(folioMedian <= targetMs)}`);
  }
}

function describeLighthouse(figures: LighthouseFigures): string {
  return (
    `performance ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, ` +
    `TBT ${Math.round(figures.tbt)} ms, FCP ${(figures.fcp / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}`
  );
}

/**
 * The real build on a local static server, its search hosts answered by the mock engine over
 * HTTPS (each call its own stand-in, so its responses are its own); `flags` point Chromium there.
 */
async function serveRealBuild(): Promise<ServedRealBuild> {
  const served = await serveRealBuildOnce();
  cleanups.push(() => served.close());
  return served;
}

async function benchLighthouse(): Promise<void> {
  const { origin, flags, searchHost } = await serveRealBuild();

  const floorBefore = floorUrl ? await runLighthouse(floorUrl, flags) : null;
  const folio = await runLighthouse(`${origin}/`, flags);
  const floorAfter = floorUrl ? await runLighthouse(floorUrl, flags) : null;

  const first = searchHost.responses[0];
  if (first) {
    console.log(
      `First search response of / (real build): ${kb(first.bytes)} JSON, ${kb(first.wireBytes)} gzip`,
    );
  } else {
    console.log(
      'WARNING: the real build sent no search to the stand-in: its figures are not of a working page.',
    );
  }
  console.log(`Lighthouse mobile, / of the real build: ${describeLighthouse(folio)}`);
  console.log(
    `  targets: score ≥ ${SCORE_TARGET}: ${verdict(folio.score >= SCORE_TARGET)}, ` +
      `LCP ≤ ${LCP_TARGET_MS / 1000} s: ${verdict(folio.lcp <= LCP_TARGET_MS)}, ` +
      `TBT ≤ ${TBT_TARGET_MS} ms: ${verdict(folio.tbt <= TBT_TARGET_MS)}`,
  );
  if (verbose) printLighthouseDetails(folio);
  if (floorBefore && floorAfter) {
    const mean = (pick: (figures: LighthouseFigures) => number) =>
      (pick(floorBefore) + pick(floorAfter)) / 2;
    const ratio = (pick: (figures: LighthouseFigures) => number) =>
      mean(pick) > 0 ? (pick(folio) / mean(pick)).toFixed(2) : 'n/a';
    console.log(`Lighthouse mobile, floor before: ${describeLighthouse(floorBefore)}`);
    console.log(`Lighthouse mobile, floor after:  ${describeLighthouse(floorAfter)}`);
    console.log(
      `  Folio / floor (mean of both): score ${ratio((f) => f.score)}, LCP ${ratio((f) => f.lcp)}, ` +
        `TBT ${ratio((f) => f.tbt)}, FCP ${ratio((f) => f.fcp)}`,
    );
    if (verbose) printLighthouseDetails(floorAfter);
  }
}

if (!existsSync('dist-mock/index.html')) {
  console.error(
    'No mock build: run `npm run build:mock` first (the real build borrows its media).',
  );
  process.exit(1);
}
// A shared machine: say how busy it was, so a figure can be read against it.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`${availableParallelism()} CPUs, load average ${load()} (1, 5, 15 min)`);
try {
  if (floorUrl) await waitForAnswer(floorUrl, 'The floor page (see ../shared/floor/README.md)');
  if (!flag('skip-keys')) await benchKeystrokes();
  if (!flag('skip-lighthouse')) await benchLighthouse();
} finally {
  await cleanUp();
  console.log(`load average at the end: ${load()}`);
}
