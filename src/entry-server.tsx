import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { getServerState } from 'react-instantsearch-core';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/app';
import { AppRoutes } from '@/app/router';
import type { AppConfig } from '@/config/env';
import { fetchItem } from '@/services/search/fetch-item';
import type { PageData } from '@/services/search/page-data';
import { createSearchClient, type SearchRequester } from '@/services/search/search-client';

/**
 * A page's HTML rendered in Node at build time (decision 038): the same providers and routes as
 * the browser's app (src/app/app.tsx) under react-router's static router, with the search client
 * answered by `requester` (the local engine, no network). The browser hydrates the markup with
 * the page data it is rendered from (src/boot.tsx).
 */

export interface RenderOptions {
  config: AppConfig;
  requester: SearchRequester;
}

export interface RenderedPage {
  /** The markup inside the app's root element. */
  html: string;
  data: PageData;
}

const ITEM_PATH = /^\/item\/([^/]+)$/;

function appAt(path: string, options: RenderOptions, data: PageData): ReactNode {
  return (
    <AppProviders config={options.config} requester={options.requester} pageData={data}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
}

/**
 * Renders whole: the lazy route modules resolve and every Suspense boundary is waited for. An
 * error fails the page: React would otherwise leave that part for the browser to draw.
 */
async function renderWhole(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    onError: (error) => void errors.push(error),
    // React outlines a large boundary to be swapped in by an inline script: the security policy
    // refuses inline scripts, so every boundary is written in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return html;
}

/** Route screens whose lazy module has resolved in this process (see `renderPage`). */
const resolvedScreens = new Set<string>();

export async function renderPage(path: string, options: RenderOptions): Promise<RenderedPage> {
  const { pathname } = new URL(path, 'http://folio.invalid');
  const itemId = ITEM_PATH.exec(pathname)?.[1];
  const data: PageData = { path, instantSearch: null, items: {} };
  if (itemId !== undefined) {
    const id = decodeURIComponent(itemId);
    const client = createSearchClient(options.config.algolia, () => false, options.requester);
    const item = await fetchItem(client, options.config.algolia.indexName, id);
    if (item) data.items[id] = item;
  }
  if (pathname === '/') {
    // getServerState renders synchronously (renderToString): the screen's lazy module must have
    // resolved before, or it finds no <InstantSearch>. A first whole render resolves it.
    if (!resolvedScreens.has(pathname)) {
      await renderWhole(appAt(path, options, data));
      resolvedScreens.add(pathname);
    }
    data.instantSearch = await getServerState(appAt(path, options, data), { renderToString });
  }
  // The search screen finds its results in the page data (ResultsSearch), as it will in the browser.
  const html = await renderWhole(appAt(path, options, data));
  return { html, data };
}
