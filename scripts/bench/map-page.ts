/**
 * Map screen figures (issue 13, "Measured") with 10,000 located records in mock mode:
 *
 *   - Pan → markers: 10 pans of the map at its first view (every record in it; a mouse drag that
 *     stands still before its mouseup, so Leaflet adds no inertia and its moveend follows the
 *     mouseup; never the same area twice, or the client's cache would answer), each from the
 *     mouseup to the map showing the markers of its answer. The screen bumps the map element's
 *     `data-map-points-version` and marks `folio:map-markers-updated` each time it gives the map
 *     points, after marking `folio:map-points-received`: split into mouseup → search request,
 *     request → points received (the engine runs in the page in mock mode), points received →
 *     markers updated → the next frame. An area with over 1,000 located results gets its points
 *     in two answers (the first thousand, then the rest), shown apart. Target: the frame with
 *     all markers within 100 ms of their answer (median).
 *   - Long tasks while dragging (the 10 pans and a 2 s continuous drag), with every marker on the
 *     map; target: none (a long task is one over 50 ms). Frames while dragging: requestAnimation-
 *     Frame gaps over 1.5 × 16.7 ms during the 2 s drag, and the frames they dropped.
 *   - The map's lazy chunks (gzip): the map screen beyond the first load of `/`, and the map
 *     library chunks (Leaflet, clusters, world outline, their CSS), from the build's manifest.
 *
 * Writes the generated collection (tests/fixtures/geo-collection.ts) as JSON, builds the mock
 * build serving it (FOLIO_MOCK_RECORDS, scripts/vite/mock-records-plugin.ts) into its own folder,
 * serves that folder (static-server.ts) and drives headless Chromium at 1366 × 900.
 *
 *   npm run bench:map -- [--runs 10] [--records 10000] [--out-dir dist-bench-map]
 *                        [--skip-build] [--verbose]
 *
 * Needs the demo media (`npm run demo:media`): the records borrow the demo's images.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { generateGeoCollection } from '../../tests/fixtures/geo-collection.ts';
import { CHROMIUM_LAUNCH_OPTIONS, findChromiumProblem } from '../chromium.ts';
import { MOCK_RECORDS_VARIABLE } from '../vite/mock-records-plugin.ts';
import { median, percentile } from './percentiles.ts';
import { startStaticServer } from './static-server.ts';

/** The map screen's contract with this bench (src/features/search/map/map-panel.tsx). */
const MAP_PATH = '/map';
const MAP_SELECTOR = '[aria-label="Map of results"]';
/** On the labelled element or its parent (whichever has it): bumped after each points update. */
const VERSION_ATTRIBUTE = 'data-map-points-version';
/** Shown while the map waits for the points beyond the first thousand. */
const PARTIAL_SELECTOR = '.map-partial';
/** The list's count of the search's results ("1,234 results in this area"). */
const RESULTS_COUNT_SELECTOR = 'h2.result-stats';
const MARK_RECEIVED = 'folio:map-points-received';
const MARK_UPDATED = 'folio:map-markers-updated';
/** Search requests of the lite client (multi-queries). */
const SEARCH_REQUEST = /\/1\/indexes\/\*\/queries/;
/** Leaflet's own parts a drag must not start on (a marker, a control, a card). */
const NOT_DRAGGABLE = '.leaflet-marker-icon, .leaflet-control, .leaflet-popup, button, a, input';

const VIEWPORT = { width: 1366, height: 900 };
const MARKERS_TARGET_MS = 100;
const FRAME_MS = 1000 / 60;
const SLOW_FRAME_MS = 1.5 * FRAME_MS;
const CONTINUOUS_DRAG_MS = 2000;
const SEED = 13;
/** Where the generated records are written for the build (git ignores .cache/). */
const RECORDS_FILE = '.cache/bench-map/records.json';
/** What each map chunk holds, told by names minification keeps. */
const LIBRARY_MARKERS: Record<string, RegExp> = {
  Leaflet: /_leaflet_id/,
  Supercluster: /getClusterExpansionZoom/,
  'world-atlas': /"arcs"|\barcs:/,
  'topojson-client': /\.transform\b.*\.arcs|arcs\.map/,
};
const UPDATE_TIMEOUT_MS = 30_000;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
const runs = Number(option('runs', '10'));
const recordCount = Number(option('records', '10000'));
const outDir = resolve(option('out-dir', 'dist-bench-map'));
const verbose = flag('verbose');
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The records as JSON beside the build, and the mock build serving them. */
function buildWithRecords(): void {
  const recordsFile = resolve(RECORDS_FILE);
  mkdirSync(dirname(recordsFile), { recursive: true });
  writeFileSync(recordsFile, JSON.stringify(generateGeoCollection(recordCount, SEED)));
  console.log(`Wrote ${recordCount.toLocaleString('en')} generated records to ${recordsFile}`);
  execFileSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', outDir, '--manifest'], {
    stdio: verbose ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, [MOCK_RECORDS_VARIABLE]: recordsFile },
  });
}

