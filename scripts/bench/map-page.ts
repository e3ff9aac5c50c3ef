/**
 * Map screen figures (issue 13, "Measured") with 10,000 located records in mock mode, in
 * headless Chromium at 1366 × 900, the map holding every located record's point:
 *
 *   - Pan → markers: 10 pans (a mouse drag that stands still before its mouseup, so Leaflet adds
 *     no inertia and its moveend follows the mouseup; never the same area twice, or the search
 *     client's cache would answer), each from the mouseup to the frame after the last change to
 *     the markers: Leaflet's marker pane redrawn, and any points the pan's search brought.
 *   - Search → markers: 10 new queries typed in the search box, each bringing the map all the
 *     located results of the query: request → points received (the engine runs in the page in
 *     mock mode) → markers updated → the next frame, from the screen's marks
 *     `folio:map-points-received` and `folio:map-markers-updated` and its map element's
 *     `data-map-points-version` (bumped on each points update). Over 1,000 results come in two
 *     answers (the first thousand, then the rest), shown apart. Target: the frame with all
 *     markers within 100 ms of their answer (median, every answer that completed the map).
 *   - Long tasks while dragging (the pans and a 2 s continuous drag); target: none (a long task
 *     is one over 50 ms). Frames during the 2 s drag: gaps over 1.5 × 16.7 ms, frames dropped.
 *   - The map's lazy chunks (gzip): map-chunks.ts.
 *
 * Writes the generated collection (tests/fixtures/geo-collection.ts) as JSON, builds a mock
 * build serving it (FOLIO_MOCK_RECORDS, scripts/vite/mock-records-plugin.ts) into its own folder,
 * and serves that folder (static-server.ts). The pans start from --view (`lat,lng,zoom`, by
 * default Europe at zoom 4, where a pan shows other markers; `fit` for the screen's first view,
 * every record in sight).
 *
 *   npm run bench:map -- [--runs 10] [--records 10000] [--view 48,10,4|fit]
 *                        [--out-dir dist-bench-map] [--skip-build] [--verbose]
 *
 * Needs the demo media (`npm run demo:media`): the records borrow the demo's images.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { generateGeoCollection } from '../../tests/fixtures/geo-collection.ts';
import { CHROMIUM_LAUNCH_OPTIONS, findChromiumProblem } from '../chromium.ts';
import { MOCK_RECORDS_VARIABLE } from '../vite/mock-records-plugin.ts';
import { printMapChunks } from './map-chunks.ts';
import {
  dragContinuously,
  FRAME_MS,
  pan,
  panOffset,
  queryFor,
  readState,
  settle,
  waitUntil,
} from './map-drive.ts';
import { INSTRUMENT, MAP_CONTRACT, MAP_READY } from './map-probe.ts';
import { describeAftermath, longest, printMapReport, type PanFigures } from './map-report.ts';
import { timeAftermath, type Aftermath } from './map-timings.ts';
import { startStaticServer } from '../static-server.ts';

const VIEWPORT = { width: 1366, height: 900 };
const CONTINUOUS_DRAG_MS = 2000;
const SEED = 13;
/** Where the generated records are written for the build (git ignores .cache/). */
const RECORDS_FILE = '.cache/bench-map/records.json';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
const runs = Number(option('runs', '10'));
const recordCount = Number(option('records', '10000'));
const view = option('view', '48,10,4');
const outDir = resolve(option('out-dir', 'dist-bench-map'));
const verbose = flag('verbose');

/** The records as JSON, and the mock build serving them. */
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

function startPath(): string {
  if (view === 'fit') return MAP_CONTRACT.path;
  const [lat = '', lng = '', zoom = ''] = view.split(',');
  return `${MAP_CONTRACT.path}?${new URLSearchParams({ lat, lng, zoom })}`;
}

async function measurePans(page: Page): Promise<PanFigures[]> {
  const figures: PanFigures[] = [];
  // One unmeasured pan warms the code paths of a pan and its search.
  for (let run = 0; run <= runs; run++) {
    const [x, y] = panOffset(run);
    const [fromX, fromY] = run === 0 ? [0, 0] : panOffset(run - 1);
    await pan(page, x - fromX, y - fromY);
    await settle(page, 'state.ups.at(-1)', `pan ${run}`);
    if (run === 0) continue;
    const state = await readState(page);
    const down = state.downs.at(-1) ?? NaN;
    const up = state.ups.at(-1) ?? NaN;
    const measured = {
      ...timeAftermath(state, up),
      dragLongTasks: state.longTasks.filter((task) => task.start >= down && task.start < up),
    };
    figures.push(measured);
    if (verbose) console.log(describeAftermath(`pan ${run}`, measured));
  }
  return figures;
}

async function measureSearches(page: Page): Promise<Aftermath[]> {
  const box = page.getByRole(MAP_CONTRACT.search.role, { name: MAP_CONTRACT.search.name });
  const figures: Aftermath[] = [];
  // One unmeasured search first, as for the pans.
  for (let run = 0; run <= runs; run++) {
    const query = queryFor(run);
    await box.fill(query);
    await settle(page, 'state.inputs.at(-1)', `the search "${query}"`, true);
    if (run === 0) continue;
    const state = await readState(page);
    const search = timeAftermath(state, state.inputs.at(-1) ?? NaN);
    figures.push(search);
    if (verbose) console.log(describeAftermath(`"${query}"`, search));
  }
  return figures;
}

async function benchMap(): Promise<void> {
  const server = await startStaticServer(outDir, join(outDir, 'media'));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.addInitScript(INSTRUMENT);
    page.on('pageerror', (error) => console.error(`Page error: ${error.message}`));
    await page.goto(`${server.origin}${startPath()}`);
    if (!(await waitUntil(page, MAP_READY, 60_000)))
      throw new Error(
        `The map at ${startPath()} showed no points within 60 s: is there an element ` +
          `${MAP_CONTRACT.map} with ${MAP_CONTRACT.versionAttribute} on it or its parent?`,
      );
    await settle(page, '0', 'loading');
    const loaded = await readState(page);
    console.log(
      `Map ready at ${startPath()}: ${loaded.results.toLocaleString('en')} results; long tasks ` +
        `while loading (the engine indexing in the page): ${loaded.longTasks.length}, longest ` +
        `${longest(loaded.longTasks)}`,
    );
    const pans = await measurePans(page);
    const drag = await dragContinuously(page, CONTINUOUS_DRAG_MS);
    const searches = await measureSearches(page);
    console.log(
      `\n${recordCount.toLocaleString('en')} generated records (mock build), ` +
        `${VIEWPORT.width} × ${VIEWPORT.height}.`,
    );
    printMapReport({
      startPath: startPath(),
      pans,
      searches,
      queries: searches.map((_, index) => queryFor(index + 1)),
      drag,
      dragMs: CONTINUOUS_DRAG_MS,
      frameMs: FRAME_MS,
    });
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
printMapChunks(outDir);
// Other work on the machine slows the page: the figures are only as quiet as the machine.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`${availableParallelism()} CPUs, load average ${load()} (1, 5, 15 min)`);
await benchMap();
console.log(`Load average after: ${load()}`);
