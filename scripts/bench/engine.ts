/**
 * Benchmark of the mock search engine: index build time, memory and query latency over a
 * realistic mix, for the demo collection (when present) and generated 10k / 100k collections.
 * Run: npm run bench:engine (exit code 1 when a target is missed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSearchEngine } from '../../src/engine';
import type { EngineRecord } from '../../src/engine';
import { allIndexSettings } from '../../src/services/search/index-settings';
import { generateCollection } from '../../tests/fixtures/generate-collection';
import { QUERY_MIX, buildQueryMix } from './engine-query-mix';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const INDEX = 'bench';
const WARMUP_QUERIES = 200;
const TIMED_QUERIES = 500;
/** Targets by collection size (issue 26): a query percentile in ms, and the index build. */
interface Target {
  percentile: 50 | 95;
  queryMs: number;
  buildMs?: number;
}
const TARGETS: ReadonlyMap<number, Target> = new Map([
  [10_000, { percentile: 50, queryMs: 1 }],
  [100_000, { percentile: 95, queryMs: 10, buildMs: 3000 }],
]);
const DEMO_PATH = new URL('../../src/mocks/data/demo-records.json', import.meta.url);

interface Row {
  label: string;
  records: number;
  buildMs: number;
  memoryMb: number;
  heapMb: number;
  indexMb: number;
  p50: number;
  p95: number;
  max: number;
  verdict: string;
}

/** JS heap plus typed-array buffers (postings and columns live in the latter). */
function memoryMb(): number {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1024 / 1024;
}

/** The JS heap alone, after a collection. */
function heapMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function bench(label: string, records: EngineRecord[]): Row {
  const before = memoryMb();
  const started = performance.now();
  const engine = createSearchEngine(
    allIndexSettings(INDEX).map(({ indexName, settings }) => ({ indexName, settings, records })),
  );
  const buildMs = performance.now() - started;
  const after = memoryMb();
  const heap = heapMb();
  for (const body of buildQueryMix(INDEX, records, WARMUP_QUERIES, 1)) engine.multipleQueries(body);
  const times = buildQueryMix(INDEX, records, TIMED_QUERIES, 2).map((body) => {
    const start = performance.now();
    const reply = engine.multipleQueries(body);
    const elapsed = performance.now() - start;
    if (reply.status !== 200) throw new Error(`Query failed: ${JSON.stringify(reply.body)}`);
    return elapsed;
  });
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  return {
    label,
    records: records.length,
    buildMs,
    memoryMb: after,
    heapMb: heap,
    indexMb: after - before,
    p50,
    p95,
    max: times.at(-1) ?? 0,
    verdict: verdictOf(TARGETS.get(records.length), { buildMs, p50, p95 }),
  };
}

function verdictOf(
  target: Target | undefined,
  measured: { buildMs: number; p50: number; p95: number },
): string {
  if (!target) return '-';
  const queryMs = target.percentile === 50 ? measured.p50 : measured.p95;
  const failures = [
    ...(queryMs > target.queryMs ? [`p${target.percentile} > ${target.queryMs} ms`] : []),
    ...(target.buildMs !== undefined && measured.buildMs > target.buildMs
      ? [`build > ${target.buildMs} ms`]
      : []),
  ];
  const goal = [
    `p${target.percentile} <= ${target.queryMs} ms`,
    ...(target.buildMs !== undefined ? [`build <= ${target.buildMs} ms`] : []),
  ].join(', ');
  return failures.length > 0 ? `FAIL (${failures.join(', ')})` : `PASS (${goal})`;
}

function printTable(rows: readonly Row[]): void {
  const header = [
    'collection',
    'records',
    'build ms',
    'memory MB',
    'heap MB',
    'index MB',
    'p50 ms',
    'p95 ms',
    'max ms',
    'target',
  ];
  const cells = rows.map((row) => [
    row.label,
    String(row.records),
    row.buildMs.toFixed(0),
    row.memoryMb.toFixed(1),
    row.heapMb.toFixed(1),
    row.indexMb.toFixed(1),
    row.p50.toFixed(2),
    row.p95.toFixed(2),
    row.max.toFixed(2),
    row.verdict,
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((row) => (row[i] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of cells) console.log(line(row));
}

const rows: Row[] = [];
if (existsSync(DEMO_PATH)) {
  rows.push(bench('demo', JSON.parse(readFileSync(DEMO_PATH, 'utf8')) as EngineRecord[]));
} else {
  console.log('Demo collection skipped: src/mocks/data/demo-records.json does not exist yet.');
}
for (const size of [10_000, 100_000]) {
  // A JSON round trip gives flat strings, as records loaded from a file have.
  const records = JSON.parse(JSON.stringify(generateCollection(size))) as EngineRecord[];
  rows.push(bench(`generated ${size / 1000}k`, records));
}

console.log(
  `\nMock engine benchmark, Node ${process.version}, ${WARMUP_QUERIES} warm-up + ${TIMED_QUERIES} timed queries per collection`,
);
console.log(`Query mix, in rotation: ${QUERY_MIX.join('; ')}.`);
console.log(
  'Each query is one request as InstantSearch sends it: 5 facets (max 10 values), 24 hits,',
);
console.log('highlight tags, snippets, clickAnalytics. Timed: engine.multipleQueries() only.');
console.log('Indices: the primary and its 2 sort replicas, sharing one text index.');
console.log(
  'memory MB: JS heap + typed arrays after the build, records included; heap MB: the JS heap alone;',
);
console.log(
  'index MB: growth during the build. Targets (issue 26): p50 <= 1 ms at 10k; p95 <= 10 ms and build <= 3 s at 100k.\n',
);
printTable(rows);
process.exitCode = rows.some((row) => row.verdict.startsWith('FAIL')) ? 1 : 0;
