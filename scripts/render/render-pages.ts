/**
 * Renders every page of a build in Node (decision 038): `/` with the first page of the default
 * search, every item page, `/collections` and each collection, `/about` and `/map`'s shell, each
 * written with its markup, its metadata (services/page-meta) and the data the browser hydrates it
 * from; the open data under `/data` (open-data-files.ts) before the `/data` page that lists it;
 * the IIIF manifests and collections under `/iiif` (iiif-files.ts, docs/iiif.md);
 * the ids of the tile services' info.json made absolute (tile-service-ids.ts);
 * then the sitemap, robots.txt and the retired item addresses' files (site-files.ts).
 * No browser and no network: the app's own modules run in Node through Vite (ssrLoadModule, with
 * the build's configuration and aliases), and their search client is answered by the local
 * engine over the records file. Run by `npm run build` and `npm run build:mock`.
 *
 *   tsx scripts/render/render-pages.ts <dist> [--mode mock] [--records <records.json>]
 *     [--ids <item-ids.json>] [--limit N] [--workers N] [--no-cache]
 */
import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { defaultRecordsFile } from './default-records-file.ts';
import { refuseRenderedTemplate } from './page-html.ts';
import { writeSiteFiles } from './site-files.ts';
import { readIdManifest } from '../ingest/id-manifest-file.ts';
import type { ItemRecord } from '../../src/types/item.ts';
import {
  OPEN_DATA_LOAD,
  OPEN_DATA_SUMMARY_PATH,
} from '../../src/services/open-data/open-data-summary.ts';
import { engineQueryMatcher } from './engine-requester.ts';
import { writeIiif } from './iiif-files.ts';
import { writeOpenData } from './open-data-files.ts';
import { renderInWorker, shares } from './parallel.ts';
import { openRenderer } from './renderer.ts';
import { MANIFEST_FILE } from './route-assets.ts';
import { sitePages } from './site-pages.ts';
import { absoluteTileServiceIds } from './tile-service-ids.ts';

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
  /** The open data, sitemap, robots.txt and retired addresses' files written beside the pages. */
  files: string[];
  /** Why no page was rendered (no records file): the build stands, the app draws them. */
  skipped: string | null;
}

export const DEFAULT_CACHE_DIR = 'node_modules/.cache/folio-render';

/** A build without its records is still a working site: its pages are drawn in the browser. */
const noRecords = (recordsFile: string): RenderReport => ({
  pages: [],
  failed: [],
  files: [],
  skipped:
    `No records file at ${recordsFile}: no page is rendered (/, the item pages, /collections ` +
    'and each collection, /about and /map are drawn in the browser), and no sitemap is ' +
    'written. Pass --records <records.json> from `npm run ingest`, or set FOLIO_RECORDS.',
});

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
  const dropManifest = () =>
    rm(join(dist, dirname(MANIFEST_FILE)), { recursive: true, force: true });
  if (!existsSync(recordsFile)) {
    await dropManifest();
    return noRecords(recordsFile);
  }
  const options = { mode, dist, recordsFile, template, cacheDir };
  const renderer = await openRenderer(options);
  try {
    const { siteUrl, config, collections, records, dataLicense, description } = renderer;
    const openData = await writeOpenData({
      dist,
      siteUrl,
      records: [...records.values()] as ItemRecord[],
      manifest: await readIdManifest(idsFile),
      license: dataLicense,
      modified: (await stat(recordsFile)).mtime,
    });
    const iiif = await writeIiif({
      dist,
      site: { siteUrl, archiveName: config.archiveName, description },
      records: [...records.values()] as ItemRecord[],
      collections,
      matchQuery: engineQueryMatcher(recordsFile, config.algolia.indexName),
    });
    // IIIF clients read the ids of the image services: absolute, at this site's address.
    await absoluteTileServiceIds(dist, siteUrl, records.values() as Iterable<ItemRecord>);
    const known = [{ name: OPEN_DATA_LOAD, key: OPEN_DATA_SUMMARY_PATH, value: openData }];
    const slugs = collections.map(({ slug }) => slug);
    const pages = sitePages([...records.keys()].slice(0, limit), slugs);
    const [own = [], ...others] = shares(
      pages.filter(({ kind }) => kind === 'item'),
      workers,
    );
    // The site's own pages first, in this process: `/` gives the others their picture.
    const results = await Promise.all([
      renderer.render([...pages.filter(({ kind }) => kind !== 'item'), ...own], dist, known),
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
      files: [
        ...openData.files.map(({ path }) => path),
        OPEN_DATA_SUMMARY_PATH,
        ...(iiif.length > 0 ? ['iiif/'] : []),
        ...files,
      ],
      skipped: null,
    };
  } finally {
    await renderer.close();
    await dropManifest(); // read by the renderers only: the published site has no use for it
  }
}

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

function readArguments(args: string[]): RenderPagesOptions {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { mode: text, records: text, ids: text, limit: text, workers: text, 'no-cache': flag },
  });
  const [dist] = positionals;
  if (!dist)
    throw new Error(
      'Usage: render-pages.ts <dist> [--mode mock] [--records <records.json>] [--ids <item-ids.json>] [--limit N] [--workers N] [--no-cache]',
    );
  const number = (value?: string) => (value === undefined ? undefined : Math.max(1, Number(value)));
  return {
    dist,
    mode: values.mode,
    recordsFile: values.records,
    idsFile: values.ids,
    limit: number(values.limit),
    workers: number(values.workers),
    cacheDir: values['no-cache'] ? null : undefined,
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
    if (report.skipped) console.warn(report.skipped);
    else console.log(summary(report, (performance.now() - started) / 1000));
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
