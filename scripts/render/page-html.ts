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

export function renderedPageHtml(template: string, markup: string, data: PageData): string {
  refuseRenderedTemplate(template);
  // A function replacement: `$` in record text is literal, not a replacement pattern.
  return template.replace(
    EMPTY_ROOT,
    () => `${pageDataBlock(data)}\n    <div id="root">${markup}</div>`,
  );
}

/** Where the page of `path` is written in the build, as static hosts look for it. */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  const item = /^\/item\/([A-Za-z0-9][A-Za-z0-9_-]*)$/.exec(path);
  if (item) return `item/${item[1]}/index.html`;
  throw new Error(`No page file for ${path}: only / and item pages are rendered so far.`);
}
