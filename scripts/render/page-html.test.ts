import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from '../../src/services/search/page-data.ts';
import { pageFiles, renderedPageHtml } from './page-html.ts';

const template =
  '<!doctype html><html><head><title>Folio</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const data = { path: '/', instantSearch: null, items: {} };

describe('renderedPageHtml', () => {
  it('puts the markup in the root, the page data before it, its stylesheet and the theme’s script in the head', () => {
    const html = renderedPageHtml(template, '<main>$& $1</main>', data, '/index.css');
    expect(html).toContain(
      `<script type="application/json" id="${PAGE_DATA_ID}">{"path":"/","instantSearch":null,"items":{}}</script>\n    <div id="root"><main>$& $1</main></div>`,
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/index.css" />\n    <script src="/theme.js"></script>\n  </head>',
    );
  });

  it('refuses a page that is rendered already (a second run on one build)', () => {
    const once = renderedPageHtml(template, '<main></main>', data, null);
    expect(() => renderedPageHtml(once, '<main></main>', data, null)).toThrow(
      /rendered page already/,
    );
  });
});

describe('pageFiles', () => {
  it('writes `/` as index.html and an item as item/<id>.html, as static hosts serve them', () => {
    expect(pageFiles('/')).toEqual({ html: 'index.html', css: 'index.css' });
    expect(pageFiles('/item/aqua')).toEqual({ html: 'item/aqua.html', css: 'item/aqua.css' });
  });

  it('has no file for an id that is not a plain file name', () => {
    expect(() => pageFiles('/item/../index')).toThrow(/No page file/);
  });
});
