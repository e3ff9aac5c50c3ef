/**
 * Renders every page of a build in Node (decision 038): `/` with the first page of the default
 * search, every item page, `/collections` and each collection, `/about` and `/map`'s shell, each
 * written with its markup, its metadata (services/page-meta) and the data the browser hydrates it
 * from; then the sitemap, robots.txt and the retired item addresses' files (site-files.ts).
 * No browser and no network: the app's own modules run in Node through Vite (ssrLoadModule, with
 * the build's configuration and aliases), and their search client is answered by the local
 * engine over the records file. Run by `npm run build` and `npm run build:mock`.
 *
 *   tsx scripts/render/render-pages.ts <dist> [--mode mock] [--records <records.json>]
 *     [--ids <item-ids.json>] [--limit N] [--workers N] [--no-cache]
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DEMO_RECORDS_FILE } from '../vite/site-config-plugin.ts';
import { refuseRenderedTemplate } from './page-html.ts';
import { writeSiteFiles } from './site-files.ts';
import { openRenderer, type PageResult } from './renderer.ts';
import { MANIFEST_FILE } from './route-assets.ts';
import type { WorkerTask } from './render-worker.ts';
import { sitePages } from './site-pages.ts';

export interface RenderPagesOptions {
  dist: string;
  mode?: string;
  recordsFile?: string;
  /** The ingest's id manifest; by default `item-ids.json` beside the records. */
  idsFile?: string;
  /** Render only the first N items (timing runs). */
  limit?: number;
  /** Where unchanged item pages are kept between builds; null renders every page. */
  cacheDir?: string | null;
  /** Cores to render on (this process and workers); by default every core. */
  workers?: number;
}

export interface RenderReport {
  pages: { path: string; ms: number; cached: boolean }[];
  failed: string[];
  /** The sitemap, robots.txt and retired addresses' files written beside the pages. */
  files: string[];
  /** Why no page was rendered (no records file): the build stands, the app draws them. */
  skipped: string | null;
}

/**
 * Where the records are read from unless --records says: the demo's in mock mode, else
 * FOLIO_RECORDS or what `npm run ingest` writes by default.
 */
export function defaultRecordsFile(mode: string, env = process.env): string {
  if (mode === 'mock') return DEMO_RECORDS_FILE;
  return env.FOLIO_RECORDS || 'dist-media/records.json';
}

export const DEFAULT_CACHE_DIR = 'node_modules/.cache/folio-render';

/** Below this many item pages a worker costs more to start (its own Vite) than it saves. */
export const ITEMS_PER_WORKER_AT_LEAST = 250;

/** One share per core: the main process renders the first, a worker each of the others. */
export function shares<T>(items: readonly T[], cores: number): T[][] {
  const count = Math.max(1, Math.min(cores, Math.floor(items.length / ITEMS_PER_WORKER_AT_LEAST)));
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, at) => items.slice(at * size, (at + 1) * size));
}

function renderInWorker(task: WorkerTask): Promise<PageResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url), {
      workerData: task,
    });
    worker.once('message', (result: PageResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A render worker stopped with exit code ${code}.`));
    });
  });
}

export async function renderPages({
  dist,
  mode = 'mock',
  recordsFile = defaultRecordsFile(mode),
  idsFile = join(dirname(recordsFile), 'item-ids.json'),
  limit = Infinity,
  cacheDir = DEFAULT_CACHE_DIR,
  workers = availableParallelism(),
}: RenderPagesOptions): Promise<RenderReport> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  refuseRenderedTemplate(template);
  try {
    return await renderInto(dist, template, {
      mode,
      recordsFile,
      idsFile,
      limit,
      cacheDir,
      workers,
    });
  } finally {
    // Read by the renderers only: the published site has no use for it.
    await rm(join(dist, dirname(MANIFEST_FILE)), { recursive: true, force: true });
  }
}

async function renderInto(
  dist: string,
  template: string,
  {
    mode,
    recordsFile,
    idsFile,
    limit,
    cacheDir,
    workers,
  }: Required<Omit<RenderPagesOptions, 'dist'>>,
): Promise<RenderReport> {
  if (!existsSync(recordsFile)) {
    // A build without its records is still a working site: its pages are drawn in the browser.
    return {
      pages: [],
      failed: [],
      files: [],
      skipped:
        `No records file at ${recordsFile}: no page is rendered (/, the item pages, ` +
        '/collections and each collection, /about and /map are drawn in the browser), and no ' +
        'sitemap is written. Pass --records <records.json> from `npm run ingest`, or set ' +
        'FOLIO_RECORDS.',
    };
  }
  const options = { mode, dist, recordsFile, template, cacheDir };
  const renderer = await openRenderer(options);
  try {
    const { siteUrl, config, collections, records } = renderer;
    const pages = sitePages(
      [...records.keys()].slice(0, limit),
      collections.map(({ slug }) => slug),
    );
    const items = pages.filter(({ kind }) => kind === 'item');
    const [own = [], ...others] = shares(items, workers);
    // The site's own pages first, in this process: `/` gives the others their picture.
    const results = await Promise.all([
      renderer.render([...pages.filter(({ kind }) => kind !== 'item'), ...own], dist),
      ...others.map((share) => renderInWorker({ renderer: options, pages: share, dist })),
    ]);
    const files = await writeSiteFiles({
      dist,
      siteUrl,
      archiveName: config.archiveName,
      records: records.values(),
      collections,
      idsFile,
    });
    return {
      pages: results.flatMap((result) => result.pages),
      failed: results.flatMap((result) => result.failed),
      files,
      skipped: null,
    };
  } finally {
    await renderer.close();
  }
}

function readArguments(argv: string[]): RenderPagesOptions {
  const [dist, ...rest] = argv;
  if (!dist || dist.startsWith('--')) {
    throw new Error(
      'Usage: render-pages.ts <dist> [--mode mock] [--records <records.json>] ' +
        '[--ids <item-ids.json>] [--limit N] [--workers N] [--no-cache]',
    );
  }
  const value = (flag: string) => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const given = rest[at + 1];
    if (!given || given.startsWith('--')) throw new Error(`${flag} needs a value.`);
    return given;
  };
  const limit = value('--limit');
  const workers = value('--workers');
  return {
    workers: workers === undefined ? undefined : Math.max(1, Number(workers)),
    dist,
    mode: value('--mode'),
    recordsFile: value('--records'),
    idsFile: value('--ids'),
    limit: limit === undefined ? undefined : Number(limit),
    cacheDir: rest.includes('--no-cache') ? null : undefined,
  };
}

function summary({ pages, files }: RenderReport, seconds: number): string {
  const rendered = pages.filter(({ cached }) => !cached);
  const items = rendered.filter(({ path }) => path.startsWith('/item/'));
  const itemMs = items.reduce((sum, { ms }) => sum + ms, 0) / Math.max(items.length, 1);
  return (
    `Rendered ${pages.length} pages in ${seconds.toFixed(1)} s ` +
    `(${pages.length - rendered.length} unchanged item pages kept; a rendered item page ` +
    `${itemMs.toFixed(1)} ms on average), and wrote ${files.join(', ')}.`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  try {
    const report = await renderPages(readArguments(process.argv.slice(2)));
    if (report.skipped) {
      console.warn(report.skipped);
    } else {
      console.log(summary(report, (performance.now() - started) / 1000));
    }
    if (report.failed.length > 0) {
      console.error(
        `${report.failed.length} pages could not be rendered:\n  ${report.failed.join('\n  ')}`,
      );
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
