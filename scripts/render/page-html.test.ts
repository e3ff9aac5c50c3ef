import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from '../../src/services/search/page-data.ts';
import { renderedPageHtml } from './page-html.ts';

const template =
  '<!doctype html><html><head><title>Folio</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const none = { stylesheets: [] };
const data = { path: '/', instantSearch: null, items: {}, loads: {} };

describe('renderedPageHtml', () => {
  it('puts the markup in the root, the page data before it, its stylesheets and the theme’s script in the head, and no module preload', () => {
    const html = renderedPageHtml(
      template.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/boot.js"></head>',
      ),
      '<main>$& $1</main>',
      data,
      { stylesheets: ['/assets/boot.css', '/index.css'] },
    );
    expect(html).toContain(
      `<script type="application/json" id="${PAGE_DATA_ID}">{"path":"/","instantSearch":null,"items":{},"loads":{}}</script>\n    <div id="root"><main>$& $1</main></div>`,
    );
    expect(html).toContain(
      '  <link rel="stylesheet" crossorigin href="/assets/boot.css" />\n' +
        '  <link rel="stylesheet" crossorigin href="/index.css" />\n' +
        '  <script src="/theme.js"></script>\n  </head>',
    );
    expect(html).not.toContain('modulepreload');
  });

  it('preloads the photo the page opens with before anything else its head asks for', () => {
    const withHead = template.replace('<title>', '<link rel="icon" href="/favicon.svg" /><title>');
    const html = renderedPageHtml(
      withHead,
      '<main><img src="/m/a.jpg" fetchPriority="high"/></main>',
      data,
      none,
    );
    const preload = html.indexOf(
      '<link rel="preload" as="image" fetchpriority="high" href="/m/a.jpg" />',
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('<link rel="icon"'));
  });

  it('marks <html> with the address the markup is for, escaped', () => {
    const html = renderedPageHtml(template, '<main></main>', { ...data, path: '/?q="a"&b' }, none);
    expect(html).toContain('<html data-rendered-for="/?q=&quot;a&quot;&amp;b">');
  });

  it('refuses a page that is rendered already (a second run on one build)', () => {
    const once = renderedPageHtml(template, '<main></main>', data, none);
    expect(() => renderedPageHtml(once, '<main></main>', data, none)).toThrow(
      /rendered page already/,
    );
  });
});
