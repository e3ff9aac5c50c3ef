import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths.ts';

const SPA = { collectionSlugs: ['space'], itemPagesRendered: false };
const RENDERED = { ...SPA, itemPagesRendered: true };

describe('isAppPath', () => {
  it('knows the screens of the app, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/index.html',
      '/about',
      '/map/',
      '/collections',
      '/collections/space',
    ])
      expect(isAppPath(path, SPA), path).toBe(true);
  });

  it('is false for any other address, and for a collection the site config does not list', () => {
    for (const path of ['/no-such-page', '/404.html', '/about/us', '/collections/nope', '/item/'])
      expect(isAppPath(path, SPA), path).toBe(false);
  });

  it('leaves items to the app, unless each has its own page and this id would have had one', () => {
    expect(isAppPath('/item/does-not-exist', SPA)).toBe(true);
    expect(isAppPath('/item/does-not-exist', RENDERED)).toBe(false);
    expect(isAppPath('/item/odd id!', RENDERED)).toBe(true);
    expect(isAppPath('/item/a/b', SPA)).toBe(false);
  });

  it('covers every route of the router', () => {
    const router = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8');
    const paths = [...router.matchAll(/path="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths.filter((route) => route !== '*')) {
      const address = `/${path.replace(/^\//, '').replace(':slug', 'space').replace(':id', 'x y')}`;
      expect(isAppPath(address.replace(/^\/\//, '/'), SPA), path).toBe(true);
    }
  });
});
