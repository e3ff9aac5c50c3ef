import type { CollectionConfig } from '../../config/site-schema.ts';
import { pageImage } from './item-media.ts';
import type { MetaItem } from './page-meta-types.ts';
import { collectionPath, itemPath, PAGE_PATHS, pageUrl } from './site-address.ts';

/**
 * `sitemap.xml`: every page a search engine should keep, each item with its picture
 * (`<image:image>`, the image the page shows, as in its JSON-LD). A withdrawn item is left out.
 * Past the protocol's 50,000 addresses a file, `sitemap.xml` becomes an index of
 * `sitemap-1.xml`, `sitemap-2.xml`…, so robots.txt names one address whatever the archive's size.
 */

export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapFile {
  /** Relative to the site's root folder, e.g. `sitemap.xml`. */
  path: string;
  xml: string;
}

interface Entry {
  loc: string;
  image: string | null;
}

const XML: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML[char] ?? char);

function urlSet(entries: readonly Entry[]): string {
  const urls = entries.map(({ loc, image }) =>
    image
      ? `<url><loc>${escapeXml(loc)}</loc><image:image><image:loc>${escapeXml(image)}</image:loc></image:image></url>`
      : `<url><loc>${escapeXml(loc)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function sitemapIndex(locations: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function buildSitemaps({
  siteUrl,
  items,
  collections,
  withdrawn = [],
  maxUrls = MAX_URLS_PER_SITEMAP,
}: {
  siteUrl: string;
  items: Iterable<MetaItem>;
  collections: readonly Pick<CollectionConfig, 'slug'>[];
  /** objectIDs whose pages now say the item was withdrawn. */
  withdrawn?: Iterable<string>;
  maxUrls?: number;
}): SitemapFile[] {
  const gone = new Set(withdrawn);
  const page = (path: string): Entry => ({ loc: pageUrl(siteUrl, path), image: null });
  const entries: Entry[] = [
    page(PAGE_PATHS.home),
    page(PAGE_PATHS.collections),
    ...collections.map(({ slug }) => page(collectionPath(slug))),
    page(PAGE_PATHS.about),
    page(PAGE_PATHS.data),
    page(PAGE_PATHS.map),
  ];
  for (const item of items) {
    if (item.objectID === '' || gone.has(item.objectID)) continue;
    entries.push({
      loc: pageUrl(siteUrl, itemPath(item.objectID)),
      image: pageImage(item, siteUrl)?.url ?? null,
    });
  }
  if (entries.length <= maxUrls) return [{ path: 'sitemap.xml', xml: urlSet(entries) }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < entries.length; start += maxUrls) {
    parts.push({
      path: `sitemap-${parts.length + 1}.xml`,
      xml: urlSet(entries.slice(start, start + maxUrls)),
    });
  }
  const index = sitemapIndex(parts.map(({ path }) => pageUrl(siteUrl, path)));
  return [{ path: 'sitemap.xml', xml: index }, ...parts];
}

/**
 * `robots.txt`: everything may be crawled (a not-found page says noindex itself), and where the
 * sitemap is. Crawlers read it at the host's root only: a site served under a path must have
 * its host serve this file at `/robots.txt`.
 */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${pageUrl(siteUrl, 'sitemap.xml')}`, ''].join(
    '\n',
  );
}
