/**
 * Where a keystroke's main-thread time goes on the search screen (issue #11, "Measured"): a CPU
 * profile (CDP Profiler, 100 µs samples) of typed keys on the mock build, only the samples from
 * each keydown to the grid's last change for it, attributed through the build's source maps to
 * source files and functions, grouped as ours (src/), react-dom, InstantSearch (and its helper),
 * the search client, the mock (MSW and the engine, in the page in the mock build) and the rest.
 *
 *   npx vite preview --mode mock --port 4390 &   # after npm run build:mock
 *   npx tsx scripts/bench/keystroke-profile.ts [--url http://127.0.0.1:4390/] [--keys 30]
 *                                              [--top 40] [--rate 1] [--dist dist-mock]
 *   npx tsx scripts/bench/keystroke-profile.ts --real   # dist-bench-real, after bench:search
 *
 * `--real` profiles the real build left by `bench:search` (dist-bench-real), its search hosts
 * answered by the mock engine over local HTTPS, as `bench:search --keys-build real` does.
 * Bottom-up (self time) by function and by file, and inclusive time for our own functions; the
 * groups also split by phase: keydown → request, the request, response → grid.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.ts';
import { recorderScript } from './keystroke-recorder.ts';
import { folioTarget } from './keystroke-targets.ts';
import { SEARCH_WORDS } from './search-keys.ts';
import { REAL_BUILD_DIR, REAL_BUILD_ENV, serveRealBuild } from './real-build.ts';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const real = process.argv.includes('--real');
let url = option('url', 'http://127.0.0.1:4390/');
const keys = Number(option('keys', '30'));
const top = Number(option('top', '40'));
const rate = Number(option('rate', '1'));
const distDir = option('dist', real ? REAL_BUILD_DIR : 'dist-mock');
/** As search-page.ts builds the real build. */
const KEY_INTERVAL_MS = 150;
/** A key's window ends at the grid's last change this soon after its keydown. */
const WINDOW_MS = 110;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function typeWords(page: Page, words: readonly string[], limit: number) {
  let typed = 0;
  for (const word of words) {
    for (const letter of word) {
      if (typed >= limit) break;
      await page.keyboard.press(letter);
      typed++;
      await sleep(KEY_INTERVAL_MS);
    }
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await sleep(KEY_INTERVAL_MS * 2);
    if (typed >= limit) break;
  }
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapFor(scriptUrl: string): SourceMapConsumer | null {
  if (maps.has(scriptUrl)) return maps.get(scriptUrl) ?? null;
  let consumer: SourceMapConsumer | null = null;
  const path = new URL(scriptUrl).pathname;
  try {
    const raw = JSON.parse(readFileSync(`${distDir}${path}.map`, 'utf8')) as RawSourceMap;
    consumer = new SourceMapConsumer(raw);
  } catch {
    consumer = null;
  }
  maps.set(scriptUrl, consumer);
  return consumer;
}

interface Place {
  file: string;
  fn: string;
  group: string;
}
const places = new Map<number, Place>();
function groupOf(file: string): string {
  if (file.startsWith('(')) return file;
  if (/node_modules\/react-dom|node_modules\/scheduler/.test(file)) return 'react-dom';
  if (/node_modules\/(instantsearch\.js|algoliasearch-helper|react-instantsearch)/.test(file))
    return 'instantsearch';
  if (/node_modules\/(algoliasearch|@algolia)/.test(file)) return 'search client';
  if (/node_modules\/(msw|@mswjs)|src\/mocks\//.test(file)) return 'mock (msw + engine)';
  if (/node_modules\/minisearch/.test(file)) return 'mock (msw + engine)';
  if (file.includes('node_modules/'))
    return `other: ${file.split('node_modules/')[1]?.split('/')[0]}`;
  if (file.includes('src/')) return 'ours (src/)';
  return 'other';
}
function placeOf(node: ProfileNode): Place {
  const cached = places.get(node.id);
  if (cached) return cached;
  const { callFrame } = node;
  let place: Place;
  if (!callFrame.url || !callFrame.url.startsWith('http')) {
    const name = callFrame.functionName || '(anonymous)';
    place = {
      file: name.startsWith('(') ? name : callFrame.url || '(native)',
      fn: name,
      group: name.startsWith('(') ? name : '(native / other)',
    };
  } else {
    const map = mapFor(callFrame.url);
    const original = map?.originalPositionFor({
      line: callFrame.lineNumber + 1,
      column: callFrame.columnNumber,
    });
    const file = (original?.source ?? callFrame.url).replace(/^.*?(node_modules|src)\//, '$1/');
    const fn = `${original?.name ?? callFrame.functionName ?? '?'} (${file.split('/').slice(-2).join('/')}:${original?.line ?? '?'})`;
    place = { file, fn, group: groupOf(file) };
  }
  places.set(node.id, place);
  return place;
}

async function calibrate(page: Page): Promise<number> {
  // A named busy loop at a known performance.now(): its first sample ties the two clocks.
  return (await page.evaluate(`(() => {
    const start = performance.now();
    function __folioCalibrate() { while (performance.now() - start < 15) {} }
    __folioCalibrate();
    return start;
  })()`)) as number;
}

async function main() {
  const closers: (() => Promise<void>)[] = [];
  const args = [...CHROMIUM_LAUNCH_OPTIONS.args];
  if (real) {
    const served = await serveRealBuild({ dir: distDir, build: false });
    closers.push(() => served.close());
    url = `${served.origin}/`;
    args.push(...served.flags);
  }
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, args });
  const target = folioTarget(
    new URL(url).origin,
    real ? { name: 'real', indexName: REAL_BUILD_ENV.VITE_ALGOLIA_INDEX } : { name: 'mock' },
  );
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(recorderScript(target.snapshot));
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('#results ol a[href*="/item/"]').first().waitFor();
  await target.prepare?.(page);
  await page.locator(target.searchBox).first().focus();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await typeWords(page, ['grass', 'blue'], 99); // warm-up, not profiled
  await sleep(500);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const calibratedAt = await calibrate(page);
  const firstKey = ((await page.evaluate('window.__bench.keydowns.length')) as number) ?? 0;
  await typeWords(page, SEARCH_WORDS.slice(2), keys);
  await sleep(400);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const bench = (await page.evaluate(`({
    keydowns: window.__bench.keydowns,
    changes: window.__bench.changes,
    requests: performance.getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/1/indexes/*/queries'))
      .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
  })`)) as {
    keydowns: number[];
    changes: { t: number; s: string }[];
    requests: { start: number; end: number }[];
  };
  await browser.close();
  for (const close of closers) await close();

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  // Sample times in the page's performance.now() clock.
  const times: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const calibSample = profile.samples.findIndex((id) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (byId.get(at)?.callFrame.functionName === '__folioCalibrate') return true;
    return false;
  });
  if (calibSample < 0) throw new Error('calibration function not sampled');
  const offset = (times[calibSample] ?? 0) / 1000 - calibratedAt;
  const keydowns = bench.keydowns.slice(firstKey).filter((_, at, all) => at < all.length);
  // Each typed key's window: keydown → the grid's last change within WINDOW_MS (the grid
  // signature changes once per key); keys whose grid did not change (clears, Control) are skipped.
  const windows: [number, number, number, number][] = [];
  for (const keydown of keydowns) {
    const changes = bench.changes.filter((c) => c.t >= keydown && c.t <= keydown + WINDOW_MS);
    const last = changes.at(-1);
    // The first search request after the key (the suggestions' come 120 ms later).
    const request = bench.requests.find((r) => r.start >= keydown && r.start <= keydown + 50);
    if (last) windows.push([keydown, last.t, request?.start ?? keydown, request?.end ?? keydown]);
  }
  const phaseOf = (ms: number): string | null => {
    const hit = windows.find(([from, to]) => ms >= from && ms <= to);
    if (!hit) return null;
    return ms < hit[2] ? '1 keydown → request' : ms < hit[3] ? '2 request' : '3 response → grid';
  };
  const byPhase = new Map<string, Map<string, number>>();
  const byPhaseFunction = new Map<string, Map<string, number>>();
  const self = new Map<string, number>();
  const selfFile = new Map<string, number>();
  const selfGroup = new Map<string, number>();
  const inclusiveOurs = new Map<string, number>();
  // Time in helpers (object spreads and the like) charged to the first frame above them that
  // is not a helper, so "who spreads" shows.
  const helperCallers = new Map<string, number>();
  const isHelper = (place: Place) =>
    /@swc|rolldown-runtime|\(native|dequal|merge\.js/.test(`${place.file} ${place.group}`);
  let total = 0;
  profile.samples.forEach((id, index) => {
    const at = (times[index] ?? 0) / 1000 - offset;
    const phase = phaseOf(at);
    if (!phase) return;
    const dt = (profile.timeDeltas[index + 1] ?? 100) / 1000;
    total += dt;
    const node = byId.get(id);
    if (!node) return;
    const place = placeOf(node);
    const phaseGroups = byPhase.get(phase) ?? new Map<string, number>();
    byPhase.set(phase, phaseGroups);
    phaseGroups.set(place.group, (phaseGroups.get(place.group) ?? 0) + dt);
    phaseGroups.set(' all', (phaseGroups.get(' all') ?? 0) + dt);
    const phaseFunctions = byPhaseFunction.get(phase) ?? new Map<string, number>();
    byPhaseFunction.set(phase, phaseFunctions);
    const fnKey = `${place.group} | ${place.fn}`;
    phaseFunctions.set(fnKey, (phaseFunctions.get(fnKey) ?? 0) + dt);
    self.set(`${place.group} | ${place.fn}`, (self.get(`${place.group} | ${place.fn}`) ?? 0) + dt);
    selfFile.set(place.file, (selfFile.get(place.file) ?? 0) + dt);
    selfGroup.set(place.group, (selfGroup.get(place.group) ?? 0) + dt);
    if (isHelper(place)) {
      let up = parent.get(id);
      while (up !== undefined && isHelper(placeOf(byId.get(up) as ProfileNode)))
        up = parent.get(up);
      const caller = up === undefined ? '(top)' : placeOf(byId.get(up) as ProfileNode).fn;
      const key = `${place.fn.split(' (')[0]} ← ${caller}`;
      helperCallers.set(key, (helperCallers.get(key) ?? 0) + dt);
    }
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const upNode = byId.get(up);
      if (!upNode) break;
      const upPlace = placeOf(upNode);
      if (upPlace.group !== 'ours (src/)' || seen.has(upPlace.fn)) continue;
      seen.add(upPlace.fn);
      inclusiveOurs.set(upPlace.fn, (inclusiveOurs.get(upPlace.fn) ?? 0) + dt);
    }
  });
  const n = windows.length;
  const print = (title: string, map: Map<string, number>, count: number) => {
    console.log(`\n${title} (ms per key)`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`  ${(ms / n).toFixed(2).padStart(6)}  ${name}`);
  };
  console.log(
    `load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}; CPU ${rate}×`,
  );
  console.log(
    `${n} keys; sampled time inside their windows: ${(total / n).toFixed(1)} ms per key ` +
      `(window median ${median(windows.map(([a, b]) => b - a)).toFixed(1)} ms)`,
  );
  print('Self time by group', selfGroup, 20);
  for (const [phase, groups] of [...byPhase].sort()) print(`Phase ${phase}, by group`, groups, 8);
  print('Self time by file', selfFile, top);
  print('Self time by function', self, top);
  print('Inclusive time, our functions', inclusiveOurs, top);
  print('Helpers and native calls, by the frame that called them', helperCallers, top);
  for (const [phase, functions] of [...byPhaseFunction].sort())
    print(`Phase ${phase}, self time by function`, functions, 25);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

await main();
