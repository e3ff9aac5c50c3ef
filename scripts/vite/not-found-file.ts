/**
 * `404.html`: what a static host serves, with status 404, at an address with no page. It is the
 * app's own page (the app draws its not-found screen there), told apart for crawlers that run
 * no script: noindex, a not-found title and a not-found message.
 */

export const NOT_FOUND_FILE = '404.html';

const ROBOTS_META = '<meta name="robots" content="noindex" />';
const NO_SCRIPT_TEXT =
  'There is no page at this address. It may have moved, or the link may be mistyped. ' +
  '<a href="/">Back to the archive</a>';

export function notFoundHtml(indexHtml: string): string {
  const title = /<title>([^<]*)<\/title>/i;
  if (!title.test(indexHtml)) throw new Error('index.html needs a <title> for 404.html.');
  if (!/<\/head>/i.test(indexHtml)) throw new Error('index.html needs a </head> for 404.html.');
  return indexHtml
    .replace(title, (_match, name: string) => `<title>Page not found · ${name}</title>`)
    .replace(/<meta\s+name="robots"[^>]*>\s*/gi, '')
    .replace(/<\/head>/i, `  ${ROBOTS_META}\n  </head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, `<noscript>${NO_SCRIPT_TEXT}</noscript>`);
}
