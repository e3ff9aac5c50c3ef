import { pageDataBlock, type PageData } from '../../src/services/search/page-data.ts';
import { firstImagePreload } from './first-image-preload.ts';
import type { PageAssets } from './route-assets.ts';

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
 * The template's module preloads (the app's code, fetched beside the entry for a page drawn from
 * nothing) leave a rendered page: its first paint needs no script, and on a slow connection they
 * took the bandwidth its stylesheets and photo needed. The entry asks for the app once the page
 * is drawn (src/start/main.tsx).
 */
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The blocking head script that applies the visitor's theme before the first paint, and hides
 * the markup where this page is served for another address (src/start/theme-head.js, emitted by
 * scripts/vite/theme-script-plugin.ts; no inline script is allowed).
 */
export const THEME_SCRIPT = '/theme.js';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `assets`: the app's and the screen's modules and stylesheets the template does not link
 * (route-assets.ts), and the page's own stylesheet last (page-styles.ts).
 */
export function renderedPageHtml(
  template: string,
  markup: string,
  data: PageData,
  assets: PageAssets,
): string {
  refuseRenderedTemplate(template);
  // Function replacements: `$` in record text is literal, not a replacement pattern.
  const html = template
    .replace(EMPTY_ROOT, () => `${pageDataBlock(data)}\n    <div id="root">${markup}</div>`)
    // The address the markup is for, read by the theme's head script before the first paint
    // (src/start/theme-head.js): at any other address the markup is hidden, never shown.
    .replace(
      /<html([^>]*)>/,
      (_match, attributes: string) =>
        `<html${attributes} data-rendered-for="${escapeAttribute(data.path)}">`,
    );
  const links = [
    ...assets.stylesheets.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />`,
    ),
    // The markup is drawn before any module runs: the theme must be on <html> by then.
    `<script src="${THEME_SCRIPT}"></script>`,
  ];
  const withAssets = html
    .replace(MODULE_PRELOAD, '')
    .replace(/<\/head>/, () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
  // The photo the page opens with, asked for before anything else the head asks for.
  const preload = firstImagePreload(markup);
  return preload
    ? withAssets.replace(/<(link|script)\b/, (tag) => `${preload}\n    ${tag}`)
    : withAssets;
}
