/**
 * `npm run bench:zoom`: deep zoom on the mock build (`npm run build:mock` first), served by
 * `vite preview`, in headless Chromium at 1366 × 800. On an item with tiles, the viewer open at
 * the fitted size, one "+" takes it past its largest rendition; timed from that keypress:
 *   - handover: the slide passes the rendition's pixels and the tiles are asked for
 *     (`deep-zoom-start`, after PhotoSwipe's 220 ms zoom animation);
 *   - sharp: every tile in view at the level the screen needs has been drawn and the tiles'
 *     layer shows (`deep-zoom-sharp`).
 * Cold: each run a fresh browser context (OpenSeadragon's chunk, info.json and the tiles all
 * fetched). Warm: the same page, zoomed out with "0" and in again (all of it cached).
 *
 *   npm run bench:zoom -- [--runs 10] [--item bridge] [--port 4198]
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.ts';
import { startMockPreview } from './mock-preview.ts';
import { median, percentile } from './percentiles.ts';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const runs = Number(option('runs', '10'));
const itemId = option('item', 'bridge');
const PORT = Number(option('port', '4198'));
const VIEWPORT = { width: 1366, height: 800 };

interface ZoomTiming {
  handover: number;
  sharp: number;
}

/** Runs in the page (a string: tsx's name-keeping helpers do not exist there). */
const MARK_KEY = `(() => {
  performance.clearMarks();
  window.__zoomKeyAt = null;
  document.addEventListener('keydown', () => { window.__zoomKeyAt ??= performance.now(); },
    { capture: true, once: true });
})()`;
const READ_MARKS = `(() => {
  const at = (name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? null;
  const key = window.__zoomKeyAt;
  const start = at('deep-zoom-start');
  const sharp = at('deep-zoom-sharp');
  return key === null || start === null || sharp === null
    ? null : { handover: start - key, sharp: sharp - key };
})()`;

async function zoomIn(page: Page): Promise<ZoomTiming> {
  await page.evaluate(MARK_KEY);
  await page.keyboard.press('+');
  await page.locator('.viewer-deep-zoom[data-state="sharp"]').waitFor({ timeout: 15_000 });
  const timing = (await page.evaluate(READ_MARKS)) as ZoomTiming | null;
  if (!timing) throw new Error('the deep zoom marks are missing');
  return timing;
}

async function openViewer(page: Page): Promise<void> {
  await page.goto(`http://localhost:${PORT}/item/${itemId}#view=${itemId}`);
  await page.locator('.pswp[data-state="open"]').waitFor();
}

async function measureCold(browser: Browser): Promise<ZoomTiming[]> {
  const timings: ZoomTiming[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await openViewer(page);
    timings.push(await zoomIn(page));
    await context.close();
  }
  return timings;
}

async function measureWarm(browser: Browser): Promise<ZoomTiming[]> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await openViewer(page);
  const timings: ZoomTiming[] = [];
  for (let run = 0; run <= runs; run++) {
    const timing = await zoomIn(page);
    // The first zoom loads everything once; the others find it cached.
    if (run > 0) timings.push(timing);
    await page.keyboard.press('0');
    await page.locator('.viewer-deep-zoom').waitFor({ state: 'detached' });
  }
  await page.close();
  return timings;
}

function print(kind: string, timings: ZoomTiming[]): void {
  const line = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms, p90 ${percentile(values, 90).toFixed(0)} ms`;
  console.log(`${kind}, ${timings.length} runs, "+" past the rendition of ${itemId}:`);
  console.log(`  → handover to the tiles: ${line(timings.map((t) => t.handover))}`);
  console.log(`  → first sharp view drawn from tiles: ${line(timings.map((t) => t.sharp))}`);
}

if (!existsSync('dist-mock/index.html')) {
  console.error('No mock build: run `npm run build:mock` first.');
  process.exit(1);
}
const server = await startMockPreview(PORT);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  print('cold', await measureCold(browser));
  print('warm', await measureWarm(browser));
} finally {
  await browser.close();
  server.close();
}
