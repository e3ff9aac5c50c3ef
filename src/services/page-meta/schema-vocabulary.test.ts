import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { collections } from '@/config/site-collections';
import type { ItemRecord } from '@/types/item';
import type { JsonLd } from './page-meta-types';
import { itemPageMeta } from './item-page-meta';
import {
  aboutPageMeta,
  collectionPageMeta,
  collectionsPageMeta,
  homePageMeta,
} from './site-page-meta';

/**
 * The properties each schema.org type we write has (schema.org's own pages: ImageObject and
 * VideoObject through MediaObject, CreativeWork and Thing; Google's image licence metadata
 * names creator, creditText, copyrightNotice, license and acquireLicensePage). A misspelt or
 * misplaced property is silently ignored by search engines: this test is what notices.
 */
const CREATIVE_WORK = ['url', 'name', 'description', 'image', 'keywords', 'creator', 'creditText'];
const MEDIA_OBJECT = [
  ...CREATIVE_WORK,
  'contentUrl',
  'embedUrl',
  'encodingFormat',
  'duration',
  'width',
  'height',
  'uploadDate',
  'thumbnailUrl',
  'copyrightNotice',
  'license',
  'acquireLicensePage',
  'dateCreated',
  'contentLocation',
];
const PROPERTIES: Record<string, readonly string[]> = {
  ImageObject: MEDIA_OBJECT,
  VideoObject: MEDIA_OBJECT,
  Person: ['name', 'url'],
  Place: ['name', 'geo', 'address'],
  GeoCoordinates: ['latitude', 'longitude'],
  WebSite: [...CREATIVE_WORK, 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  CollectionPage: [...CREATIVE_WORK, 'mainEntity'],
  AboutPage: [...CREATIVE_WORK, 'mainEntity'],
  ItemList: ['numberOfItems', 'itemListElement'],
  ListItem: ['position', 'url', 'name'],
};

/** Every typed node of a JSON-LD tree, with the properties it uses. */
function nodes(data: unknown): { type: string; keys: string[] }[] {
  if (Array.isArray(data)) return data.flatMap(nodes);
  if (typeof data !== 'object' || data === null) return [];
  const node = data as JsonLd;
  const own =
    typeof node['@type'] === 'string'
      ? [{ type: node['@type'], keys: Object.keys(node).filter((key) => !key.startsWith('@')) }]
      : [];
  return [...own, ...Object.values(node).flatMap(nodes)];
}

const SITE = {
  siteUrl: 'https://photos.example.org/',
  archiveName: 'Folio',
  description: 'An archive.',
};
const records = demoRecords as unknown as ItemRecord[];

describe('JSON-LD vocabulary', () => {
  it('uses only schema.org properties of each type, on every page of the demo', () => {
    const blocks = [
      ...records.map((record) => itemPageMeta(SITE, record).jsonLd),
      homePageMeta(SITE).jsonLd,
      collectionsPageMeta(SITE, collections).jsonLd,
      ...collections.map(
        (collection) =>
          collectionPageMeta(SITE, collection, {
            cover: records[0] ?? null,
            items: records,
            total: 9,
          }).jsonLd,
      ),
      aboutPageMeta(SITE).jsonLd,
    ];
    const used = blocks.flatMap(nodes);
    expect(used.length).toBeGreaterThan(blocks.length);
    for (const { type, keys } of used) {
      expect(PROPERTIES, `a type schema.org has: ${type}`).toHaveProperty([type]);
      expect(
        keys.filter((key) => !PROPERTIES[type]?.includes(key)),
        type,
      ).toEqual([]);
    }
  });

  it('gives every photo what Google reads for the Licensable badge', () => {
    for (const record of records.filter(({ type, license }) => type === 'photo' && license.url)) {
      const data = itemPageMeta(SITE, record).jsonLd;
      expect(data, record.objectID).toMatchObject({
        contentUrl: expect.stringMatching(/^https:\/\//),
        license: expect.stringMatching(/^https?:\/\//),
        acquireLicensePage: expect.stringMatching(/^https:\/\//),
        creditText: expect.any(String),
      });
    }
  });
});
