import { describe, expect, it } from 'vitest';
import {
  firstScreenPage,
  firstScreenStylesheet,
  linkedStylesheets,
  type ScreenSnapshot,
} from './first-screen-page.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="A searchable archive." />
    <title>Folio</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="modulepreload" crossorigin="" href="/assets/boot-abc.js">
    <link rel="modulepreload" crossorigin="" href="/assets/browser-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const SNAPSHOT: ScreenSnapshot = {
  html: '<main><h1>Blinds</h1><img src="/media/blinds/750.avif" alt="Blinds"></main>',
  title: 'Blinds & <Shades> · Folio',
  description: 'A leaf "backlit" & close.',
  styleRules: ['[data-first-screen-style="0"] { --ratio: 1.6 !important }'],
  stylesheets: ['/assets/index-abc.css', '/assets/item-route-def.css'],
};

describe('a prerendered page', () => {
  const page = firstScreenPage(TEMPLATE, SNAPSHOT, '/item/blinds.css', '/item/blinds');

  it('holds the screen, inert and hidden from assistive technology, before the app’s root', () => {
    expect(page).toContain(
      `<div id="first-screen" aria-hidden="true" inert>${SNAPSHOT.html}</div>\n    <div id="root"></div>`,
    );
    expect(page).toMatch(/<html lang="en" data-first-screen="\/item\/blinds">/);
  });

  it('is made from the app’s own index.html, not from a page prerendered already', () => {
    expect(() => firstScreenPage(page, SNAPSHOT, '/index.css', '/')).toThrow(
      'is a prerendered page already',
    );
  });

  it('carries the item’s title and description, escaped', () => {
    expect(page).toContain('<title>Blinds &amp; &lt;Shades&gt; · Folio</title>');
    expect(page).toContain(
      '<meta name="description" content="A leaf &quot;backlit&quot; &amp; close." />',
    );
    expect(page).not.toContain('A searchable archive.');
  });

  it('links its own stylesheet and fetches the app’s code only from the entry (no preloads)', () => {
    expect(page).toContain('<link rel="stylesheet" href="/item/blinds.css" />');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(page).not.toContain('modulepreload');
    expect(linkedStylesheets(page)).toEqual([
      '/assets/index-abc.css',
      '/item/blinds.css',
      '/assets/item-route-def.css',
    ]);
  });

  it('links the screen’s stylesheets its own holds for no media, so the app adds none of them again', () => {
    expect(page).toContain(
      '<link rel="stylesheet" href="/assets/item-route-def.css" media="not all" />',
    );
    // The template's own stylesheet applies as before, and is linked once.
    expect(page.match(/index-abc\.css/g)).toHaveLength(1);
  });

  it('is drawn only once the whole screen is parsed (up to the app’s root)', () => {
    expect(page).toContain('<link rel="expect" href="#root" blocking="render" />');
  });

  it('runs its head script (path check, theme) before anything is drawn', () => {
    expect(page).toMatch(/<script src="\/first-screen\.js"><\/script>\s*<\/head>/);
  });

  it('refuses a template it cannot place the screen in', () => {
    expect(() =>
      firstScreenPage(TEMPLATE.replace('<div id="root"></div>', ''), SNAPSHOT, '/x.css', '/x'),
    ).toThrow('has no empty <div id="root">');
  });

  it('has a stylesheet with the screen’s CSS, then the rules of its inline styles', () => {
    expect(firstScreenStylesheet(['.item{}', '.card{}'], SNAPSHOT.styleRules)).toBe(
      '.item{}\n.card{}\n[data-first-screen-style="0"] { --ratio: 1.6 !important }',
    );
  });
});
