// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { collections } from '@/config/site-collections';
import type { ItemRecord } from '@/types/item';
import { readHead } from '../../../tests/utils/read-head';
import { renderHeadTags } from './head-tags';
import type { PageMeta, SiteContext } from './page-meta-types';
import {
  aboutPageMeta,
  collectionPageMeta,
  collectionsPageMeta,
  homePageMeta,
  mapPageMeta,
  notFoundPageMeta,
} from './site-page-meta';

const SITE: SiteContext = {
  siteUrl: 'https://photos.example.org/',
  archiveName: 'Folio',
  description: 'A searchable archive of freely licensed photos and videos.',
};
const records = demoRecords as unknown as ItemRecord[];
const byId = (id: string) => records.find(({ objectID }) => objectID === id) ?? null;
const head = (meta: PageMeta) => readHead(renderHeadTags(meta));

describe('the site’s own pages', () => {
  it('/ is the archive’s name and description, a WebSite whose search is /?q=', () => {
    const page = head(homePageMeta(SITE, byId('aitzgorri')));
    expect(page.title).toBe('Folio');
    expect(page.name('description')).toEqual([SITE.description]);
    expect(page.canonical).toBe('https://photos.example.org/');
    expect(page.property('og:image')).toEqual([
      'https://photos.example.org/media/aitzgorri/1080.jpg',
    ]);
    expect(page.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Folio',
        description: SITE.description,
        url: 'https://photos.example.org/',
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: 'https://photos.example.org/?q={search_term_string}',
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });

  it('/collections lists every collection, with the first one’s cover for previews', () => {
    const first = collections[0];
    if (!first) throw new Error('the demo has collections');
    const page = head(collectionsPageMeta(SITE, collections, byId(first.cover)));
    expect(page.title).toBe('Collections · Folio');
    expect(page.name('description')[0]).toMatch(/^Curated sets of Folio: Mountains and hills, /);
    expect(page.canonical).toBe('https://photos.example.org/collections');
    expect(page.property('og:image')).toEqual([
      `https://photos.example.org/media/${first.cover}/1080.jpg`,
    ]);
    const list = page.jsonLd[0]?.mainEntity as { itemListElement: { url: string }[] };
    expect(page.jsonLd[0]?.['@type']).toBe('CollectionPage');
    expect(list.itemListElement.map(({ url }) => url)).toEqual(
      collections.map(({ slug }) => `https://photos.example.org/collections/${slug}`),
    );
  });

  it('a collection is a CollectionPage with its cover and an ItemList of its first items', () => {
    const space = collections.find(({ slug }) => slug === 'space');
    if (!space) throw new Error('the demo has a space collection');
    const items = records.filter(({ tags }) => tags.includes('space'));
    const page = head(
      collectionPageMeta(SITE, space, { cover: byId(space.cover), items, total: 40 }),
    );
    expect(page.title).toBe('Space · Folio');
    expect(page.name('description')).toEqual([space.description]);
    expect(page.canonical).toBe('https://photos.example.org/collections/space');
    // The one JPEG ingest writes: 1080 wide, or the largest width below (828 here).
    const jpeg = byId(space.cover)?.image.renditions.find(({ format }) => format === 'jpeg');
    const cover = `https://photos.example.org${jpeg?.url}`;
    expect(page.property('og:image')).toEqual([cover]);
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Space',
      url: 'https://photos.example.org/collections/space',
      image: cover,
      mainEntity: { '@type': 'ItemList', numberOfItems: 40 },
    });
    const list = page.jsonLd[0]?.mainEntity as { itemListElement: unknown[] };
    expect(list.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: `https://photos.example.org/item/${items[0]?.objectID}`,
      name: items[0]?.title,
    });
    expect(list.itemListElement).toHaveLength(items.length);
  });

  it('/about and /map say what the screens say', () => {
    const about = head(aboutPageMeta(SITE));
    expect(about.title).toBe('About · Folio');
    expect(about.name('description')).toEqual([SITE.description]);
    expect(about.canonical).toBe('https://photos.example.org/about');
    expect(about.jsonLd[0]?.['@type']).toBe('AboutPage');
    // Without a picture, the small card.
    expect(about.name('twitter:card')).toEqual(['summary']);
    const map = head(mapPageMeta(SITE));
    expect(map.title).toBe('Map · Folio');
    expect(map.name('description')).toEqual([
      'The items of Folio on a map: search by place, share the area.',
    ]);
    expect(map.canonical).toBe('https://photos.example.org/map');
  });

  it('a not-found page is noindex, with no canonical URL and nothing for previews', () => {
    const page = head(notFoundPageMeta(SITE, 'Item not found'));
    expect(page.title).toBe('Item not found · Folio');
    expect(page.name('robots')).toEqual(['noindex']);
    expect(page.canonical).toBeNull();
    expect(page.property('og:title')).toEqual([]);
    expect(page.jsonLd).toEqual([]);
  });

  it('keeps a site served under a path in every address', () => {
    const site = { ...SITE, siteUrl: 'https://example.org/photos/' };
    expect(homePageMeta(site).canonical).toBe('https://example.org/photos/');
    expect(aboutPageMeta(site).canonical).toBe('https://example.org/photos/about');
    // Media paths are the host's: ingest writes /media/… from the host's root.
    expect(homePageMeta(site, byId('aitzgorri')).image?.url).toBe(
      'https://example.org/media/aitzgorri/1080.jpg',
    );
  });
});
