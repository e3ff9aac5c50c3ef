import { describe, expect, it } from 'vitest';
import { pageFiles, sitePages } from './site-pages.ts';

describe('sitePages', () => {
  it('lists `/` first, every item, the collections, each collection, /about, /data and /map', () => {
    expect(sitePages(['aqua', 'blinds'], ['space'])).toEqual([
      { path: '/', kind: 'home' },
      { path: '/item/aqua', kind: 'item' },
      { path: '/item/blinds', kind: 'item' },
      { path: '/collections', kind: 'collections' },
      { path: '/collections/space', kind: 'collection' },
      { path: '/about', kind: 'about' },
      { path: '/data', kind: 'data' },
      { path: '/map', kind: 'map' },
    ]);
  });

  it('leaves out an id that cannot be a file name (its page is drawn in the browser)', () => {
    const paths = sitePages(['../index', 'a b', '.hidden', 'ok'], []).map(({ path }) => path);
    expect(paths).toContain('/item/ok');
    expect(paths.filter((path) => path.startsWith('/item/'))).toEqual(['/item/ok']);
  });
});

describe('pageFiles', () => {
  it('writes each address as <path>.html, as static hosts serve them', () => {
    expect(pageFiles('/')).toEqual({ html: 'index.html', css: 'index.css' });
    expect(pageFiles('/item/aqua')).toEqual({ html: 'item/aqua.html', css: 'item/aqua.css' });
    expect(pageFiles('/collections')).toEqual({ html: 'collections.html', css: 'collections.css' });
    expect(pageFiles('/collections/space').html).toBe('collections/space.html');
    expect(pageFiles('/about').html).toBe('about.html');
  });

  it('has no file for an address that is not a plain path', () => {
    expect(() => pageFiles('/item/../index')).toThrow(/No page file/);
    expect(() => pageFiles('/item/')).toThrow(/No page file/);
  });
});
