// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHead } from '../../../tests/utils/read-head';
import { applyHeadTags } from './head-tags';
import { notFoundPageMeta, aboutPageMeta } from './site-page-meta';

const SITE = {
  siteUrl: 'https://photos.example.org/',
  archiveName: 'Folio',
  description: 'An archive.',
};
const INDEX_HTML = readFileSync(join(process.cwd(), 'index.html'), 'utf8');

function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('applyHeadTags', () => {
  it('makes the app’s index.html one page’s: one title, one description, its own tags', () => {
    const html = applyHeadTags(INDEX_HTML, aboutPageMeta(SITE));
    const doc = parse(html);
    expect(doc.title).toBe('About · Folio');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(
      [...doc.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((m) => m.content),
    ).toEqual(['An archive.']);
    expect(doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'https://photos.example.org/about',
    );
    // The rest of the template is untouched: the entry script, the root, the icon.
    expect(doc.querySelector('#root')).not.toBeNull();
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/src/start/main.tsx',
    );
    expect(doc.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(
      readHead(html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))).jsonLd,
    ).toHaveLength(1);
  });

  it('replaces a template’s own robots and canonical tags rather than doubling them', () => {
    const template = INDEX_HTML.replace(
      '</head>',
      '<meta name="robots" content="index" /><link rel="canonical" href="/x" /></head>',
    );
    const doc = parse(applyHeadTags(template, notFoundPageMeta(SITE)));
    expect(
      [...doc.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((m) => m.content),
    ).toEqual(['noindex']);
    expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
  });

  it('says what is wrong with a template without a head', () => {
    expect(() => applyHeadTags('<p>no head</p>', aboutPageMeta(SITE))).toThrow(
      'The page template has no </head>',
    );
  });
});
