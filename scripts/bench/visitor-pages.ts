/**
 * Lighthouse mobile (simulated slow 4G, 4× CPU) on the pages a visitor meets first, on the mock
 * build (`npm run build:mock` first), served by `vite preview` as the journeys and bench:item
 * serve it (the prerendered pages for their addresses, the build's `_headers`): `/`, an item
 * page and `/map`. Issue 25's targets:
 * performance score ≥ 98 and CLS ≤ 0.02 on each. Each page runs --runs times (default 3); the
 * median score and the worst CLS are compared with the targets.
 *
 *   npm run bench:pages -- [--runs 3] [--item blinds] [--verbose]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  printLighthouseDetails,
  runLighthouse,
  type LighthouseFigures,
} from './lighthouse-mobile.ts';
import { median } from './percentiles.ts';

const PORT = 4198;
const ORIGIN = `http://localhost:${PORT}`;
const SCORE_TARGET = 98;
const CLS_TARGET = 0.02;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const runs = Number(option('runs', '3'));
const itemId = option('item', 'blinds');
const verbose = process.argv.includes('--verbose');

/**
 * Lighthouse sometimes loses a target while attaching to it (mock mode's service worker starting
 * up: "Target.setAutoAttach: Target closed"); such a run is started again, twice at most.
 */
async function runLighthouseRetrying(url: string, attempts = 3): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('Target closed')) throw error;
      console.log(`  (Lighthouse lost its target on ${url}; run again)`);
    }
  }
}

async function measure(url: string): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await runLighthouseRetrying(url);
    if (verbose) printLighthouseDetails(result);
    figures.push(result);
  }
  return figures;
}

function describe(path: string, figures: LighthouseFigures[]): boolean {
  const score = median(figures.map((f) => f.score));
  const worstCls = Math.max(...figures.map((f) => f.cls));
  const pass = score >= SCORE_TARGET && worstCls <= CLS_TARGET;
  const list = (values: number[], digits: number) =>
    values.map((v) => v.toFixed(digits)).join(' / ');
  console.log(
    `${path.padEnd(14)} score ${list(
      figures.map((f) => f.score),
      0,
    )} (median ${score}), LCP ${list(
      figures.map((f) => f.lcp / 1000),
      2,
    )} s, TBT ${list(
      figures.map((f) => f.tbt),
      0,
    )} ms, CLS ${list(
      figures.map((f) => f.cls),
      3,
    )}: ${pass ? 'PASS' : 'FAIL'} (score ≥ ${SCORE_TARGET}, CLS ≤ ${CLS_TARGET})`,
  );
  return pass;
}

if (!existsSync('dist-mock/index.html')) {
  console.error('No mock build: run `npm run build:mock` first.');
  process.exit(1);
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

const server = spawn(
  'npx',
  ['vite', 'preview', '--mode', 'mock', '--port', String(PORT), '--strictPort'],
  { stdio: 'ignore', detached: true },
);
let allPass = true;
try {
  await waitForServer();
  console.log(
    `Lighthouse mobile on the mock build, ${runs} run(s) a page (vite preview, ${ORIGIN})`,
  );
  for (const path of ['/', `/item/${itemId}`, '/map']) {
    allPass = describe(path, await measure(`${ORIGIN}${path}`)) && allPass;
  }
} finally {
  if (server.pid) process.kill(-server.pid);
}
process.exit(allPass ? 0 : 1);
