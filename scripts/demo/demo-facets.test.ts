import { describe, expect, it } from 'vitest';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import type { ItemRecord } from '../../src/types/item.ts';
import { withFacetFields } from './demo-facets.ts';

const records = demoRecords as ItemRecord[];

describe('the committed demo records', () => {
  it('carry the facet fields ingest writes, keys in ingest’s order', () => {
    for (const record of records)
      expect(JSON.stringify(withFacetFields(record))).toBe(JSON.stringify(record));
  });

  it('credit each person of a shared credit and name cameras readably', () => {
    const blinds = records.find((record) => record.objectID === 'blinds');
    expect(blinds?.creators).toEqual(['Lennart Poettering', 'Andrea Cimitan']);
    const makes = new Set(records.flatMap((record) => record.cameraPath?.lvl0 ?? []));
    expect([...makes].sort()).toEqual([
      'Canon',
      'Jenoptik',
      'Konica Minolta',
      'Nokia',
      'Olympus',
      'Sony',
    ]);
  });
});

describe('withFacetFields', () => {
  it('adds creators after creator and cameraPath after camera, cutting EXIF text at a NUL', () => {
    const record = {
      objectID: 'x',
      creator: 'Ann, Ben',
      camera: { make: 'Nokia\u00002', model: 'N9' },
      lens: null,
    } as unknown as ItemRecord;
    const refreshed = withFacetFields(record);
    expect(Object.keys(refreshed)).toEqual([
      'objectID',
      'creator',
      'creators',
      'camera',
      'cameraPath',
      'lens',
    ]);
    expect(refreshed).toMatchObject({
      creators: ['Ann', 'Ben'],
      camera: { make: 'Nokia', model: 'N9' },
      cameraPath: { lvl0: 'Nokia', lvl1: 'Nokia > N9' },
    });
  });
});
