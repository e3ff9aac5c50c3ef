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
import { startMockPreview } from './mock-preview.ts';
import {
  printLighthouseDetails,
  runLighthouse,
  type LighthouseFigures,
} from './lighthouse-mobile.ts';
import { median } from './percentiles.ts';

const PORT = 4198;
const SCORE_TARGET = 98;
const CLS_TARGET = 0.02;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const runs = Number(option('runs', '3'));
const itemId = option('item', 'blinds');
const verbose = process.argv.includes('--verbose');

const ONE_RUN_FLAG = '--one-run';

type PageFigures = Pick<LighthouseFigures, 'score' | 'lcp' | 'tbt' | 'fcp' | 'cls'>;

/**
 * One Lighthouse run in a process of its own. Lighthouse sometimes loses a target while
 * attaching to it (mock mode's service worker starting: "Target.setAutoAttach: Target closed"),
 * and then rejects outside the run's promise, which never settles: such a run is started again,
 * twice at most.
 */
function runInChild(url: string): Promise<PageFigures | null> {
  return new Promise((resolve) => {
    const args = [
      'tsx',
      import.meta.filename,
      ONE_RUN_FLAG,
      url,
      ...(verbose ? ['--verbose'] : []),
    ];
    const child = spawn('npx', args, {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const lines = output.split('\n');
      const line = lines.find((text) => text.startsWith('{'));
      if (verbose) console.log(lines.filter((text) => text !== line).join('\n'));
      resolve(code === 0 && line ? (JSON.parse(line) as PageFigures) : null);
    });
  });
}

async function runLighthouseRetrying(url: string, attempts = 3): Promise<PageFigures> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const figures = await runInChild(url);
    if (figures) return figures;
    console.log(`  (Lighthouse failed on ${url}, attempt ${attempt} of ${attempts})`);
  }
  throw new Error(`Lighthouse failed ${attempts} times on ${url}`);
}

async function measure(url: string): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await runLighthouseRetrying(url);
    figures.push(result);
  }
  return figures;
}

function describe(path: string, figures: PageFigures[]): boolean {
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

const oneRunAt = process.argv.indexOf(ONE_RUN_FLAG);
if (oneRunAt >= 0) {
  const url = process.argv[oneRunAt + 1] ?? '';
  const figures = await runLighthouse(url);
  if (verbose) printLighthouseDetails(figures);
  const { score, lcp, tbt, fcp, cls } = figures;
  console.log(JSON.stringify({ score, lcp, tbt, fcp, cls }));
  process.exit(0);
}

if (!existsSync('dist-mock/index.html')) {
  console.error('No mock build: run `npm run build:mock` first.');
  process.exit(1);
}
const server = await startMockPreview(PORT);
let allPass = true;
try {
  console.log(
    `Lighthouse mobile on the mock build, ${runs} run(s) a page (vite preview, ${server.origin})`,
  );
  for (const path of ['/', `/item/${itemId}`, '/map']) {
    allPass = describe(path, await measure(`${server.origin}${path}`)) && allPass;
  }
} finally {
  server.close();
}
process.exit(allPass ? 0 : 1);
