// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { collections } from '@/config/site-collections';
import type { ItemRecord } from '@/types/item';
import { HOSTILE_COLLECTION, validRecord } from '../../../tests/fixtures/hostile-collection';
import { readItem } from '@/services/validation/read-item';
import { buildRobotsTxt, buildSitemaps } from './sitemap';

const SITE_URL = 'https://photos.example.org/';
const records = demoRecords as unknown as ItemRecord[];
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

/** The sitemap as a crawler reads it: XML, parsed strictly. */
function readSitemap(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    images: [...url.getElementsByTagNameNS(IMAGE_NS, 'loc')].map((loc) => loc.textContent),
  }));
}

describe('sitemap.xml', () => {
  it('lists every page and every item with the picture its page shows', () => {
    const [file, ...rest] = buildSitemaps({ siteUrl: SITE_URL, items: records, collections });
    expect(rest).toEqual([]);
    expect(file?.path).toBe('sitemap.xml');
    const urls = readSitemap(file?.xml ?? '');
    expect(urls.slice(0, 2).map(({ loc }) => loc)).toEqual([SITE_URL, `${SITE_URL}collections`]);
    expect(urls.map(({ loc }) => loc)).toEqual(
      expect.arrayContaining([
        ...collections.map(({ slug }) => `${SITE_URL}collections/${slug}`),
        `${SITE_URL}about`,
        `${SITE_URL}map`,
      ]),
    );
    expect(urls).toHaveLength(5 + collections.length + records.length);
    expect(urls).toContainEqual({
      loc: `${SITE_URL}item/aitzgorri`,
      images: [`${SITE_URL}media/aitzgorri/1080.jpg`],
    });
  });

  it('leaves withdrawn items out', () => {
    const [file] = buildSitemaps({
      siteUrl: SITE_URL,
      items: records,
      collections: [],
      withdrawn: ['aitzgorri'],
    });
    const locs = readSitemap(file?.xml ?? '').map(({ loc }) => loc);
    expect(locs).not.toContain(`${SITE_URL}item/aitzgorri`);
    expect(locs).toHaveLength(5 + records.length - 1);
  });

  it('escapes odd ids and media URLs so the XML stays valid', () => {
    const odd = readItem({
      ...validRecord('a&b <c> "d"', 'Odd'),
      image: {
        src: '/media/x/x.jpg',
        width: 10,
        height: 10,
        color: '#000000',
        placeholder: '',
        renditions: [{ format: 'jpeg', width: 10, height: 10, url: '/media/a&b/1080.jpg?v=1&w=2' }],
      },
    });
    const [file] = buildSitemaps({ siteUrl: SITE_URL, items: [odd], collections: [] });
    expect(readSitemap(file?.xml ?? '').at(-1)).toEqual({
      loc: `${SITE_URL}item/a%26b%20%3Cc%3E%20%22d%22`,
      images: [`${SITE_URL}media/a&b/1080.jpg?v=1&w=2`],
    });
  });

  it('stays valid XML over the hostile collection, with no script URL for a picture', () => {
    const items = HOSTILE_COLLECTION.map(readItem);
    const [file] = buildSitemaps({ siteUrl: SITE_URL, items, collections: [] });
    const urls = readSitemap(file?.xml ?? '');
    expect(urls).toHaveLength(5 + items.length);
    for (const { loc, images } of urls) {
      expect(loc?.startsWith(`${SITE_URL}`)).toBe(true);
      for (const image of images) expect(image).toMatch(/^https:\/\//);
    }
  });

  it('becomes an index of parts past the per-file limit', () => {
    const files = buildSitemaps({
      siteUrl: SITE_URL,
      items: records.slice(0, 10),
      collections: [],
      maxUrls: 6,
    });
    expect(files.map(({ path }) => path)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ]);
    const index = new DOMParser().parseFromString(files[0]?.xml ?? '', 'application/xml');
    expect([...index.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${SITE_URL}sitemap-1.xml`,
      `${SITE_URL}sitemap-2.xml`,
      `${SITE_URL}sitemap-3.xml`,
    ]);
    const parts = files.slice(1).map(({ xml }) => readSitemap(xml));
    expect(parts.map((part) => part.length)).toEqual([6, 6, 3]);
  });
});

describe('robots.txt', () => {
  it('allows everything and points to the sitemap at the site’s address', () => {
    expect(buildRobotsTxt('https://example.org/photos/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/photos/sitemap.xml\n',
    );
  });
});
