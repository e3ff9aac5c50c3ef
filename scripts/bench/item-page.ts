/**
 * Item page figures on the mock build (`npm run build:mock` first), served by `vite preview`:
 *   - time from a click on "Open viewer" to the viewer's first frame on a warm page, median of 20
 *     in headless Chromium (target ≤ 100 ms);
 *   - LCP of /item/<id> in Lighthouse's mobile preset (simulated slow 4G, 4× CPU; target ≤ 2.0 s);
 *   - with --real, the same LCP on the real build too (real-build.ts: its search hosts answered
 *     by the mock engine on this machine), where the page's record is sent early (decision 019).
 *
 *   npm run bench:item -- [--runs 20] [--item blinds] [--skip-lighthouse] [--floor URL] [--real]
 *
 * With --floor, the bare React + InstantSearch page of ../shared/floor (see its README) is
 * measured by Lighthouse in the same run, before and after, for the ratio.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.ts';
import { printLighthouseDetails, runLighthouse } from './lighthouse-mobile.ts';
import { serveRealBuild } from './real-build.ts';

const PORT = 4199;
const ORIGIN = `http://localhost:${PORT}`;
const VIEWER_TARGET_MS = 100;
const LCP_TARGET_MS = 2000;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const runs = Number(option('runs', '20'));
const itemId = option('item', 'blinds');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(ORIGIN)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer on ${ORIGIN}`);
}

/**
 * Runs in the page. A string, because tsx's name-keeping helpers do not exist in the browser.
 * Clicks "Open viewer" and resolves at the first animation frame after the dialog is in the DOM.
 */
const CLICK_TO_FIRST_FRAME = `new Promise((resolve) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Open viewer');
  const start = performance.now();
  button.click();
  const check = () => {
    if (document.querySelector('.pswp')) requestAnimationFrame(() => resolve(performance.now() - start));
    else requestAnimationFrame(check);
  };
  check();
})`;

async function measureViewerOpen(): Promise<number[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${ORIGIN}/item/${itemId}`);
  const button = page.getByRole('button', { name: 'Open viewer', exact: true });
  await button.waitFor();
  const timings: number[] = [];
  // One unmeasured opening warms the viewer's chunk and the first rendition, as on a warm page.
  for (let run = 0; run <= runs; run++) {
    const elapsed = (await page.evaluate(CLICK_TO_FIRST_FRAME)) as number;
    if (run > 0) timings.push(elapsed);
    await page.locator('.pswp[data-state="open"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    await page.waitForURL(`${ORIGIN}/item/${itemId}`);
  }
  await browser.close();
  return timings;
}

async function measureLcp(
  url: string,
  flags: readonly string[] = [],
): Promise<{ lcp: number; score: number }> {
  const figures = await runLighthouse(url, flags);
  if (process.argv.includes('--verbose')) printLighthouseDetails(figures);
  return { lcp: figures.lcp, score: figures.score };
}

if (!existsSync('dist-mock/index.html')) {
  console.error('No mock build: run `npm run build:mock` first.');
  process.exit(1);
}
const server = spawn(
  'npx',
  ['vite', 'preview', '--mode', 'mock', '--port', String(PORT), '--strictPort'],
  {
    stdio: 'ignore',
    detached: true,
  },
);
try {
  await waitForServer();
  const timings = await measureViewerOpen();
  const viewerMedian = median(timings);
  console.log(
    `Viewer, click to first frame (warm, ${timings.length} runs): median ${viewerMedian.toFixed(1)} ms, ` +
      `min ${Math.min(...timings).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms ` +
      `(target ≤ ${VIEWER_TARGET_MS} ms: ${viewerMedian <= VIEWER_TARGET_MS ? 'PASS' : 'FAIL'})`,
  );
  if (!process.argv.includes('--skip-lighthouse')) {
    const floorUrl = option('floor', '');
    const floorBefore = floorUrl ? await measureLcp(floorUrl) : null;
    const { lcp, score } = await measureLcp(`${ORIGIN}/item/${itemId}`);
    const floorAfter = floorUrl ? await measureLcp(floorUrl) : null;
    if (floorBefore && floorAfter) {
      const floorLcp = (floorBefore.lcp + floorAfter.lcp) / 2;
      console.log(
        `Lighthouse mobile, floor page: LCP ${(floorLcp / 1000).toFixed(2)} s ` +
          `(${(floorBefore.lcp / 1000).toFixed(2)} / ${(floorAfter.lcp / 1000).toFixed(2)}); ` +
          `item page / floor = ${(lcp / floorLcp).toFixed(2)}`,
      );
    }
    console.log(
      `Lighthouse mobile, /item/${itemId}: LCP ${(lcp / 1000).toFixed(2)} s, performance score ${score} ` +
        `(target LCP ≤ ${LCP_TARGET_MS / 1000} s: ${lcp <= LCP_TARGET_MS ? 'PASS' : 'FAIL'})`,
    );
    if (process.argv.includes('--real')) {
      const real = await serveRealBuild();
      try {
        const figures = await measureLcp(`${real.origin}/item/${itemId}`, real.flags);
        console.log(
          `Lighthouse mobile, /item/${itemId} of the real build: LCP ${(figures.lcp / 1000).toFixed(2)} s, ` +
            `performance score ${figures.score}`,
        );
      } finally {
        await real.close();
      }
    }
  }
} finally {
  if (server.pid) process.kill(-server.pid);
}