// ---------------------------------------------------------------------------------------------
// Chunk sizes

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Manifest keys reachable from `roots`: static imports, and dynamic ones too if asked. */
function reachable(manifest: Manifest, roots: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const keyEnding = (manifest: Manifest, ending: string) =>
  Object.keys(manifest).find((key) => key.endsWith(ending));

interface ChunkSize {
  file: string;
  label: string;
  gzip: number;
}

function chunkSizes(manifest: Manifest, keys: Iterable<string>): ChunkSize[] {
  const files = new Map<string, string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.set(chunk.file, chunk.src ?? chunk.name ?? key);
    for (const css of chunk.css ?? []) files.set(css, `${chunk.src ?? chunk.name ?? key} (CSS)`);
  }
  return [...files].map(([file, label]) => {
    const content = readFileSync(join(outDir, file));
    const text = content.toString('utf8');
    const holds = Object.keys(LIBRARY_MARKERS).filter((name) => LIBRARY_MARKERS[name]?.test(text));
    return {
      file,
      label: holds.length > 0 ? `${label}; holds ${holds.join(', ')}` : label,
      gzip: gzipSync(content, { level: 9 }).length,
    };
  });
}

/** The map screen's route chunks beyond the first load of `/`, and the map library's. */
function mapChunks(): { screen: ChunkSize[]; library: ChunkSize[] } | null {
  const path = join(outDir, '.vite/manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const searchRoute = keyEnding(manifest, 'features/search/search-route.tsx');
  const mapRoute = keyEnding(manifest, 'features/search/map/map-route.tsx');
  const facades = ['services/maps/leaflet-results-map.ts', 'services/maps/world-outline.ts']
    .map((ending) => keyEnding(manifest, ending))
    .filter((key): key is string => key !== undefined);
  if (!entry || !searchRoute || !mapRoute) return null;
  const firstLoad = reachable(manifest, [entry, searchRoute], false);
  const screen = [...reachable(manifest, [mapRoute], false)].filter((key) => !firstLoad.has(key));
  const library = [...reachable(manifest, facades, true)].filter(
    (key) => !firstLoad.has(key) && !screen.includes(key),
  );
  return { screen: chunkSizes(manifest, screen), library: chunkSizes(manifest, library) };
}

function printChunks(): void {
  const chunks = mapChunks();
  if (!chunks) {
    console.log(
      `Map chunks: no manifest with the map route in ${outDir} (build without --skip-build).`,
    );
    return;
  }
  const print = (title: string, list: ChunkSize[]) => {
    const total = list.reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(`${title}: ${kb(total)} gzip`);
    for (const chunk of list.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}  (${chunk.label})`);
  };
  print('Map screen chunks beyond the first load of /', chunks.screen);
  print('Map library chunks (loaded when the map mounts)', chunks.library);
  const total = [...chunks.screen, ...chunks.library].reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`The map beyond the first load of /, in all: ${kb(total)} gzip`);
}

// ---------------------------------------------------------------------------------------------
// In the page (strings: tsx's name-keeping helpers do not exist in the browser)

/** Installed before the app: long tasks, mouse downs and ups, and each points update. */
const INSTRUMENT = `(() => {
  const MAP = ${JSON.stringify(MAP_SELECTOR)};
  const VERSION = ${JSON.stringify(VERSION_ATTRIBUTE)};
  const PARTIAL = ${JSON.stringify(PARTIAL_SELECTOR)};
  const state = { longTasks: [], downs: [], ups: [], updates: [], frames: null, watched: null };
  window.__mapBench = state;
  performance.setResourceTimingBufferSize(100000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('mousedown', (event) => state.downs.push(event.timeStamp), true);
  addEventListener('mouseup', (event) => state.ups.push(event.timeStamp), true);
  const observer = new MutationObserver(() => {
    const update = {
      time: performance.now(),
      version: Number(state.watched.getAttribute(VERSION)),
      partial: document.querySelector(PARTIAL) !== null,
      painted: null,
    };
    state.updates.push(update);
    requestAnimationFrame(() => setTimeout(() => { update.painted = performance.now(); }, 0));
  });
  // The labelled map element or its parent, whichever carries the version.
  setInterval(() => {
    if (state.watched && state.watched.isConnected) return;
    const map = document.querySelector(MAP);
    const target = map && (map.closest('[' + VERSION + ']') || map.querySelector('[' + VERSION + ']'));
    if (!target) return;
    observer.disconnect();
    state.watched = target;
    observer.observe(target, { attributes: true, attributeFilter: [VERSION] });
  }, 50);
})()`;

/**
 * True once the points answered after the last mouseup reached the map in full and a frame
 * followed. Updates before that answer (the screen re-applying the points it had) do not count.
 */
const SETTLED_AFTER_UP = `(() => {
  const state = window.__mapBench;
  const up = state.ups.at(-1) ?? -1;
  const answer = performance
    .getEntriesByName(${JSON.stringify(MARK_RECEIVED)}, 'mark')
    .find((mark) => mark.startTime > up);
  return answer !== undefined && state.updates.some(
    (update) => update.time > answer.startTime && !update.partial && update.painted !== null,
  );
})()`;

const MAP_READY = `(() => {
  const state = window.__mapBench;
  return state.watched !== null && state.updates.some((update) => !update.partial && update.painted !== null);
})()`;

interface PageState {
  longTasks: { start: number; duration: number }[];
  downs: number[];
  ups: number[];
  updates: { time: number; version: number; partial: boolean; painted: number }[];
  received: number[];
  updated: number[];
  requests: { start: number; end: number }[];
  results: number;
}

const READ_STATE = `(() => {
  const state = window.__mapBench;
  const times = (name) => performance.getEntriesByName(name, 'mark').map((mark) => mark.startTime);
  return {
    longTasks: state.longTasks,
    downs: state.downs,
    ups: state.ups,
    updates: state.updates,
    received: times(${JSON.stringify(MARK_RECEIVED)}),
    updated: times(${JSON.stringify(MARK_UPDATED)}),
    requests: performance
      .getEntriesByType('resource')
      .filter((entry) => ${SEARCH_REQUEST.toString()}.test(entry.name))
      .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
    results: Number(
      (document.querySelector(${JSON.stringify(RESULTS_COUNT_SELECTOR)})?.textContent ?? '')
        .match(/[0-9,]+/)?.[0]
        ?.replace(/,/g, '') ?? NaN,
    ),
  };
})()`;

/** A point of the map where a drag moves the map (not a marker or a control), in the page. */
const DRAG_START = `(() => {
  const map = document.querySelector(${JSON.stringify(MAP_SELECTOR)});
  const box = map.getBoundingClientRect();
  for (let ring = 0; ring < 8; ring++)
    for (let turn = 0; turn < 8; turn++) {
      const angle = (turn / 8) * 2 * Math.PI;
      const x = box.left + box.width / 2 + Math.cos(angle) * ring * 20;
      const y = box.top + box.height / 2 + Math.sin(angle) * ring * 20;
      const hit = document.elementFromPoint(x, y);
      if (hit && map.contains(hit) && !hit.closest(${JSON.stringify(NOT_DRAGGABLE)}))
        return { x, y, width: box.width, height: box.height };
    }
  throw new Error('No free point to drag the map from');
})()`;

const START_FRAMES = `(() => {
  const state = window.__mapBench;
  state.frames = [];
  const tick = (time) => {
    if (!state.frames) return;
    state.frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const STOP_FRAMES = `(() => {
  const state = window.__mapBench;
  const frames = state.frames;
  state.frames = null;
  return frames;
})()`;

// ---------------------------------------------------------------------------------------------
// Driving the map

interface DragStart {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A pan: press, move in steps, stand still (no inertia), release. */
async function pan(page: Page, dx: number, dy: number): Promise<void> {
  const start = (await page.evaluate(DRAG_START)) as DragStart;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    await page.mouse.move(start.x + (dx * step) / steps, start.y + (dy * step) / steps);
    await sleep(FRAME_MS);
  }
  // Leaflet throws the map on (inertia) only if the pointer moved in the last 50 ms.
  await sleep(120);
  await page.mouse.up();
}

/**
 * Polls an expression from Node until it is true. Not page.waitForFunction: that evaluates its
 * string in the page, which the site's security policy (no 'unsafe-eval') refuses.
 */
async function waitUntil(page: Page, expression: string, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await page.evaluate(expression)) return true;
    await sleep(20);
  }
  return false;
}

async function waitForMarkers(page: Page, what: string): Promise<void> {
  if (await waitUntil(page, SETTLED_AFTER_UP, UPDATE_TIMEOUT_MS)) return;
  throw new Error(
    `The map's markers did not update within ${UPDATE_TIMEOUT_MS / 1000} s of ${what}: ` +
      `does the map screen still bump ${VERSION_ATTRIBUTE} on ${MAP_SELECTOR} or its parent?`,
  );
}

interface LongTask {
  start: number;
  duration: number;
}

/** One answer of a pan's search: its points reaching the map. */
interface Answer {
  /** The request that brought it → the screen received its points (NaN: from the cache). */
  requestToReceived: number;
  /** Points received → the screen's "markers updated" mark. */
  toUpdated: number;
  /** Points received → the frame after the map's version changed. */
  toPainted: number;
  /** The map had every point of the area after it (not "Placing … results"). */
  complete: boolean;
  /** Long tasks from the points received to that frame. */
  longTasks: LongTask[];
}

interface PanTiming {
  /** NaN when the client answered from its cache (the same area as before). */
  toRequest: number;
  toAllUpdated: number;
  toAllPainted: number;
  answers: Answer[];
  /** Points updates between the mouseup and the first answer (old points applied again). */
  earlyUpdates: number;
  /** The list's count for the new area. */
  results: number;
  dragLongTasks: LongTask[];
  afterLongTasks: LongTask[];
}

const firstAfter = (times: number[], after: number) =>
  times.filter((time) => time >= after).sort((a, b) => a - b)[0] ?? NaN;

function timePan(state: PageState): PanTiming {
  const down = state.downs.at(-1) ?? NaN;
  const up = state.ups.at(-1) ?? NaN;
  const firstAnswer = firstAfter(state.received, up);
  const updates = state.updates.filter((update) => update.time > firstAnswer);
  const done = updates.find((update) => !update.partial);
  const end = done?.painted ?? NaN;
  const received = state.received.filter((time) => time > up && time <= (done?.time ?? Infinity));
  const requests = state.requests.filter((request) => request.start > up);
  const updateAfter = (time: number) => updates.find((update) => update.time >= time);
  const answers = received.map((time): Answer => {
    const update = updateAfter(time);
    const painted = update?.painted ?? NaN;
    const request = requests.filter((each) => each.end <= time).at(-1);
    return {
      requestToReceived: request ? time - request.start : NaN,
      toUpdated: firstAfter(state.updated, time) - time,
      toPainted: painted - time,
      complete: update !== undefined && !update.partial,
      longTasks: state.longTasks.filter((task) => task.start >= time && task.start < painted),
    };
  });
  return {
    toRequest: (requests[0]?.start ?? NaN) - up,
    toAllUpdated: firstAfter(state.updated, received.at(-1) ?? NaN) - up,
    toAllPainted: end - up,
    answers,
    earlyUpdates: state.updates.filter((update) => update.time > up && update.time < firstAnswer)
      .length,
    results: state.results,
    dragLongTasks: state.longTasks.filter((task) => task.start >= down && task.start < up),
    afterLongTasks: state.longTasks.filter((task) => task.start >= up && task.start < end),
  };
}

const tasks = (list: LongTask[]) => list.map((task) => ms(task.duration)).join(', ') || 'none';

function describePan(run: number, timing: PanTiming): string {
  const answers = timing.answers.map(
    (answer) =>
      `${answer.complete ? 'all' : 'first'}: request ${ms(answer.requestToReceived)}, ` +
      `→ markers ${ms(answer.toUpdated)}, → frame ${ms(answer.toPainted)}, ` +
      `long tasks ${tasks(answer.longTasks)}`,
  );
  return (
    `  pan ${run}: ${timing.results.toLocaleString('en')} results; mouseup → request ` +
    `${ms(timing.toRequest)}, → all markers ${ms(timing.toAllUpdated)}, → frame ` +
    `${ms(timing.toAllPainted)}; ${timing.earlyUpdates} update(s) before the answer; ` +
    `long tasks after mouseup ${tasks(timing.afterLongTasks)}\n    ${answers.join('\n    ')}`
  );
}

/**
 * Where each pan leaves the map, in pixels from its first view: near it, so the map stays over
 * the records, and never twice the same place, so no search is answered from the client's cache.
 */
const PAN_OFFSETS: readonly [number, number][] = [
  [-180, -60],
  [0, 30],
  [-170, -50],
  [10, 20],
  [-160, -40],
  [20, 10],
  [-150, -30],
  [30, 40],
  [-140, -70],
  [40, 50],
  [-130, -20],
];

/** After the list's offsets, the same again a few pixels lower, and so on. */
function panOffset(run: number): [number, number] {
  const [x, y] = PAN_OFFSETS[run % PAN_OFFSETS.length] ?? [0, 0];
  return [x, y + 5 * Math.floor(run / PAN_OFFSETS.length)];
}

async function measurePans(page: Page): Promise<PanTiming[]> {
  const timings: PanTiming[] = [];
  // One unmeasured pan warms the code paths of a pan and its search.
  for (let run = 0; run <= runs; run++) {
    const [x, y] = panOffset(run);
    const [fromX, fromY] = run === 0 ? [0, 0] : panOffset(run - 1);
    await pan(page, x - fromX, y - fromY);
    await waitForMarkers(page, `pan ${run}`);
    await sleep(300);
    if (run === 0) continue;
    const timing = timePan((await page.evaluate(READ_STATE)) as PageState);
    timings.push(timing);
    if (verbose) console.log(describePan(run, timing));
  }
  return timings;
}

interface DragFigures {
  frames: number;
  slowFrames: number;
  droppedFrames: number;
  longestFrame: number;
  longTasks: { start: number; duration: number }[];
}

/** Circles the map under the pointer for 2 s without letting go, counting frames. */
async function measureContinuousDrag(page: Page): Promise<DragFigures> {
  const start = (await page.evaluate(DRAG_START)) as DragStart;
  const radius = Math.min(120, start.width / 4, start.height / 4);
  await page.mouse.move(start.x + radius, start.y);
  await page.mouse.down();
  const began = await page.evaluate('performance.now()');
  await page.evaluate(START_FRAMES);
  const t0 = Date.now();
  while (Date.now() - t0 < CONTINUOUS_DRAG_MS) {
    const angle = ((Date.now() - t0) / 1000) * 2 * Math.PI;
    await page.mouse.move(start.x + radius * Math.cos(angle), start.y + radius * Math.sin(angle));
    await sleep(8);
  }
  const frames = (await page.evaluate(STOP_FRAMES)) as number[];
  const ended = (await page.evaluate('performance.now()')) as number;
  await sleep(120);
  await page.mouse.up();
  await waitForMarkers(page, 'the continuous drag');
  const state = (await page.evaluate(READ_STATE)) as PageState;
  const gaps = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  return {
    frames: frames.length,
    slowFrames: gaps.filter((gap) => gap > SLOW_FRAME_MS).length,
    droppedFrames: gaps.reduce((sum, gap) => sum + Math.max(0, Math.round(gap / FRAME_MS) - 1), 0),
    longestFrame: Math.max(0, ...gaps),
    longTasks: state.longTasks.filter(
      (task) => task.start >= (began as number) && task.start < ended,
    ),
  };
}

// ---------------------------------------------------------------------------------------------

function row(label: string, values: number[]): string {
  return `  ${label.padEnd(46)} ${ms(median(values)).padStart(10)} ${ms(percentile(values, 90)).padStart(10)} ${ms(Math.max(...values)).padStart(10)}`;
}

async function benchMap(): Promise<void> {
  const server = await startStaticServer(outDir, join(outDir, 'media'));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.addInitScript(INSTRUMENT);
    page.on('pageerror', (error) => console.error(`Page error: ${error.message}`));
    await page.goto(`${server.origin}${MAP_PATH}`);
    if (!(await waitUntil(page, MAP_READY, 60_000)))
      throw new Error(
        `The map at ${MAP_PATH} showed no markers within 60 s: is there an element ${MAP_SELECTOR} ` +
          `with ${VERSION_ATTRIBUTE} on it or its parent?`,
      );
    await sleep(1000);
    const loaded = (await page.evaluate(READ_STATE)) as PageState;
    console.log(
      `Map ready: ${loaded.updates.length} points update(s), version ${loaded.updates.at(-1)?.version ?? '?'}; ` +
        `long tasks while loading: ${loaded.longTasks.length} (longest ${ms(Math.max(0, ...loaded.longTasks.map((task) => task.duration)))})`,
    );

    const pans = await measurePans(page);
    const drag = await measureContinuousDrag(page);

    const answers = pans.flatMap((timing) => timing.answers);
    const first = answers.filter((answer) => !answer.complete);
    const all = answers.filter((answer) => answer.complete);
    const dragTasks = [...pans.flatMap((timing) => timing.dragLongTasks), ...drag.longTasks];
    const afterTasks = pans.flatMap((timing) => timing.afterLongTasks);
    const placingTasks = answers.flatMap((answer) => answer.longTasks);
    const longest = (list: LongTask[]) => ms(Math.max(0, ...list.map((task) => task.duration)));
    const cached = pans.filter((timing) => Number.isNaN(timing.toRequest)).length;
    const early = pans.reduce((sum, timing) => sum + timing.earlyUpdates, 0);

    console.log(
      `\nMap screen, ${recordCount.toLocaleString('en')} generated records (mock build), ` +
        `${VIEWPORT.width} × ${VIEWPORT.height}, ${pans.length} pans ` +
        `(results in each pan's area: ${pans.map((timing) => timing.results.toLocaleString('en')).join(', ')}):`,
    );
    console.log(
      `  ${''.padEnd(46)} ${['median', 'p90', 'max'].map((name) => name.padStart(10)).join(' ')}`,
    );
    console.log(
      row(
        'mouseup → search request sent',
        pans.map((timing) => timing.toRequest),
      ),
    );
    console.log(
      row(
        'request → points received (engine in page)',
        answers.map((answer) => answer.requestToReceived),
      ),
    );
    console.log(
      row(
        'points received → markers updated, first 1,000',
        first.map((answer) => answer.toUpdated),
      ),
    );
    console.log(
      row(
        'points received → next frame, first 1,000',
        first.map((answer) => answer.toPainted),
      ),
    );
    console.log(
      row(
        'points received → markers updated, all',
        all.map((answer) => answer.toUpdated),
      ),
    );
    console.log(
      row(
        'points received → next frame, all',
        all.map((answer) => answer.toPainted),
      ),
    );
    console.log(
      row(
        'mouseup → all markers updated',
        pans.map((timing) => timing.toAllUpdated),
      ),
    );
    console.log(
      row(
        'mouseup → next frame with all markers',
        pans.map((timing) => timing.toAllPainted),
      ),
    );
    if (cached > 0) console.log(`  ${cached} pan(s) answered from the client's cache (no request)`);
    if (early > 0)
      console.log(
        `  ${early} points update(s) between a mouseup and its answer (the map given the points it had)`,
      );
    console.log(
      `Long tasks while dragging (${pans.length} pans + ${CONTINUOUS_DRAG_MS / 1000} s drag): ` +
        `${dragTasks.length}, longest ${longest(dragTasks)}`,
    );
    console.log(
      `Long tasks from points received to the next frame (placing markers): ` +
        `${placingTasks.length}, longest ${longest(placingTasks)}`,
    );
    console.log(
      `Long tasks from mouseup to all markers (search, engine in page, markers): ` +
        `${afterTasks.length}, longest ${longest(afterTasks)}`,
    );
    console.log(
      `${CONTINUOUS_DRAG_MS / 1000} s continuous drag: ${drag.frames} frames, ${drag.slowFrames} over ` +
        `${SLOW_FRAME_MS.toFixed(1)} ms, ~${drag.droppedFrames} dropped, longest ${ms(drag.longestFrame)}`,
    );
    const allMedian = median(all.map((answer) => answer.toPainted));
    console.log(
      `  target: all markers on screen ≤ ${MARKERS_TARGET_MS} ms after the response (median, next frame): ` +
        verdict(allMedian <= MARKERS_TARGET_MS),
    );
    console.log(
      `  target: no long task over 50 ms while panning: ${verdict(dragTasks.length === 0)}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

const chromiumProblem = findChromiumProblem();
if (chromiumProblem) {
  console.error(chromiumProblem);
  process.exit(1);
}
if (!flag('skip-build')) buildWithRecords();
else if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`No build in ${outDir}: run without --skip-build first.`);
  process.exit(1);
}
printChunks();
// Other work on the machine slows the page: the figures are only as quiet as the machine.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`${availableParallelism()} CPUs, load average ${load()} (1, 5, 15 min)`);
await benchMap();
console.log(`Load average after: ${load()}`);
