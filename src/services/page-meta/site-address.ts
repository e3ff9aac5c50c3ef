/**
 * Absolute addresses of the site's pages and media. The site URL ends in `/` and may have a
 * path (a site served under `/archive/`), so page paths are joined to it, never to its origin.
 */

/** The app's page paths, relative to the site URL (the same as the app's links). */
export const PAGE_PATHS = {
  home: '',
  collections: 'collections',
  about: 'about',
  data: 'data',
  map: 'map',
} as const;

export function itemPath(objectID: string): string {
  return `item/${encodeURIComponent(objectID)}`;
}

export function collectionPath(slug: string): string {
  return `collections/${encodeURIComponent(slug)}`;
}

export function pageUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}

/**
 * A record's media URL made absolute: a root-relative path is on the site's host (ingest's
 * default `/media`), an http(s) URL stays as it is (media on another host). Anything else (a
 * `javascript:` URL, a protocol-relative one, a blank) is null, as the screens treat it.
 */
export function absoluteMediaUrl(siteUrl: string, url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return null;
  const rootRelative = url.startsWith('/') && !url.startsWith('//');
  if (!rootRelative && !/^https?:\/\/[^\s/]+/i.test(url)) return null;
  try {
    return new URL(url, siteUrl).href;
  } catch {
    return null;
  }
}

/** An outside address a record names (a licence): http(s) only, else null. */
export function safeHttpUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !/^https?:\/\/[^\s/]+/i.test(url)) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}
