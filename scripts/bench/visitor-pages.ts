/**
 * Lighthouse mobile (simulated slow 4G, 4× CPU) on the pages a visitor meets first (issue 27,
 * "Measured"): `/`, an item page, the first collection of the site config, `/about`, and `/map`,
 * on the real build (built as `npm run build` builds it: real-build.ts, its pages rendered in Node
 * from the demo records, served by a static host, its search hosts answered by the mock engine
 * over HTTPS) and on the mock build (`npm run build:mock` first; dist-mock served by the same
 * static host), beside the bare floor page of ../shared/floor (set it up as its README says) in
 * the same run: the floor runs first and last, and each page's figures are given as a ratio to
 * the mean of those two.
 *
 * Targets on each page: performance score ≥ 98, LCP ≤ 2.0 s, TBT ≤ 50 ms, CLS ≤ 0.02, read from
 * the median score, LCP and TBT of the page's runs and its worst CLS. Prints a table; exits
 * non-zero on a failed target only with --strict (a shared machine's figures vary).
 *
 *   npm run bench:pages -- [--build real|mock|both] [--runs 3] [--item blinds]
 *     [--floor http://127.0.0.1:4444/] [--real-dir <dir> --no-build] [--mock-dir dist-mock]
 *     [--strict] [--verbose]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { collections } from '../../src/config/site-collections.ts';
import { startStaticServer } from '../static-server.ts';
import {
  printLighthouseDetails,
  runLighthouse,
  type LighthouseFigures,
} from './lighthouse-mobile.ts';
import { median } from './percentiles.ts';
import { REAL_BUILD_DIR, serveRealBuild } from './real-build.ts';

const TARGETS = { score: 98, lcp: 2000, tbt: 50, cls: 0.02 };

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const ONE_RUN_FLAG = '--one-run';

type PageFigures = Pick<LighthouseFigures, 'score' | 'lcp' | 'tbt' | 'fcp' | 'cls'>;

/** One page's runs, summed up as the targets read them. */
interface PageSummary {
  build: string;
  path: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  runs: PageFigures[];
}

/**
 * One Lighthouse run in a process of its own. Lighthouse sometimes loses a target while
 * attaching to it (mock mode's service worker starting: "Target.setAutoAttach: Target closed"),
 * and then rejects outside the run's promise, which never settles: such a run is started again,
 * twice at most.
 */
function runInChild(
  url: string,
  chromiumFlags: readonly string[],
  verbose: boolean,
): Promise<PageFigures | null> {
  return new Promise((resolve) => {
    const args = [
      'tsx',
      import.meta.filename,
      ONE_RUN_FLAG,
      url,
      JSON.stringify(chromiumFlags),
      ...(verbose ? ['--verbose'] : []),
    ];
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'ignore'] });
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

async function lighthouseRetrying(
  url: string,
  chromiumFlags: readonly string[],
  verbose: boolean,
  attempts = 3,
): Promise<PageFigures> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const figures = await runInChild(url, chromiumFlags, verbose);
    if (figures) return figures;
    console.log(`  (Lighthouse failed on ${url}, attempt ${attempt} of ${attempts})`);
  }
  throw new Error(`Lighthouse failed ${attempts} times on ${url}`);
}

function summarize(build: string, path: string, runs: PageFigures[]): PageSummary {
  return {
    build,
    path,
    score: median(runs.map((f) => f.score)),
    lcp: median(runs.map((f) => f.lcp)),
    tbt: median(runs.map((f) => f.tbt)),
    cls: Math.max(...runs.map((f) => f.cls)),
    runs,
  };
}

/** Which targets a page misses: none is a pass. */
function missedTargets(page: Pick<PageSummary, 'score' | 'lcp' | 'tbt' | 'cls'>): string[] {
  return [
    page.score < TARGETS.score ? 'score' : '',
    page.lcp > TARGETS.lcp ? 'LCP' : '',
    page.tbt > TARGETS.tbt ? 'TBT' : '',
    page.cls > TARGETS.cls ? 'CLS' : '',
  ].filter(Boolean);
}

function printTable(pages: PageSummary[], floor: PageSummary | null): void {
  const cell = (text: string, width: number) => text.padStart(width);
  const ratio = (value: number, floorValue: number | undefined) =>
    floorValue ? `${(value / floorValue).toFixed(2)}×` : '';
  const header = [
    'build'.padEnd(7),
    'page'.padEnd(22),
    cell('score', 6),
    cell('LCP s', 7),
    cell('TBT ms', 7),
    cell('CLS', 7),
    ...(floor ? [cell('score/fl', 9), cell('LCP/fl', 7), cell('TBT/fl', 7)] : []),
    '  verdict',
  ].join(' ');
  console.log(header);
  const line = (page: PageSummary, verdict: string, withRatios = true) =>
    console.log(
      [
        page.build.padEnd(7),
        page.path.padEnd(22),
        cell(String(Math.round(page.score)), 6),
        cell((page.lcp / 1000).toFixed(2), 7),
        cell(String(Math.round(page.tbt)), 7),
        cell(page.cls.toFixed(3), 7),
        ...(floor && withRatios
          ? [
              cell(ratio(page.score, floor.score), 9),
              cell(ratio(page.lcp, floor.lcp), 7),
              cell(ratio(page.tbt, floor.tbt), 7),
            ]
          : []),
        `  ${verdict}`,
      ].join(' '),
    );
  line(
    {
      build: 'target',
      path: '',
      score: TARGETS.score,
      lcp: TARGETS.lcp,
      tbt: TARGETS.tbt,
      cls: TARGETS.cls,
      runs: [],
    },
    '(score ≥, LCP ≤, TBT ≤, CLS ≤)',
    false,
  );
  for (const page of pages) {
    const missed = missedTargets(page);
    line(page, missed.length === 0 ? 'PASS' : `FAIL (${missed.join(', ')})`);
  }
  if (floor) line(floor, '(the floor: mean of its first and last runs)');
}

