/**
 * Item page figures on the mock build (`npm run build:mock` first), served by `vite preview`:
 *   - the viewer's opening (viewer-open.ts): click on "Open viewer" → first visible frame (the
 *     stage at full opacity; target ≤ 100 ms) and → sharp photo (target ≤ 300 ms), warm and
 *     cold, median and p90 of --runs in headless Chromium;
 *   - LCP of /item/<id> in Lighthouse's mobile preset (simulated slow 4G, 4× CPU; target ≤ 2.0 s);
 *   - with --real, the same LCP on the real build too (real-build.ts: its search hosts answered
 *     by the mock engine on this machine), where the page's record is sent early (decision 019).
 *
 *   npm run bench:item -- [--runs 20] [--item blinds] [--port 4199] [--skip-lighthouse]
 *                         [--skip-cold] [--floor URL] [--real]
 *
 * With --floor, the bare React + InstantSearch page of ../shared/floor (see its README) is
 * measured by Lighthouse in the same run, before and after, for the ratio.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.ts';
import { startMockPreview } from './mock-preview.ts';
import { printLighthouseDetails, runLighthouse } from './lighthouse-mobile.ts';
import { serveRealBuild } from './real-build.ts';
import { measureCold, measureWarm, printViewerOpenings } from './viewer-open.ts';

const LCP_TARGET_MS = 2000;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const runs = Number(option('runs', '20'));
const itemId = option('item', 'blinds');
const PORT = Number(option('port', '4199'));
const ORIGIN = `http://localhost:${PORT}`;

async function measureViewer(): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const url = `${ORIGIN}/item/${itemId}`;
    printViewerOpenings('warm', await measureWarm(browser, url, runs));
    if (!process.argv.includes('--skip-cold'))
      printViewerOpenings('cold', await measureCold(browser, url, runs));
  } finally {
    await browser.close();
  }
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
const server = await startMockPreview(PORT);
try {
  await measureViewer();
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
  server.close();
}
