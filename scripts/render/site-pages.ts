import type { PageKind } from '../../src/entry-server.tsx';
import { FILE_SAFE_ID } from '../vite/app-paths.ts';

/**
 * Every address the build renders, and the file a static host serves it from. `<path>.html`, as
 * `vite preview` and the hosts of decision 020 serve `/about` from `about.html` and
 * `/item/<id>` from `item/<id>.html`, with no redirect to a trailing slash.
 */

export interface SitePage {
  path: string;
  kind: PageKind;
}

export function sitePages(
  itemIds: readonly string[],
  collectionSlugs: readonly string[],
): SitePage[] {
  // `/` first: its first result is the picture of the pages that have none of their own.
  return [
    page('/', 'home'),
    ...itemIds.filter((id) => FILE_SAFE_ID.test(id)).map((id) => page(`/item/${id}`, 'item')),
    page('/collections', 'collections'),
    ...collectionSlugs
      .filter((slug) => FILE_SAFE_ID.test(slug))
      .map((slug) => page(`/collections/${slug}`, 'collection')),
    page('/about', 'about'),
    page('/data', 'data'),
    page('/map', 'map'),
  ];
}

const page = (path: string, kind: PageKind): SitePage => ({ path, kind });

/** The page's HTML file and its own stylesheet (page-styles.ts), relative to the build. */
export function pageFiles(path: string): { html: string; css: string } {
  if (path === '/') return { html: 'index.html', css: 'index.css' };
  const segments = path.slice(1).split('/');
  if (!path.startsWith('/') || !segments.every((segment) => FILE_SAFE_ID.test(segment))) {
    throw new Error(`No page file for ${path}: its address is not a plain path.`);
  }
  const base = segments.join('/');
  return { html: `${base}.html`, css: `${base}.css` };
}
