/**
 * The address the site is published at (VITE_SITE_URL), such as `https://photos.example.org/`:
 * every canonical URL, link-preview image, JSON-LD address and the sitemap start with it, and
 * none of them can be relative. Read by readConfig; a real build needs it (scripts/vite/
 * build-env.ts), a mock build and the dev server fall back on LOCAL_SITE_URL.
 */

export const SITE_URL_VARIABLE = 'VITE_SITE_URL';

/** `vite preview`'s address (vite.config.ts), where the mock build is looked at. */
export const LOCAL_SITE_URL = 'http://localhost:4173/';

const EXAMPLE = 'like https://photos.example.org/ or https://example.org/archive/';

/** Why the value cannot be the site's address, or the address, ending in `/`. */
function readValue(value: string): { url: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `is not a full address: use one ${EXAMPLE}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: `starts with ${url.protocol}, not https://: use an address ${EXAMPLE}` };
  }
  // Every VITE_ value is public: a user name or password in it would be published.
  if (url.username !== '' || url.password !== '') {
    return { problem: 'holds a user name or password: remove them' };
  }
  if (url.search !== '' || value.includes('?')) {
    return { problem: `has a query (${url.search || '?'}): give the address alone, ${EXAMPLE}` };
  }
  if (url.hash !== '' || value.includes('#')) {
    return { problem: `has a fragment (${url.hash || '#'}): give the address alone, ${EXAMPLE}` };
  }
  // One form, so page paths join to it the same way: `…/archive` and `…/archive/` alike.
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return { url: url.href };
}

/** Blank: null (the caller decides whether that is allowed). */
export function readSiteUrl(raw: string | undefined): {
  siteUrl: string | null;
  problems: { variable: string; message: string }[];
} {
  const value = raw?.trim() ?? '';
  if (value === '') return { siteUrl: null, problems: [] };
  const read = readValue(value);
  if ('url' in read) return { siteUrl: read.url, problems: [] };
  return {
    siteUrl: null,
    problems: [{ variable: SITE_URL_VARIABLE, message: `${read.problem}.` }],
  };
}

/** What a real build says when the address is missing. */
export const SITE_URL_REQUIRED =
  `${SITE_URL_VARIABLE} is not set: the real build writes each page's canonical URL, link ` +
  `previews and sitemap.xml with the address the site is published at, ${EXAMPLE}.`;
