import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, REPO_ROOT } from '../demo/demo-config.ts';
import type { Summary } from '../ingest/summary.ts';
import { measureTiling, printTiling } from './tiling.ts';

/**
 * `npm run bench:ingest`: ingests the demo collection into a temp folder, cold then warm, with
 * one and two workers. Each run is its own process, so time and peak memory are per run. Then
 * the cost of tiling per megapixel (tiling.ts): a generated 40 MP scan and the demo's originals.
 * `--tiles-only` skips the demo runs.
 */
const CLI = fileURLToPath(new URL('../ingest/cli.ts', import.meta.url));
const WARM_TARGET_MS = 3000;

interface Result {
  run: string;
  workers: number;
  wallMs: number;
  summary: Summary;
}

function ingest(out: string, workers: number): Promise<{ wallMs: number; summary: Summary }> {
  const args = [
    '--import',
    'tsx',
    CLI,
    join(REPO_ROOT, DEMO.source),
    '--out',
    out,
    '--concurrency',
    String(workers),
    '--json-summary',
  ];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{'))
        reject(new Error(`ingest exited ${code}: ${stdout}`));
      else resolve({ wallMs, summary: JSON.parse(last) as Summary });
    });
  });
}

function row(result: Result): string {
  const { summary } = result;
  const seconds = result.wallMs / 1000;
  const cells = [
    result.run,
    String(result.workers),
    `${seconds.toFixed(2)} s`,
    (summary.items / seconds).toFixed(1),
    String(summary.processed),
    String(summary.renditions),
    `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`,
    `${Math.round(summary.peakRssBytes / 1024 / 1024)} MB`,
  ];
  return `| ${cells.join(' | ')} |`;
}

if (process.argv.includes('--tiles-only')) {
  printTiling(await measureTiling(join(REPO_ROOT, DEMO.source)));
  process.exit(0);
}

const results: Result[] = [];
const scratch = await mkdtemp(join(tmpdir(), 'folio-bench-ingest-'));
try {
  for (const workers of [1, 2]) {
    const out = join(scratch, `out-${workers}`);
    for (const run of ['cold', 'warm']) {
      process.stderr.write(`${run} run, ${workers} worker(s)…\n`);
      results.push({ run, workers, ...(await ingest(out, workers)) });
    }
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

console.log(
  '| run | workers | time | images/s | rendered | renditions | written | peak RSS |\n' +
    '|---|---|---|---|---|---|---|---|',
);
for (const result of results) console.log(row(result));
const slowest = Math.max(...results.filter((r) => r.run === 'warm').map((r) => r.wallMs));
const pass = slowest < WARM_TARGET_MS;
console.log(
  `\nwarm rerun under ${WARM_TARGET_MS / 1000} s (whole process): ${pass ? 'PASS' : 'FAIL'} ` +
    `(slowest ${(slowest / 1000).toFixed(2)} s)`,
);
process.exitCode = pass ? 0 : 1;
printTiling(await measureTiling(join(REPO_ROOT, DEMO.source)));
