import { readFileSync } from 'node:fs';
import { createServer, type ViteDevServer } from 'vite';
import type { AppConfig, ConfigResult } from '../../src/config/env.ts';
import type { CollectionConfig, SiteIdentity } from '../../src/config/site-schema.ts';
import type { KnownLoad, renderPage as RenderPage } from '../../src/entry-server.tsx';
import { DEFAULT_DATA_LICENSE } from '../../src/services/open-data/open-data-summary.ts';
import type { License } from '../../src/types/item.ts';
import type { MetaItem } from '../../src/services/page-meta/page-meta-types.ts';
import { engineRequester } from './engine-requester.ts';
import { PageCache } from './page-cache.ts';
import { firstResults, pageHead, type HeadContext } from './page-head.ts';
import { pageOutput, writeOutput } from './page-output.ts';
import { pageAssets, readManifest } from './route-assets.ts';
import type { SitePage } from './site-pages.ts';

/**
 * One renderer: a Vite server loading the app's modules in Node (ssrLoadModule: the build's
 * configuration and aliases, no second bundle), the local engine over the records as the search
 * client's requester, and the build's index.html as every page's template. The main process
 * opens one, and each render worker its own (render-worker.ts).
 */

export interface RendererOptions {
  mode: string;
  /** The built site the pages are written into. */
  dist: string;
  recordsFile: string;
  template: string;
  /** Where unchanged item pages are kept between builds; null renders every page. */
  cacheDir: string | null;
}

export interface PageResult {
  pages: { path: string; ms: number; cached: boolean }[];
  failed: string[];
}

export interface Renderer {
  config: AppConfig;
  siteUrl: string;
  collections: readonly CollectionConfig[];
  records: ReadonlyMap<string, MetaItem>;
  /** The licence of the published metadata (the site config's `dataLicense`, else CC0). */
  dataLicense: License;
  /** The archive's description in its owner's words (src/config/site.ts). */
  description: string;
  /**
   * Renders and writes `pages` in order; a page that fails is reported, the others go on.
   * `known`: loads whose value the build already has, carried by the pages that ask for them.
   */
  render(
    pages: readonly SitePage[],
    dist: string,
    known?: readonly KnownLoad[],
  ): Promise<PageResult>;
  close(): Promise<void>;
}

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

export async function openRenderer(options: RendererOptions): Promise<Renderer> {
  const vite = await createServer({
    mode: options.mode,
    appType: 'custom',
    logLevel: 'warn',
    // Vite leaves its own output folder alone; any other folder of the project it follows file by
    // file, and writing a thousand pages there took ten times as long (decision 038).
    build: { outDir: options.dist },
    // No watcher: every page written into the project would be an event for it to handle.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { config, siteUrl, renderPage, site, collections } = await loadApp(vite);
    const list = JSON.parse(readFileSync(options.recordsFile, 'utf8')) as MetaItem[];
    const records = new Map(list.map((record) => [record.objectID, record]));
    const context: HeadContext = {
      site: { siteUrl, archiveName: config.archiveName, description: site.description },
      collections,
      records,
      preview: null,
    };
    const requester = engineRequester(options.recordsFile, config.algolia.indexName);
    const cache =
      options.cacheDir === null
        ? null
        : new PageCache(options.cacheDir, options.template, context.site);

    const assetsOf = pageAssets(readManifest(options.dist), options.template);
    const renderOne = async (page: SitePage, known: readonly KnownLoad[]) => {
      const rendered = await renderPage(page.path, page.kind, { config, requester, known });
      // `/`'s first result is the picture of the pages without one of their own.
      if (page.kind === 'home')
        context.preview = firstResults(rendered.data, records).hits[0] ?? null;
      return pageOutput(
        options.template,
        page.path,
        rendered,
        pageHead(page, rendered.data, context),
        assetsOf(page.kind),
      );
    };

    const render = async (
      pages: readonly SitePage[],
      dist: string,
      known: readonly KnownLoad[] = [],
    ): Promise<PageResult> => {
      const result: PageResult = { pages: [], failed: [] };
      for (const page of pages) {
        const started = performance.now();
        try {
          const record =
            page.kind === 'item' ? records.get(page.path.slice('/item/'.length)) : undefined;
          const kept = record ? await cache?.read(page.path, record) : undefined;
          const files = kept ?? (await renderOne(page, known));
          if (record && !kept) await cache?.write(page.path, record, files);
          await writeOutput(dist, files);
          result.pages.push({ path: page.path, ms: performance.now() - started, cached: !!kept });
        } catch (error) {
          result.failed.push(
            `${page.path}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      return result;
    };

    const dataLicense = site.dataLicense ?? DEFAULT_DATA_LICENSE;
    return {
      config,
      siteUrl,
      collections,
      records,
      dataLicense,
      description: site.description,
      render,
      close: () => vite.close(),
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
