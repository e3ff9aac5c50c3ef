import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, findChromiumProblem } from './scripts/chromium.ts';
import { resolveServerPort } from './tests/e2e/server-port.ts';
import { REAL_MODE_ENV, REAL_MODE_OUT_DIR } from './tests/e2e/real-mode-build.ts';
import { SERVED_BUILD_OUT_DIR, servedBuildEnv } from './tests/e2e/served-build.ts';

/**
 * Browser journeys against `vite preview` of the mock build (run `npm run build:mock` first;
 * `npm run validate` does), in Debian's Chromium (scripts/chromium.ts; CHROMIUM_PATH to change
 * it). The preview serves the build's `_headers`, so every journey runs under the shipped
 * security policy (tests/e2e/fixtures.ts fails a journey on any violation). The `real` project
 * runs the search-failure journeys against a real-mode build instead (E2E_REAL_PORT).
 */
const chromiumProblem = findChromiumProblem();
if (chromiumProblem) throw new Error(chromiumProblem);
// E2E_PORT, else 4173 when free, else any free port.
const PORT = await resolveServerPort('E2E_PORT', 4173);
// E2E_DEV=1 runs the journeys against the mock-mode dev server instead (no build needed; several
// can run side by side on different E2E_PORTs while developing). The gate always uses preview.
const SERVER = process.env.E2E_DEV
  ? `npx vite --mode development --port ${PORT} --strictPort`
  : `npx vite preview --mode mock --port ${PORT} --strictPort`;
// The search-failure and hostile-data journeys need the real client, so a real-mode build of their own with
// hosts the test answers (tests/e2e/real-mode-build.ts); built here, it is never stale.
const REAL_PORT = await resolveServerPort('E2E_REAL_PORT', 4174);
const REAL_MODE_SPECS = ['search-failures.spec.ts', 'hostile-collection.spec.ts'];
// One folder per server: runs side by side in one tree must not rebuild each other's files.
const REAL_OUT_DIR = `${REAL_MODE_OUT_DIR}-${REAL_PORT}`;
// A real build pointed at `npm run engine:serve` by VITE_ALGOLIA_HOSTS (tests/e2e/served-build.ts).
const ENGINE_PORT = await resolveServerPort('E2E_ENGINE_PORT', 8787);
const SERVED_PORT = await resolveServerPort('E2E_SERVED_PORT', 4175);
const SERVED_SPECS = ['engine-serve.spec.ts'];
const SERVED_OUT_DIR = `${SERVED_BUILD_OUT_DIR}-${SERVED_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-${PORT}`,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    // ssr/: the hydration journeys of a rendered build (playwright.ssr.config.ts; the gate runs it).
    { name: 'mock', testIgnore: [...REAL_MODE_SPECS, ...SERVED_SPECS, 'ssr/**'] },
    {
      name: 'real',
      testMatch: REAL_MODE_SPECS,
      use: { baseURL: `http://localhost:${REAL_PORT}` },
    },
    {
      name: 'served',
      testMatch: SERVED_SPECS,
      use: { baseURL: `http://localhost:${SERVED_PORT}` },
    },
  ],
  webServer: [
    {
      command: SERVER,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command:
        `npx vite build --outDir ${REAL_OUT_DIR} --logLevel warn && ` +
        `npx vite preview --outDir ${REAL_OUT_DIR} --port ${REAL_PORT} --strictPort`,
      env: REAL_MODE_ENV,
      url: `http://localhost:${REAL_PORT}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npm run --silent engine:serve -- --port ${ENGINE_PORT}`,
      // Any answer will do (a request without credentials gets the service's 403).
      url: `http://127.0.0.1:${ENGINE_PORT}/1/indexes/*/queries`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command:
        `npx vite build --outDir ${SERVED_OUT_DIR} --logLevel warn && ` +
        `npx vite preview --outDir ${SERVED_OUT_DIR} --port ${SERVED_PORT} --strictPort`,
      env: servedBuildEnv(ENGINE_PORT),
      url: `http://localhost:${SERVED_PORT}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
