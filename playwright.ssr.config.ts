import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, findChromiumProblem } from './scripts/chromium.ts';
import { resolveServerPort } from './tests/e2e/server-port.ts';

/**
 * The hydration journeys of issue 27's prototype (tests/e2e/ssr/, decision 038): a mock build of
 * its own, rendered in Node by scripts/render/render-pages.ts, served by `vite preview`. `npm run
 * validate` runs them and counts them from the JSON report (E2E_SSR_REPORT names its file):
 *
 *   npx playwright test -c playwright.ssr.config.ts
 */
const chromiumProblem = findChromiumProblem();
if (chromiumProblem) throw new Error(chromiumProblem);
const PORT = await resolveServerPort('E2E_SSR_PORT', 4176);
const OUT_DIR = `dist-ssr-${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e/ssr',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-ssr-${PORT}`,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_SSR_REPORT ?? 'test-results/e2e-ssr.json' }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command:
      // React's development build reports every hydration mismatch (production patches none).
      `NODE_ENV=development npx vite build --mode mock --outDir ${OUT_DIR} --logLevel warn && ` +
      `npx tsx scripts/render/render-pages.ts ${OUT_DIR} && ` +
      `npx vite preview --mode mock --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
