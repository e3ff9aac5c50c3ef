import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { readItem } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { creditsText, errorsText, type ZipOrigin } from './credits-text';
import { downloadConversions } from './download-conversions';
import { metadataCsv } from './metadata-csv';
import { planZipFiles } from './zip-plan';

const records = demoRecords.map(readItem);
function demo(objectID: string): ItemView {
  const item = records.find((record) => record.objectID === objectID);
  if (!item) throw new Error(`No demo item ${objectID}`);
  return item;
}
const ORIGIN: ZipOrigin = {
  archiveName: 'Folio',
  siteUrl: 'https://photos.example.org/',
  date: new Date('2026-11-27T04:00:00Z'),
};

describe('the ZIP’s file names', () => {
  it('are the item page’s names at the chosen size', () => {
    const plan = planZipFiles([demo('blinds'), demo('city-timelapse')], 'small');
    expect(plan.map((file) => [file.name, file.url])).toEqual([
      ['blinds-1080x675.jpg', '/media/blinds/1080.jpg'],
      ['city-timelapse.mp4', '/media/city-timelapse/city-timelapse.mp4'],
    ]);
    expect(planZipFiles([demo('blinds')], 'original')[0]?.name).toBe('blinds.jpg');
    expect(planZipFiles([demo('blinds')], 'medium')[0]?.name).toBe('blinds-1920x1200.webp');
    expect(planZipFiles([demo('blinds')], 'large')[0]?.name).toBe('blinds-1920x1200.webp');
  });

  it('are unique, and never one of the ZIP’s own texts', () => {
    const blinds = demo('blinds');
    const credits = { ...demo('blinds'), objectID: 'CREDITS', image: null, video: undefined };
    const plan = planZipFiles([blinds, { ...blinds, objectID: 'blinds' }, credits], 'original');
    expect(plan.map((file) => file.name)).toEqual(['blinds.jpg', 'blinds-2.jpg', 'CREDITS']);
    const texts = planZipFiles([{ ...credits, objectID: 'CREDITS.txt' }], 'original');
    expect(texts[0]?.name).toBe('CREDITS-2.txt');
  });
});

describe('CREDITS.txt', () => {
  it('names the archive and the day, then each file’s credit, licence, reuse and address', () => {
    const text = creditsText([{ item: demo('blinds'), name: 'blinds.jpg' }], ORIGIN);
    expect(text.split('\r\n')).toEqual([
      'Folio: 1 item downloaded on 27 November 2026',
      'From https://photos.example.org/',
      '',
      'Credit each item as its credit line says, and reuse it only as its licence allows.',
      '',
      'Blinds',
      '  File: blinds.jpg',
      '  Creator: Lennart Poettering, Andrea Cimitan',
      '  Credit: "Blinds" by Lennart Poettering, Andrea Cimitan, GPL-2.0-or-later — taken from Debian package mate-backgrounds; resized/re-encoded',
      '  Licence: GPL-2.0-or-later <https://www.gnu.org/licenses/old-licenses/gpl-2.0.html>',
      '  Reuse: You may reuse this freely, crediting Lennart Poettering, Andrea Cimitan.',
      '  Item: https://photos.example.org/item/blinds',
      '',
    ]);
  });

  it('gives item addresses under the site’s own path, as its pages have them', () => {
    const text = creditsText([{ item: demo('blinds'), name: 'blinds.jpg' }], {
      ...ORIGIN,
      siteUrl: 'https://example.org/archive/',
    });
    expect(text).toContain('  Item: https://example.org/archive/item/blinds\r\n');
  });

  it('says when an item has no licence', () => {
    const text = creditsText(
      [{ item: { ...demo('blinds'), license: null }, name: 'b.jpg' }],
      ORIGIN,
    );
    expect(text).toContain('  Licence: not stated: ask the archive before reusing this');
  });
});

describe('ERRORS.txt', () => {
  it('lists each missing file, its item and why', () => {
    const text = errorsText(
      [{ name: 'blinds.jpg', item: demo('blinds'), reason: 'The server answered 500.' }],
      ORIGIN,
    );
    expect(text).toBe(
      '1 of the chosen items could not be downloaded; they are not in this ZIP.\r\n\r\n' +
        'blinds.jpg (https://photos.example.org/item/blinds): The server answered 500.\r\n',
    );
  });
});

describe('metadata.csv', () => {
  it('has a row per file with the record’s sheet columns, read back by a CSV parser', () => {
    const csv = metadataCsv([{ item: demo('blinds'), name: 'blinds.jpg' }], ORIGIN.siteUrl);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [row] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toEqual({
      file: 'blinds.jpg',
      objectID: 'blinds',
      title: 'Blinds',
      description: demo('blinds').description,
      creator: 'Lennart Poettering, Andrea Cimitan',
      date: '2008',
      credit: demo('blinds').credit,
      'license.name': 'GPL-2.0-or-later',
      'license.url': 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
      tags: 'leaf; green; macro; plant',
      'place.name': demo('blinds').place?.name ?? '',
      type: 'photo',
      url: 'https://photos.example.org/item/blinds',
    });
  });
});

describe('the download conversions', () => {
  it('carry at most 20 objectIDs each, the Insights API’s limit', () => {
    const ids = Array.from({ length: 45 }, (_, n) => `item-${n}`);
    const events = downloadConversions(ids);
    expect(events.map((event) => event.objectIDs?.length)).toEqual([20, 20, 5]);
    expect(events.flatMap((event) => event.objectIDs)).toEqual(ids);
    expect(events[0]).toMatchObject({ eventType: 'conversion', eventName: 'Item Downloaded' });
  });
});
