// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IdManifest } from '../ingest/id-manifest.ts';
import { hostFiles } from './host-files.ts';
import type { HostFile } from './host-files.ts';

const manifest: IdManifest = {
  version: 1,
  items: [
    { id: 'harbour', file: 'harbour.jpg', sha256: 'h', status: 'live' },
    { id: 'harbour-copy', file: 'copy/harbour.jpg', sha256: 'h', status: 'moved', to: 'harbour' },
    { id: 'rocket', file: 'rocket.jpg', sha256: 'r', status: 'withdrawn', since: '2026-11-26' },
  ],
};
const site = { name: 'Folio <b>&</b> "friends"', stylesheets: ['/assets/index-abc.css'] };

const files = hostFiles({ manifest, site, existingRedirects: null });
const file = (path: string): HostFile => {
  const found = files.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no ${path} in ${files.map((f) => f.path).join(', ')}`);
  return found;
};
/** The page as a browser holds it: the accessible-name queries need the window. */
function parse(html: string): Document {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
  return document;
}

describe('what the build writes for retired item URLs', () => {
  it('writes _redirects: a forced 301 for a moved item, a forced 410 for a withdrawn one', () => {
    expect(file('_redirects').text).toBe(
      '# Item URLs kept by ingest (item-ids.json): moved items and withdrawn ones\n' +
        '/item/harbour-copy /item/harbour 301!\n' +
        '/item/rocket /withdrawn/rocket 410!\n',
    );
  });

  it('puts its rules before the rules the site already has', () => {
    const merged = hostFiles({ manifest, site, existingRedirects: '/old-about /about 301\n' });
    const text = merged.find((f) => f.path === '_redirects')?.text ?? '';
    expect(text.split('\n').filter(Boolean).slice(1)).toEqual([
      '/item/harbour-copy /item/harbour 301!',
      '/item/rocket /withdrawn/rocket 410!',
      '/old-about /about 301',
    ]);
  });

  it('writes nothing for a manifest with no retired ids, and leaves _redirects alone', () => {
    const live: IdManifest = { version: 1, items: manifest.items.slice(0, 1) };
    expect(hostFiles({ manifest: live, site, existingRedirects: '/a /b 301\n' })).toEqual([]);
  });

  it('gives a withdrawn item a page that says so, offers a search, and is not indexed', () => {
    const doc = parse(file('item/rocket.html').text);
    const page = within(doc.body);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('This item was withdrawn');
    expect(doc.body.textContent).toContain(
      'was removed from Folio <b>&</b> "friends" on 26 November 2026',
    );
    const search = page.getByRole('search');
    expect(search.getAttribute('action')).toBe('/');
    expect(
      within(search)
        .getByRole('searchbox', { name: /search the archive/i })
        .getAttribute('name'),
    ).toBe('q');
    expect(page.getByRole('link', { name: 'Browse the whole archive' }).getAttribute('href')).toBe(
      '/',
    );
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('b'), 'the name is text, not markup').toBeNull();
    expect(doc.title).toBe('Item withdrawn · Folio <b>&</b> "friends"');
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/index-abc.css',
    );
  });

  it('shows the same page where the 410 rule points, and runs no script or inline style', () => {
    expect(file('withdrawn/rocket.html').text).toBe(file('item/rocket.html').text);
    for (const { path, text } of files.filter((f) => f.path.endsWith('.html'))) {
      const doc = parse(text);
      expect(doc.querySelectorAll('script, style, [style]'), path).toHaveLength(0);
    }
  });

  it('points a moved item to its new address for hosts that read no rules', () => {
    const doc = parse(file('item/harbour-copy.html').text);
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=/item/harbour',
    );
    expect(
      within(doc.body).getByRole('link', { name: 'Go to the item' }).getAttribute('href'),
    ).toBe('/item/harbour');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('makes the canonical link absolute when the site address is known', () => {
    const withUrl = hostFiles({
      manifest,
      site,
      siteUrl: 'https://archive.example.org/',
      existingRedirects: null,
    });
    const moved = parse(withUrl.find((f) => f.path === 'item/harbour-copy.html')?.text ?? '');
    expect(moved.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://archive.example.org/item/harbour',
    );
  });
});
