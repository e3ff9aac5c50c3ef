// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import type { ItemRecord } from '@/types/item';
import { creditLine as screenCreditLine } from '@/features/item/components/license-credit';
import { readItem } from '@/services/validation/read-item';
import { renderHeadTags } from './head-tags';
import { itemPageMeta } from './item-page-meta';
import type { SiteContext } from './page-meta-types';
import { creditLine } from './page-text';
import { readHead } from '../../../tests/utils/read-head';

const SITE: SiteContext = {
  siteUrl: 'https://photos.example.org/archive/',
  archiveName: 'Folio',
  description: 'A searchable archive.',
};
const records = demoRecords as unknown as ItemRecord[];
const record = (id: string): ItemRecord => {
  const found = records.find(({ objectID }) => objectID === id);
  if (!found) throw new Error(`no demo record ${id}`);
  return found;
};

describe('an item page’s head', () => {
  const item = record('aitzgorri');
  const head = readHead(renderHeadTags(itemPageMeta(SITE, item)));
  const page = 'https://photos.example.org/archive/item/aitzgorri';

  it('carries the item’s title, description and canonical URL under the site’s address', () => {
    expect(head.title).toBe('Aitzgorri · Folio');
    expect(head.name('description')).toEqual([item.description]);
    expect(head.canonical).toBe(page);
  });

  it('points aggregators to its IIIF manifest with the Presentation 3 media type', () => {
    const doc = new DOMParser().parseFromString(
      renderHeadTags(itemPageMeta(SITE, item)),
      'text/html',
    );
    const link = doc.querySelector<HTMLLinkElement>('link[rel="alternate"]');
    expect(link?.type).toBe(
      'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
    );
    expect(link?.href).toBe('https://photos.example.org/archive/iiif/aitzgorri/manifest.json');
  });

  it('gives link previews the JPEG the page shows, absolute, with its size and alt text', () => {
    expect(head.property('og:image')).toEqual([
      'https://photos.example.org/media/aitzgorri/1080.jpg',
    ]);
    expect(head.property('og:image:width')).toEqual(['1080']);
    expect(head.property('og:image:height')).toEqual(['719']);
    expect(head.property('og:image:alt')).toEqual(['Aitzgorri']);
    expect(head.property('og:title')).toEqual(['Aitzgorri']);
    expect(head.property('og:url')).toEqual([page]);
    expect(head.property('og:site_name')).toEqual(['Folio']);
    expect(head.name('twitter:card')).toEqual(['summary_large_image']);
    expect(head.name('twitter:image')).toEqual(head.property('og:image'));
  });

  it('gives link previews the owner’s alt text when the record has one', () => {
    const described = { ...item, alt: 'A ridge of limestone\nunder cloud' };
    const withAlt = readHead(renderHeadTags(itemPageMeta(SITE, described)));
    expect(withAlt.property('og:image:alt')).toEqual(['A ridge of limestone under cloud']);
  });

  it('describes the photo as a schema.org ImageObject that matches its record', () => {
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ImageObject',
      '@id': `${page}#item`,
      url: page,
      name: 'Aitzgorri',
      description: item.description,
      contentUrl: 'https://photos.example.org/media/aitzgorri/1080.jpg',
      thumbnailUrl: 'https://photos.example.org/media/aitzgorri/640.webp',
      width: 1080,
      height: 719,
      creator: { '@type': 'Person', name: 'Aitzol Berasategi' },
      creditText: item.credit,
      copyrightNotice: '© Aitzol Berasategi',
      license: 'https://creativecommons.org/licenses/by/4.0/',
      acquireLicensePage: page,
      keywords: 'mountains, autumn, meadow, forest',
      contentLocation: {
        '@type': 'Place',
        name: 'Aitzgorri, Spain',
        geo: { '@type': 'GeoCoordinates', latitude: 42.952, longitude: -2.336 },
      },
    });
  });

  it('writes Dublin Core for harvesters', () => {
    expect(head.doc.head.querySelector('link[rel="schema.DC"]')?.getAttribute('href')).toBe(
      'http://purl.org/dc/elements/1.1/',
    );
    expect(head.name('DC.title')).toEqual(['Aitzgorri']);
    expect(head.name('DC.creator')).toEqual(['Aitzol Berasategi']);
    expect(head.name('DC.type')).toEqual(['StillImage']);
    expect(head.name('DC.rights')).toEqual([
      '© Aitzol Berasategi. Licence: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)',
    ]);
    expect(head.name('DC.subject')).toEqual(['mountains', 'autumn', 'meadow', 'forest']);
    expect(head.name('DC.coverage')).toEqual(['Aitzgorri, Spain; east=-2.336; north=42.952']);
    expect(head.name('DC.identifier')).toEqual([page]);
    // No date in this record: none is invented.
    expect(head.name('DC.date')).toEqual([]);
  });

  it('dates an item from when it was taken, in the JSON-LD and Dublin Core alike', () => {
    const dated = { ...item, takenAt: 1_431_000_000, year: 2015 };
    const datedHead = readHead(renderHeadTags(itemPageMeta(SITE, dated)));
    expect(datedHead.jsonLd[0]?.dateCreated).toBe('2015-05-07T12:00:00Z');
    expect(datedHead.name('DC.date')).toEqual(['2015-05-07T12:00:00Z']);
    expect(datedHead.jsonLd[0]?.copyrightNotice).toBe('© 2015 Aitzol Berasategi');
    const yearOnly = readHead(renderHeadTags(itemPageMeta(SITE, { ...item, year: 2009 })));
    expect(yearOnly.jsonLd[0]?.dateCreated).toBe('2009');
  });

  it('describes a clip as a VideoObject with its file, duration and poster', () => {
    const clip = record('city-timelapse');
    const clipHead = readHead(renderHeadTags(itemPageMeta(SITE, clip)));
    const data = clipHead.jsonLd[0];
    expect(data?.['@type']).toBe('VideoObject');
    expect(data?.contentUrl).toBe(
      'https://photos.example.org/media/city-timelapse/city-timelapse.mp4',
    );
    expect(data?.encodingFormat).toBe('video/mp4');
    expect(data?.duration).toBe('PT7.6S');
    expect(data?.thumbnailUrl).toBe('https://photos.example.org/media/city-timelapse/640.jpg');
    // Public domain: nobody's copyright is claimed, and no creator is named.
    expect(data?.copyrightNotice).toBe('Public domain (CC0 1.0)');
    expect(data?.creator).toBeUndefined();
    expect(clipHead.name('DC.type')).toEqual(['MovingImage']);
    expect(clipHead.property('og:image')).toEqual([
      'https://photos.example.org/media/city-timelapse/640.jpg',
    ]);
  });

  it('names a YouTube clip’s player, not a file', () => {
    const clip = {
      ...record('city-timelapse'),
      video: { provider: 'youtube' as const, id: 'dQw4w9WgXcQ', durationSec: 125, poster: null },
    };
    const data = itemPageMeta(SITE, clip).jsonLd;
    expect(data?.embedUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(data?.contentUrl).toBeUndefined();
    expect(data?.duration).toBe('PT2M5S');
  });

  it('keeps media on another host where they are', () => {
    const cdn = {
      ...item,
      image: {
        ...item.image,
        renditions: [
          {
            format: 'jpeg' as const,
            width: 1080,
            height: 719,
            url: 'https://cdn.example.net/m/a/1080.jpg',
          },
        ],
      },
    };
    expect(itemPageMeta(SITE, cdn).image?.url).toBe('https://cdn.example.net/m/a/1080.jpg');
  });

  it('uses the same credit line as the item screen', () => {
    for (const id of ['aitzgorri', 'city-timelapse']) {
      const view = readItem(record(id));
      expect(creditLine(view)).toBe(screenCreditLine(view));
    }
  });

  it('falls back on the title, then “Untitled (id)”, as the screen does', () => {
    const bare = readItem({ ...item, title: '', description: '' });
    const meta = itemPageMeta(SITE, bare);
    expect(meta.title).toBe('Untitled (aitzgorri) · Folio');
    expect(meta.description).toBe('Untitled (aitzgorri)');
    expect(itemPageMeta(SITE, { ...item, description: ' \n\t ' }).description).toBe('Aitzgorri');
  });

  it('cuts a long description at 160 characters, as the screen does', () => {
    const meta = itemPageMeta(SITE, { ...item, description: `${'word '.repeat(60)}end` });
    expect(meta.description).toHaveLength(160);
    expect(meta.description.endsWith('…')).toBe(true);
  });
});
