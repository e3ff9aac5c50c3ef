import { pageDataBlock, type PageData } from '../../src/services/search/page-data.ts';

/**
 * The HTML file of a page rendered at build time: the build's index.html with the rendered markup
 * inside the app's root element (the browser hydrates it, src/boot.tsx) and the page data in a
 * JSON data block just before it (read by code; the security policy allows no inline script).
 */

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** Throws for an index.html that is a rendered page already (a second run on one build). */
export function refuseRenderedTemplate(template: string): void {
  if (!EMPTY_ROOT.test(template)) {
    throw new Error(
      'The build\'s index.html has no empty <div id="root"></div>: it is a rendered page ' +
        'already, or not a Folio build. Build again first.',
    );
  }
}

/**
 * The blocking head script that applies the visitor's theme before the first paint, and hides
 * the markup where this page is served for another address (src/start/theme-head.js, emitted by
 * scripts/vite/theme-script-plugin.ts; no inline script is allowed).
 */
export const THEME_SCRIPT = '/theme.js';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `stylesheetHref`: the page's own stylesheet (page-styles.ts), linked after the build's, or null
 * for a page without one.
 */
export function renderedPageHtml(
  template: string,
  markup: string,
  data: PageData,
  stylesheetHref: string | null,
): string {
  refuseRenderedTemplate(template);
  // Function replacements: `$` in record text is literal, not a replacement pattern.
  const html = template.replace(
    EMPTY_ROOT,
    () => `${pageDataBlock(data)}\n    <div id="root">${markup}</div>`,
  );
  const stylesheet =
    stylesheetHref === null
      ? ''
      : `  <link rel="stylesheet" href="${escapeAttribute(stylesheetHref)}" />\n`;
  // The markup is drawn before any module runs: the theme must be on <html> by then.
  return html.replace(
    /<\/head>/,
    () => `${stylesheet}    <script src="${THEME_SCRIPT}"></script>\n  </head>`,
  );
}

/**
 * Where the page of `path` and its stylesheet are written in the build. `item/<id>.html`, as the
 * Chromium prerender wrote them: static hosts and `vite preview` serve it at `/item/<id>` with no
 * redirect to a trailing slash (decision 020's host list).
 */
export function pageFiles(path: string): { html: string; css: string } {
  if (path === '/') return { html: 'index.html', css: 'index.css' };
  const item = /^\/item\/([A-Za-z0-9][A-Za-z0-9_-]*)$/.exec(path);
  if (item) return { html: `item/${item[1]}.html`, css: `item/${item[1]}.css` };
  throw new Error(`No page file for ${path}: only / and item pages are rendered so far.`);
}