function describeRuns(page: PageSummary): string {
  const list = (values: number[], digits: number) =>
    values.map((value) => value.toFixed(digits)).join(' / ');
  return (
    `  ${page.build} ${page.path}: score ${list(
      page.runs.map((f) => f.score),
      0,
    )}, ` +
    `LCP ${list(
      page.runs.map((f) => f.lcp / 1000),
      2,
    )} s, TBT ${list(
      page.runs.map((f) => f.tbt),
      0,
    )} ms, ` +
    `CLS ${list(
      page.runs.map((f) => f.cls),
      3,
    )}`
  );
}

async function main(): Promise<number> {
  const runs = Number(option('runs', '3'));
  const itemId = option('item', 'blinds');
  const builds = option('build', 'both');
  const floorUrl = option('floor', '');
  const verbose = flag('verbose');
  if (!['real', 'mock', 'both'].includes(builds)) {
    console.error(`--build is real, mock or both, not ${builds}`);
    return 2;
  }
  const mockDir = option('mock-dir', 'dist-mock');
  if (!existsSync(`${mockDir}/index.html`)) {
    // The real build borrows the mock build's media too.
    console.error(`No mock build in ${mockDir}: run \`npm run build:mock\` first.`);
    return 1;
  }
  const collection = collections[0];
  const paths = [
    '/',
    `/item/${itemId}`,
    ...(collection ? [`/collections/${collection.slug}`] : []),
    '/about',
    '/map',
  ];
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`${availableParallelism()} CPUs, load average ${load()} (1, 5, 15 min)`);
  console.log(`Lighthouse mobile, ${runs} run(s) a page`);

  const measure = async (url: string, flags: readonly string[]) => {
    const figures: PageFigures[] = [];
    for (let run = 0; run < runs; run++)
      figures.push(await lighthouseRetrying(url, flags, verbose));
    return figures;
  };
  const pages: PageSummary[] = [];
  const floorRuns: PageFigures[] = [];
  if (floorUrl) floorRuns.push(...(await measure(floorUrl, [])));

  if (builds !== 'mock') {
    const real = await serveRealBuild({
      dir: option('real-dir', REAL_BUILD_DIR),
      build: !flag('no-build'),
    });
    try {
      for (const path of paths)
        pages.push(summarize('real', path, await measure(`${real.origin}${path}`, real.flags)));
      if (real.searchHost.responses.length === 0)
        console.log(
          '(the real build sent no search to its stand-in host: its pages carry their results)',
        );
    } finally {
      await real.close();
    }
  }
  if (builds !== 'real') {
    const mock = await startStaticServer(mockDir, `${mockDir}/media`, { prerenderedPages: true });
    try {
      for (const path of paths)
        pages.push(summarize('mock', path, await measure(`${mock.origin}${path}`, [])));
    } finally {
      await mock.close();
    }
  }
  if (floorUrl) floorRuns.push(...(await measure(floorUrl, [])));

  const floor = floorRuns.length > 0 ? summarize('floor', floorUrl, floorRuns) : null;
  if (floor) {
    // The floor's figures are the mean of its runs before and after, not a median of them.
    const mean = (pick: (f: PageFigures) => number) =>
      floorRuns.reduce((sum, f) => sum + pick(f), 0) / floorRuns.length;
    Object.assign(floor, {
      score: mean((f) => f.score),
      lcp: mean((f) => f.lcp),
      tbt: mean((f) => f.tbt),
    });
  }
  console.log('');
  printTable(pages, floor);
  if (runs > 1 || verbose)
    for (const page of [...pages, ...(floor ? [floor] : [])]) console.log(describeRuns(page));
  console.log(`load average at the end: ${load()}`);
  const failed = pages.filter((page) => missedTargets(page).length > 0);
  if (failed.length > 0 && flag('strict')) return 1;
  return 0;
}

const oneRunAt = process.argv.indexOf(ONE_RUN_FLAG);
if (oneRunAt >= 0) {
  const url = process.argv[oneRunAt + 1] ?? '';
  const chromiumFlags = JSON.parse(process.argv[oneRunAt + 2] ?? '[]') as string[];
  const figures = await runLighthouse(url, chromiumFlags);
  if (flag('verbose')) printLighthouseDetails(figures);
  const { score, lcp, tbt, fcp, cls } = figures;
  console.log(JSON.stringify({ score, lcp, tbt, fcp, cls }));
  process.exit(0);
}
process.exit(await main());
