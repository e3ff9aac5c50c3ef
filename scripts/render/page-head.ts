import type { CollectionConfig } from '../../src/config/site-schema.ts';
import type { PageData } from '../../src/services/search/page-data.ts';
import {
  aboutPageMeta,
  collectionPageMeta,
  collectionsPageMeta,
  homePageMeta,
  mapPageMeta,
} from '../../src/services/page-meta/site-page-meta.ts';
import { itemPageMeta } from '../../src/services/page-meta/item-page-meta.ts';
import { dataPageMeta } from '../../src/services/page-meta/data-page-meta.ts';
import type { OpenDataSummary } from '../../src/services/open-data/open-data-summary.ts';
import type {
  MetaItem,
  PageMeta,
  SiteContext,
} from '../../src/services/page-meta/page-meta-types.ts';
import type { SitePage } from './site-pages.ts';

/**
 * What a rendered page says about itself in its head (services/page-meta), from what the page
 * shows: an item page's record as its page data carries it, a results page's first hits as
 * InstantSearch answered them (the full records looked up by objectID).
 */

export interface HeadContext {
  site: SiteContext;
  collections: readonly CollectionConfig[];
  records: ReadonlyMap<string, MetaItem>;
  /** The item whose picture stands for a page without one of its own: `/`'s first result. */
  preview: MetaItem | null;
}

interface FirstResults {
  hits: MetaItem[];
  total: number;
}

/** The hits and total of the page's first search, as full records. */
export function firstResults(data: PageData, records: ReadonlyMap<string, MetaItem>): FirstResults {
  const [first] = Object.values(data.instantSearch?.initialResults ?? {});
  const result = first?.results?.[0] as
    { hits?: { objectID?: unknown }[]; nbHits?: number } | undefined;
  const hits = (result?.hits ?? [])
    .map(({ objectID }) => (typeof objectID === 'string' ? records.get(objectID) : undefined))
    .filter((item): item is MetaItem => item !== undefined);
  return { hits, total: result?.nbHits ?? hits.length };
}

export function pageHead(page: SitePage, data: PageData, context: HeadContext): PageMeta {
  const { site, collections, records, preview } = context;
  switch (page.kind) {
    case 'home':
      return homePageMeta(site, firstResults(data, records).hits[0] ?? preview);
    case 'item': {
      const item = Object.values(data.items)[0];
      if (!item) throw new Error(`${page.path}: no record with this id in the index.`);
      return itemPageMeta(site, item);
    }
    case 'collections': {
      const cover = collections[0] ? (records.get(collections[0].cover) ?? null) : null;
      return collectionsPageMeta(site, collections, cover ?? preview);
    }
    case 'collection': {
      const slug = page.path.slice('/collections/'.length);
      const collection = collections.find((one) => one.slug === slug);
      if (!collection) throw new Error(`${page.path}: no collection ${slug} in the site config.`);
      const { hits, total } = firstResults(data, records);
      const cover = records.get(collection.cover) ?? hits[0] ?? null;
      return collectionPageMeta(site, collection, { cover, items: hits, total });
    }
    case 'about':
      return aboutPageMeta(site, preview);
    case 'map':
      return mapPageMeta(site, preview);
    case 'data': {
      // The summary the page was rendered from, among the values its screen loaded.
      const summary = Object.values(data.loads).find(
        (value): value is OpenDataSummary =>
          typeof value === 'object' && value !== null && 'files' in value,
      );
      if (!summary) throw new Error(`${page.path}: the open data summary was not rendered.`);
      return dataPageMeta(site, summary, preview);
    }
  }
}
