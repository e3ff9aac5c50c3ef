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
 *     [--ids <item-ids.json>] [--limit N]
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import type { ConfigResult } from '../../src/config/env.ts';
import type { CollectionConfig, SiteIdentity } from '../../src/config/site-schema.ts';
import type { renderPage as RenderPage } from '../../src/entry-server.tsx';
import type { MetaItem } from '../../src/services/page-meta/page-meta-types.ts';
import { DEMO_RECORDS_FILE } from '../vite/site-config-plugin.ts';
import { engineRequester } from './engine-requester.ts';
import { firstResults, pageHead, type HeadContext } from './page-head.ts';
import { refuseRenderedTemplate } from './page-html.ts';
import { PageCache } from './page-cache.ts';
import { pageOutput, writeOutput } from './page-output.ts';
import { writeSiteFiles } from './site-files.ts';
import { sitePages, type SitePage } from './site-pages.ts';

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

async function loadApp(vite: ViteDevServer) {
  const { configResult } = (await vite.ssrLoadModule('/src/config/config-result.ts')) as {
    configResult: ConfigResult;
  };
  if (!configResult.ok) {
    const named = configResult.problems.map((problem) => problem.variable).join(', ');
    throw new Error(`The configuration has problems: ${named}. Fix them, then build again.`);
  }
  const { siteUrl } = configResult.config;
  if (siteUrl === null) {
    throw new Error(
      'VITE_SITE_URL is not set: the pages need the address the site is published at ' +
        '(canonical URLs, link previews, the sitemap), e.g. VITE_SITE_URL=https://archive.example.org/',
    );
  }
  const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
    renderPage: typeof RenderPage;
  };
  const { site } = (await vite.ssrLoadModule('/src/config/site.ts')) as { site: SiteIdentity };
  const { collections } = (await vite.ssrLoadModule('/src/config/site-collections.ts')) as {
    collections: readonly CollectionConfig[];
  };
  return { config: configResult.config, siteUrl, renderPage, site, collections };
}

export async function renderPages({
  dist,
  mode = 'mock',
  recordsFile = defaultRecordsFile(mode),
  idsFile = join(dirname(recordsFile), 'item-ids.json'),
  limit = Infinity,
  cacheDir = DEFAULT_CACHE_DIR,
}: RenderPagesOptions): Promise<RenderReport> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  refuseRenderedTemplate(template);
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
  const vite = await createServer({
    mode,
    appType: 'custom',
    logLevel: 'warn',
    // No watcher: every page written into the project would be an event for it to handle.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const report: RenderReport = { pages: [], failed: [], files: [], skipped: null };
  try {
    const { config, siteUrl, renderPage, site, collections } = await loadApp(vite);
    const recordList = JSON.parse(readFileSync(recordsFile, 'utf8')) as MetaItem[];
    const records = new Map(recordList.map((record) => [record.objectID, record]));
    const context: HeadContext = {
      site: {
        siteUrl,
        archiveName: config.archiveName,
        description: site.description,
      },
      collections,
      records,
      preview: null,
    };
    const requester = engineRequester(recordsFile, config.algolia.indexName);
    const cache = cacheDir === null ? null : new PageCache(cacheDir, template, context.site);
    const ids = [...records.keys()].slice(0, limit);
    const renderOne = async (page: SitePage) => {
      const rendered = await renderPage(page.path, page.kind, { config, requester });
      if (page.kind === 'home')
        context.preview = firstResults(rendered.data, records).hits[0] ?? null;
      return pageOutput(template, page.path, rendered, pageHead(page, rendered.data, context));
    };
    for (const page of sitePages(
      ids,
      collections.map(({ slug }) => slug),
    )) {
      const started = performance.now();
      try {
        const record =
          page.kind === 'item' ? records.get(page.path.slice('/item/'.length)) : undefined;
        const kept = record ? await cache?.read(page.path, record) : undefined;
        const files = kept ?? (await renderOne(page));
        if (record && !kept) await cache?.write(page.path, record, files);
        await writeOutput(dist, files);
        report.pages.push({ path: page.path, ms: performance.now() - started, cached: !!kept });
      } catch (error) {
        report.failed.push(
          `${page.path}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    report.files = await writeSiteFiles({
      dist,
      siteUrl,
      archiveName: config.archiveName,
      records: records.values(),
      collections,
      idsFile,
    });
  } finally {
    await vite.close();
  }
  return report;
}

function readArguments(argv: string[]): RenderPagesOptions {
  const [dist, ...rest] = argv;
  if (!dist || dist.startsWith('--')) {
    throw new Error(
      'Usage: render-pages.ts <dist> [--mode mock] [--records <records.json>] ' +
        '[--ids <item-ids.json>] [--limit N] [--no-cache]',
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
  return {
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
