/**
 * Renders pages of a build in Node (decision 038): `/` with the first page of the default search,
 * and every item page, each written with its markup and the data the browser hydrates it from.
 * No browser and no network: the app's own modules run in Node through Vite (ssrLoadModule, with
 * the build's configuration and aliases), and their search client is answered by the local
 * engine over the records file.
 *
 *   tsx scripts/render/render-pages.ts <dist> [--mode mock] [--records <records.json>] [--limit N]
 *
 * Prototype for issue 27: not yet run by `npm run build`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import type { ConfigResult } from '../../src/config/env.ts';
import type { renderPage as RenderPage } from '../../src/entry-server.tsx';
import { FILE_SAFE_ID } from '../vite/app-paths.ts';
import { DEMO_RECORDS_FILE } from '../vite/site-config-plugin.ts';
import { engineRequester, readRecordIds } from './engine-requester.ts';
import { pageFiles, refuseRenderedTemplate, renderedPageHtml } from './page-html.ts';
import { moveInlineStyles } from './page-styles.ts';

export interface RenderPagesOptions {
  dist: string;
  mode?: string;
  recordsFile?: string;
  /** Render only the first N items (timing runs). */
  limit?: number;
}

export interface RenderReport {
  pages: { path: string; ms: number }[];
  failed: string[];
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

export async function renderPages({
  dist,
  mode = 'mock',
  recordsFile = defaultRecordsFile(mode),
  limit = Infinity,
}: RenderPagesOptions): Promise<RenderReport> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  refuseRenderedTemplate(template);
  if (!existsSync(recordsFile)) {
    // A build without its records is still a working site: its pages are drawn in the browser.
    return {
      pages: [],
      failed: [],
      skipped:
        `No records file at ${recordsFile}: \`/\` and the item pages are not rendered (the ` +
        'app draws them in the browser). Pass --records <records.json> from `npm run ingest`.',
    };
  }
  const vite = await createServer({
    mode,
    appType: 'custom',
    logLevel: 'warn',
    // No watcher: every page written into the project would be an event for it to handle.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const report: RenderReport = { pages: [], failed: [], skipped: null };
  try {
    const { configResult } = (await vite.ssrLoadModule('/src/config/config-result.ts')) as {
      configResult: ConfigResult;
    };
    if (!configResult.ok) {
      throw new Error(
        `The configuration has problems: ${configResult.problems.map((p) => p.variable).join(', ')}`,
      );
    }
    const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
      renderPage: typeof RenderPage;
    };
    const config = configResult.config;
    const requester = engineRequester(recordsFile, config.algolia.indexName);
    const ids = readRecordIds(recordsFile).filter((id) => FILE_SAFE_ID.test(id));
    // `/` last: its file is the template every other page is made from.
    const paths = [...ids.slice(0, limit).map((id) => `/item/${id}`), '/'];
    for (const path of paths) {
      const started = performance.now();
      try {
        const { html, data } = await renderPage(path, { config, requester });
        const { markup, css } = moveInlineStyles(html);
        const files = pageFiles(path);
        await mkdir(dirname(join(dist, files.html)), { recursive: true });
        if (css) await writeFile(join(dist, files.css), css);
        const stylesheet = css ? `/${files.css}` : null;
        await writeFile(
          join(dist, files.html),
          renderedPageHtml(template, markup, data, stylesheet),
        );
        report.pages.push({ path, ms: performance.now() - started });
      } catch (error) {
        report.failed.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await vite.close();
  }
  return report;
}

function readArguments(argv: string[]): RenderPagesOptions {
  const [dist, ...rest] = argv;
  if (!dist) {
    throw new Error(
      'Usage: render-pages.ts <dist> [--mode mock] [--records <records.json>] [--limit N]',
    );
  }
  const value = (flag: string) => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const given = rest[at + 1];
    if (!given) throw new Error(`${flag} needs a value.`);
    return given;
  };
  const limit = value('--limit');
  return {
    dist,
    mode: value('--mode'),
    recordsFile: value('--records'),
    limit: limit === undefined ? undefined : Number(limit),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  renderPages(readArguments(process.argv.slice(2))).then(
    ({ pages, failed, skipped }) => {
      if (skipped) {
        console.warn(skipped);
        return;
      }
      const total = performance.now() - started;
      const items = pages.filter(({ path }) => path !== '/');
      const itemMs = items.reduce((sum, { ms }) => sum + ms, 0) / Math.max(items.length, 1);
      const home = pages.find(({ path }) => path === '/');
      console.log(
        `Rendered ${pages.length} pages in ${(total / 1000).toFixed(1)} s ` +
          `(an item page ${itemMs.toFixed(1)} ms on average; / ${home?.ms.toFixed(0) ?? '-'} ms).`,
      );
      if (failed.length > 0) {
        console.error(`${failed.length} pages could not be rendered:\n  ${failed.join('\n  ')}`);
        process.exit(1);
      }
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
