/**
 * How long a newcomer waits after `npm run dev` (after `npm ci`): until the dev server answers,
 * until the first results show in a real Chromium, and until the first screen of images has
 * loaded. With --cold, the demo renditions and Vite's dependency cache are moved aside first,
 * as on a fresh clone, and put back afterwards. Target: ready within 120 s on 2 cores.
 *
 *   npm run bench:dev-start -- [--cold]
 */
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.ts';

const PORT = 5199;
const URL_ROOT = `http://localhost:${PORT}/`;
const MEDIA = 'public-mock/media';
const BACKUP = `.cache/bench-dev-start-media-${process.pid}`;
const TARGET_MS = 120_000;
const cold = process.argv.includes('--cold');

function moveAside(): () => void {
  if (!cold) return () => {};
  rmSync('node_modules/.vite', { recursive: true, force: true });
  const hadMedia = existsSync(MEDIA);
  if (hadMedia) renameSync(MEDIA, BACKUP);
  return () => {
    rmSync(MEDIA, { recursive: true, force: true });
    if (hadMedia) renameSync(BACKUP, MEDIA);
  };
}

async function waitForServer(started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(URL_ROOT);
      if (response.ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > TARGET_MS * 2)
      throw new Error('The dev server never answered.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const restore = moveAside();
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

const started = performance.now();
const server = spawn('npx', ['vite', '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    VITE_ALGOLIA_APP_ID: '',
    VITE_ALGOLIA_SEARCH_KEY: '',
    VITE_ALGOLIA_INDEX: '',
  },
  detached: true,
});
try {
  const serverMs = await waitForServer(started);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(URL_ROOT);
  await page.getByText(/^\d+ results? in/).waitFor({ timeout: TARGET_MS * 2 });
  const resultsMs = performance.now() - started;
  await page.waitForFunction(
    () => {
      const images = [
        ...document.querySelectorAll<HTMLImageElement>('[aria-label="Search results"] img'),
      ];
      const visible = images.filter(
        (image) => image.getBoundingClientRect().top < window.innerHeight,
      );
      return (
        visible.length > 0 && visible.every((image) => image.complete && image.naturalWidth > 0)
      );
    },
    undefined,
    { timeout: TARGET_MS * 2, polling: 200 },
  );
  const imagesMs = performance.now() - started;
  await browser.close();

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`npm run dev (${cold ? 'cold: no renditions, no Vite dep cache' : 'warm'}), 2 cores`);
  console.log(`  dev server answering:        ${seconds(serverMs)}`);
  console.log(`  first results in Chromium:   ${seconds(resultsMs)}`);
  console.log(`  first screen of images:      ${seconds(imagesMs)}`);
  console.log(`  target (ready within 120 s): ${imagesMs <= TARGET_MS ? 'PASS' : 'FAIL'}`);
  process.exitCode = imagesMs <= TARGET_MS ? 0 : 1;
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  restore();
}
