import type { CollectionConfig } from '../../config/site-schema.ts';
import { previewImage } from './item-media.ts';
import type { JsonLd, MetaItem, PageMeta, SiteContext } from './page-meta-types.ts';
import {
  clipDescription,
  collectionsDescription,
  documentTitle,
  itemName,
  mapDescription,
} from './page-text.ts';
import { collectionPath, itemPath, PAGE_PATHS, pageUrl } from './site-address.ts';
import { socialTags } from './social-tags.ts';

/**
 * The site's own pages: `/`, `/collections`, each collection, `/about`, `/map`, and the
 * not-found page. `preview` is the item whose picture stands for a page without one of its own
 * (the renderer passes the first result of `/`, or a collection's cover).
 */

interface Page {
  /** The page's own name, null for `/` (the title is the archive's name alone). */
  name: string | null;
  description: string;
  path: string;
  preview: MetaItem | null | undefined;
  jsonLd: JsonLd | null;
}

function sitePage(site: SiteContext, page: Page): PageMeta {
  const url = pageUrl(site.siteUrl, page.path);
  const description = clipDescription(page.description);
  const image = page.preview ? previewImage(page.preview, site.siteUrl) : null;
  return {
    title: documentTitle(page.name, site.archiveName),
    description,
    canonical: url,
    noindex: false,
    image,
    meta: socialTags(site, { title: page.name ?? site.archiveName, description, url, image }),
    links: [{ rel: 'canonical', href: url }],
    jsonLd: page.jsonLd,
  };
}

const CONTEXT = 'https://schema.org';

/** `/`: a WebSite whose SearchAction is the landing page's own `?q=`. */
export function homePageMeta(site: SiteContext, preview?: MetaItem | null): PageMeta {
  return sitePage(site, {
    name: null,
    description: site.description,
    path: PAGE_PATHS.home,
    preview,
    jsonLd: {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: site.archiveName,
      description: site.description,
      url: site.siteUrl,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${site.siteUrl}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  });
}

/** An ItemList of pages, in the order the page shows them. */
function itemList(entries: { url: string; name: string }[], total = entries.length): JsonLd {
  return {
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: entries.map(({ url, name }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url,
      name,
    })),
  };
}

/** `/collections`: every collection; its picture is the first one's cover. */
export function collectionsPageMeta(
  site: SiteContext,
  collections: readonly CollectionConfig[],
  firstCover?: MetaItem | null,
): PageMeta {
  const url = pageUrl(site.siteUrl, PAGE_PATHS.collections);
  const description = collectionsDescription(site.archiveName, collections);
  return sitePage(site, {
    name: 'Collections',
    description,
    path: PAGE_PATHS.collections,
    preview: firstCover,
    jsonLd: {
      '@context': CONTEXT,
      '@type': 'CollectionPage',
      name: 'Collections',
      description: clipDescription(description),
      url,
      mainEntity: itemList(
        collections.map(({ slug, title }) => ({
          url: pageUrl(site.siteUrl, collectionPath(slug)),
          name: title,
        })),
      ),
    },
  });
}

/**
 * `/collections/<slug>`: its words, its cover for previews, and the items its first page shows
 * (`items`, of `total` in all) as an ItemList.
 */
export function collectionPageMeta(
  site: SiteContext,
  collection: CollectionConfig,
  { cover, items, total }: { cover: MetaItem | null; items: readonly MetaItem[]; total: number },
): PageMeta {
  const path = collectionPath(collection.slug);
  const coverImage = cover ? previewImage(cover, site.siteUrl) : null;
  return sitePage(site, {
    name: collection.title,
    description: collection.description,
    path,
    preview: cover,
    jsonLd: {
      '@context': CONTEXT,
      '@type': 'CollectionPage',
      name: collection.title,
      description: collection.description,
      url: pageUrl(site.siteUrl, path),
      ...(coverImage ? { image: coverImage.url } : {}),
      mainEntity: itemList(
        items.map((item) => ({
          url: pageUrl(site.siteUrl, itemPath(item.objectID)),
          name: itemName(item),
        })),
        total,
      ),
    },
  });
}

/** `/about`: the archive's description, as the about screen sets it. */
export function aboutPageMeta(site: SiteContext, preview?: MetaItem | null): PageMeta {
  return sitePage(site, {
    name: 'About',
    description: site.description,
    path: PAGE_PATHS.about,
    preview,
    jsonLd: {
      '@context': CONTEXT,
      '@type': 'AboutPage',
      name: `About ${site.archiveName}`,
      description: site.description,
      url: pageUrl(site.siteUrl, PAGE_PATHS.about),
    },
  });
}

/** `/map`: the list is rendered, the map drawn in the browser. */
export function mapPageMeta(site: SiteContext, preview?: MetaItem | null): PageMeta {
  return sitePage(site, {
    name: 'Map',
    description: mapDescription(site.archiveName),
    path: PAGE_PATHS.map,
    preview,
    jsonLd: null,
  });
}

/**
 * A page no search engine should keep (decision 026): "Page not found", "Item not found", and
 * a withdrawn item's page. No canonical, no preview, noindex.
 */
export function notFoundPageMeta(site: SiteContext, title = 'Page not found'): PageMeta {
  return {
    title: documentTitle(title, site.archiveName),
    description: clipDescription(site.description),
    canonical: null,
    noindex: true,
    image: null,
    meta: [],
    links: [],
    jsonLd: null,
  };
}
