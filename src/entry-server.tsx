import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { getServerState } from 'react-instantsearch-core';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/app';
import { AppRoutes } from '@/app/router';
import { loadName } from '@/components/ui/rendered-loads';
import type { AppConfig } from '@/config/env';
import { fetchItem } from '@/services/search/fetch-item';
import type { PageData } from '@/services/search/page-data';
import { createSearchClient, type SearchRequester } from '@/services/search/search-client';

/**
 * A page's HTML rendered in Node at build time (decision 038): the same providers and routes as
 * the browser's app (src/app/app.tsx) under react-router's static router, with the search client
 * answered by `requester` (the local engine, no network). The browser hydrates the markup with
 * the page data it is rendered from (src/start/boot.tsx).
 */

export interface RenderOptions {
  config: AppConfig;
  requester: SearchRequester;
  /** Loads the build already has the value of (the open data's summary): never run here. */
  known?: readonly KnownLoad[];
}

/** A screen's load (useLoad's `renderedAs` and key) and its value. */
export interface KnownLoad {
  name: string;
  key: string;
  value: unknown;
}

/** What kind of screen a path shows: the renderer knows which of them search. */
export type PageKind = 'home' | 'item' | 'collections' | 'collection' | 'about' | 'map' | 'data';

export interface RenderedPage {
  /** The markup inside the app's root element. */
  html: string;
  data: PageData;
}

const SEARCH_SCREENS: ReadonlySet<PageKind> = new Set(['home', 'collection', 'map']);
const ITEM_PATH = /^\/item\/([^/]+)$/;

type CollectLoad = (name: string, load: () => Promise<unknown>) => void;

function appAt(path: string, options: RenderOptions, data: PageData, collect?: CollectLoad) {
  return (
    <AppProviders
      config={options.config}
      requester={options.requester}
      pageData={data}
      collectLoad={collect}
    >
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

/** Kinds of screen whose lazy route module has resolved in this process (see `renderPage`). */
const resolvedScreens = new Set<PageKind>();

/**
 * Renders until no screen asks for a load the page does not carry yet: each round waits for the
 * loads the last one asked for (collections' counts, the credits) and renders with their values.
 * A load that fails fails the page: a built page never ships a "could not load" message.
 */
async function renderWithLoads(path: string, options: RenderOptions, data: PageData) {
  const known = new Map(
    (options.known ?? []).map(({ name, key, value }) => [loadName(name, key), value]),
  );
  for (;;) {
    const asked = new Map<string, Promise<unknown>>();
    const collect: CollectLoad = (name, load) => {
      if (asked.has(name)) return;
      asked.set(name, known.has(name) ? Promise.resolve(known.get(name)) : load());
    };
    const html = await renderWhole(appAt(path, options, data, collect));
    if (asked.size === 0) return html;
    for (const [name, value] of asked) data.loads[name] = await value;
  }
}

export async function renderPage(
  path: string,
  kind: PageKind,
  options: RenderOptions,
): Promise<RenderedPage> {
  const data: PageData = { path, instantSearch: null, items: {}, loads: {} };
  const itemId = ITEM_PATH.exec(new URL(path, 'http://folio.invalid').pathname)?.[1];
  if (kind === 'item' && itemId !== undefined) {
    const id = decodeURIComponent(itemId);
    const client = createSearchClient(options.config.algolia, () => false, options.requester);
    const item = await fetchItem(client, options.config.algolia.indexName, id);
    if (item) data.items[id] = item;
  }
  if (SEARCH_SCREENS.has(kind)) {
    // getServerState renders synchronously (renderToString): the screen's lazy module must have
    // resolved before, or it finds no <InstantSearch>. A first whole render resolves it.
    if (!resolvedScreens.has(kind)) {
      await renderWhole(appAt(path, options, data));
      resolvedScreens.add(kind);
    }
    data.instantSearch = await getServerState(appAt(path, options, data), { renderToString });
  }
  // The screens find their results, record and loads in the page data, as they will in the browser.
  const html = await renderWithLoads(path, options, data);
  return { html, data };
}
