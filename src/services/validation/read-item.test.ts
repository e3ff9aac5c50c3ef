import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { INVALID_RECORDS, validRecord } from '../../../tests/fixtures/hostile-collection';
import { itemAlt, itemName, readItem } from './read-item';
import { optionalRecordFields, recordSchema } from './record-schema';

const byId = (id: string) => INVALID_RECORDS.find((record) => record.objectID === id);

describe('reading a record for display', () => {
  it('keeps a valid record as it is, with nothing marked incomplete', () => {
    for (const record of demoRecords) {
      const item = readItem(record);
      expect(item.incomplete).toEqual([]);
      expect(item.title).toBe(record.title);
      expect(item.image?.renditions).toEqual(record.image.renditions);
    }
  });

  it('treats a field of the wrong type as missing, and says which', () => {
    const item = readItem(byId('everything-wrong'));
    expect(item).toMatchObject({
      title: '',
      description: '',
      tags: [],
      creator: null,
      credit: '',
      license: null,
      year: null,
      place: null,
      image: null,
    });
    expect(item.incomplete).toEqual(['title', 'image', 'license']);
    expect(itemName(item)).toBe('Untitled (everything-wrong)');
  });

  it('keeps the good parts of a partly bad field', () => {
    expect(readItem(byId('tags-mixed')).tags).toEqual(['fine']);
    const noList = readItem(byId('renditions-not-list'));
    expect(noList.image).toMatchObject({ src: '/media/x/x.jpg', renditions: [] });
    const noOriginal = readItem({
      ...validRecord('x', 'X'),
      image: { renditions: [{ format: 'webp', width: 640, height: 427, url: '/x/640.webp' }] },
    });
    expect(noOriginal.image).toMatchObject({ src: '/x/640.webp', width: 640, height: 427 });
  });

  it('keeps a tile service at a media address and drops any other', () => {
    const record = validRecord('x', 'X');
    const image = record.image as Record<string, unknown>;
    const withTiles = (tileService: unknown) =>
      readItem({ ...record, image: { ...image, tileService } }).image?.tileService;
    expect(withTiles('/media/x/iiif')).toBe('/media/x/iiif');
    expect(withTiles('https://cdn.example.org/x/iiif')).toBe('https://cdn.example.org/x/iiif');
    expect(withTiles('javascript:alert(1)')).toBeUndefined();
    expect(withTiles(undefined)).toBeUndefined();
  });

  it('never lets a script URL through', () => {
    const item = readItem(byId('script-urls'));
    expect(item.image).toBeNull();
    expect(item.license).toBeNull();
  });

  it('keeps a video whose duration is not a positive number, without the duration', () => {
    for (const id of ['video-nan', 'video-negative']) {
      const item = readItem(byId(id));
      expect(item.video).toMatchObject({ provider: 'file', src: '/v.mp4', durationSec: null });
      expect(item.incomplete).toEqual([]);
    }
    const missing = readItem(byId('video-missing'));
    expect(missing.type).toBe('video');
    expect(missing.video).toBeUndefined();
    expect(missing.incomplete).toEqual(['video']);
  });

  it('keeps the owner’s metadata fields, leaves absent ones absent, and drops bad ones by name', () => {
    const good = readItem({
      ...validRecord('x', 'X'),
      alt: 'Boats at dusk',
      people: ['Carl'],
      tagTree: { lvl0: ['Places'], lvl1: ['Places > Europe'] },
      rating: 3,
      languages: { de: { title: 'Hafen' } },
      place: { name: 'Aarhus', country: 'Denmark', city: 'Aarhus' },
    });
    expect(good).toMatchObject({
      alt: 'Boats at dusk',
      people: ['Carl'],
      tagTree: { lvl0: ['Places'], lvl1: ['Places > Europe'] },
      rating: 3,
      languages: { de: { title: 'Hafen' } },
      place: { name: 'Aarhus', country: 'Denmark', city: 'Aarhus' },
      incomplete: [],
    });
    const plain = readItem(validRecord('y', 'Y'));
    for (const key of ['alt', 'people', 'tagTree', 'rating', 'label', 'languages', 'webStatement'])
      expect(plain).not.toHaveProperty(key);
    const bad = readItem({
      ...validRecord('z', 'Z'),
      alt: 7,
      people: 'Carl',
      rating: 9,
      webStatement: 'javascript:alert(1)',
      label: 'Red',
    });
    expect(bad).not.toHaveProperty('alt');
    expect(bad).not.toHaveProperty('people');
    expect(bad).not.toHaveProperty('rating');
    expect(bad).not.toHaveProperty('webStatement');
    expect(bad.label).toBe('Red');
    expect(bad.incomplete).toEqual(['alt', 'people', 'webStatement', 'rating']);
  });

  it('reads anything at all without throwing', () => {
    for (const raw of [null, undefined, 'text', 42, [], { objectID: 7 }])
      expect(readItem(raw)).toMatchObject({ objectID: '(no id)', image: null });
  });
});

describe('reading the EDTF date fields', () => {
  it('reads them as written', () => {
    const item = readItem({
      ...validRecord('sixties', 'Sixties'),
      dateText: '196X',
      dateLabel: '1960s',
      dayFirst: -3653,
      dayLast: -1,
    });
    expect(item).toMatchObject({
      dateText: '196X',
      dateLabel: '1960s',
      dayFirst: -3653,
      dayLast: -1,
    });
    expect(item.incomplete).toEqual([]);
  });

  it('drops a malformed one and names it; the days go as a pair', () => {
    const item = readItem({
      ...validRecord('odd', 'Odd'),
      dateLabel: 42,
      dayFirst: 10,
      dayLast: 'soon',
    });
    expect(item).not.toHaveProperty('dateLabel');
    expect(item).not.toHaveProperty('dayFirst');
    expect(item.incomplete).toEqual(['dateLabel', 'dayLast', 'dayFirst']);
    const backwards = readItem({ ...validRecord('b', 'B'), dayFirst: 10, dayLast: 9 });
    expect(backwards).not.toHaveProperty('dayLast');
    expect(backwards.incomplete).toEqual(['dayFirst', 'dayLast']);
  });
});

describe('the optional fields, one table for the schema and the reader', () => {
  it('reads every optional field the schema lists, dropping and naming a malformed one', () => {
    for (const key of Object.keys(optionalRecordFields)) {
      const item = readItem({ ...validRecord('x', 'X'), [key]: 42 });
      expect(item.incomplete, key).toEqual([key]);
      expect(key in item, key).toBe(false);
      expect(recordSchema.safeParse({ ...validRecord('x', 'X'), [key]: 42 }).success, key).toBe(
        false,
      );
    }
  });

  it('names the image by its alt text, and by the title without one', () => {
    expect(itemAlt(readItem({ ...validRecord('x', 'Harbour'), alt: 'Boats at a pier' }))).toBe(
      'Boats at a pier',
    );
    expect(itemAlt(readItem(validRecord('x', 'Harbour')))).toBe('Harbour');
  });
});
