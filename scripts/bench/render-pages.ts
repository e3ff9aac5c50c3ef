/**
 * The build's render step on a large archive: the demo records cloned under new ids to
 * --items (default 1,000), rendered into a mock build on one core, on every core (workers), and
 * once more with nothing changed (the kept item pages). Prints seconds and seconds per 1,000
 * item pages for each (docs/perf.md, "Pages rendered at build time").
 *
 *   npm run bench:render -- [--items 1000]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import { renderPages } from '../render/render-pages.ts';
import { MANIFEST_FILE } from '../render/route-assets.ts';

const DIST = 'dist-bench-render';
const at = process.argv.indexOf('--items');
const itemCount = at >= 0 ? Number(process.argv[at + 1]) : 1000;

execFileSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', DIST, '--logLevel', 'warn'], {
  stdio: 'inherit',
});
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
const manifest = readFileSync(join(DIST, MANIFEST_FILE), 'utf8');
const folder = mkdtempSync(join(tmpdir(), 'bench-render-'));
const recordsFile = join(folder, 'records.json');
const records = Array.from({ length: itemCount }, (_, index) => {
  const record = demoRecords[index % demoRecords.length] as (typeof demoRecords)[number];
  return { ...record, objectID: `${record.objectID}-${index}`, title: `${record.title} ${index}` };
});
writeFileSync(recordsFile, JSON.stringify(records));
const cacheDir = join(folder, 'cache');

async function timed(label: string, workers: number, cache: string | null) {
  writeFileSync(join(DIST, 'index.html'), template);
  mkdirSync(join(DIST, dirname(MANIFEST_FILE)), { recursive: true });
  writeFileSync(join(DIST, MANIFEST_FILE), manifest);
  const started = performance.now();
  const report = await renderPages({
    dist: DIST,
    mode: 'mock',
    recordsFile,
    cacheDir: cache,
    workers,
  });
  const seconds = (performance.now() - started) / 1000;
  if (report.failed.length > 0) throw new Error(report.failed.slice(0, 3).join('\n'));
  const kept = report.pages.filter((page) => page.cached).length;
  console.log(
    `${label.padEnd(34)} ${report.pages.length} pages, ${seconds.toFixed(1)} s, ` +
      `${((seconds * 1000) / itemCount).toFixed(1)} s per 1,000 items (${kept} kept)`,
  );
}

try {
  const cores = availableParallelism();
  console.log(`${itemCount} items, ${cores} cores, Node ${process.version}`);
  await timed('one core, nothing kept', 1, null);
  await timed(`${cores} cores, nothing kept`, cores, cacheDir);
  await timed(`${cores} cores, rebuilt with no change`, cores, cacheDir);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
