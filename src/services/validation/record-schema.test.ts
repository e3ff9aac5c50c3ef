import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import {
  HOSTILE_COLLECTION,
  INVALID_RECORDS,
  VALID_ODD_RECORDS,
  validRecord,
} from '../../../tests/fixtures/hostile-collection';
import { checkRecords, describeInvalidRecords } from './record-schema';

describe('the record schema', () => {
  it('accepts every demo record and every odd but valid one', () => {
    expect(checkRecords(demoRecords).invalid).toEqual([]);
    expect(checkRecords(VALID_ODD_RECORDS).invalid).toEqual([]);
  });

  it('refuses each malformed record, naming its id and field', () => {
    const { valid, invalid } = checkRecords(HOSTILE_COLLECTION);
    expect(valid).toHaveLength(VALID_ODD_RECORDS.length);
    expect(invalid.map((record) => record.objectID)).toEqual(
      INVALID_RECORDS.map((record) => record.objectID),
    );
    const fieldsOf = (id: string) =>
      invalid.find((record) => record.objectID === id)?.problems.map((problem) => problem.field);
    expect(fieldsOf('image-null')).toEqual(['image']);
    expect(fieldsOf('renditions-not-list')).toEqual(['image.renditions']);
    expect(fieldsOf('license-null')).toEqual(['license']);
    expect(fieldsOf('title-object')).toEqual(['title']);
    expect(fieldsOf('tags-mixed')).toEqual(['tags.1', 'tags.2', 'tags.3']);
    expect(fieldsOf('script-urls')).toEqual(['license.url', 'image.src', 'image.renditions.0.url']);
    expect(fieldsOf('video-nan')).toEqual(['video.durationSec']);
    expect(fieldsOf('video-negative')).toEqual(['video.durationSec']);
    expect(fieldsOf('video-missing')).toEqual(['']);
  });

  it('keeps the facet fields ingest adds, and accepts records without them', () => {
    const record = {
      ...validRecord('camera', 'Camera'),
      creators: ['Ann Example', 'Ben Example'],
      camera: { make: 'OLYMPUS IMAGING CORP.', model: 'E-M1' },
      cameraPath: { lvl0: 'Olympus', lvl1: 'Olympus > E-M1' },
    };
    const oneLevel = { ...validRecord('make-only', 'Make only'), cameraPath: { lvl0: 'Sony' } };
    const { valid, invalid } = checkRecords([record, oneLevel, validRecord('plain', 'Plain')]);
    expect(invalid).toEqual([]);
    expect(valid[0]).toMatchObject({
      creators: ['Ann Example', 'Ben Example'],
      cameraPath: { lvl0: 'Olympus', lvl1: 'Olympus > E-M1' },
    });
    expect(valid[1]?.cameraPath).toEqual({ lvl0: 'Sony' });
    expect(valid[2]).not.toHaveProperty('cameraPath');
    expect(demoRecords.some((demo) => 'cameraPath' in demo && 'creators' in demo)).toBe(true);
  });

  it('refuses malformed facet fields, naming them', () => {
    const { invalid } = checkRecords([
      { ...validRecord('creators-text', 'A'), creators: 'Ann, Ben' },
      { ...validRecord('creators-empty', 'B'), creators: ['Ann', ''] },
      { ...validRecord('path-empty', 'C'), cameraPath: { lvl0: '' } },
      { ...validRecord('path-orphan', 'D'), cameraPath: { lvl0: 'Canon', lvl1: 'Nikon > D750' } },
      { ...validRecord('path-text', 'E'), cameraPath: 'Canon' },
    ]);
    expect(invalid.map((record) => record.problems.map((problem) => problem.field))).toEqual([
      ['creators'],
      ['creators.1'],
      ['cameraPath.lvl0'],
      ['cameraPath'],
      ['cameraPath'],
    ]);
    expect(invalid[3]?.problems[0]?.message).toMatch(/lvl1 must start with lvl0/);
  });

  it('keeps the owner’s metadata fields from IPTC and XMP, each optional', () => {
    const record = {
      ...validRecord('described', 'Described'),
      alt: 'Boats at dusk',
      altDetail: 'Three fishing boats come in.',
      people: ['Carl Example'],
      tagTree: {
        lvl0: ['Places', 'Animals'],
        lvl1: ['Places > Europe', 'Animals > Birds'],
        lvl2: ['Places > Europe > Denmark'],
      },
      copyrightNotice: '© Ann Example',
      webStatement: 'https://example.org/rights',
      rating: 4,
      label: 'Red',
      languages: { de: { title: 'Hafen', alt: 'Boote' } },
      place: {
        name: 'Harbour, Aarhus',
        country: 'Denmark',
        city: 'Aarhus',
        sublocation: 'Harbour',
      },
      dateText: '1950~',
      dateLabel: 'c. 1950',
      dayFirst: -7305,
      dayLast: -6941,
    };
    const { valid, invalid } = checkRecords([record]);
    expect(invalid).toEqual([]);
    expect(valid[0]).toEqual(record);
  });

  it('refuses malformed metadata fields, naming them', () => {
    const { invalid } = checkRecords([
      { ...validRecord('rating-6', 'A'), rating: 6 },
      { ...validRecord('people-text', 'B'), people: 'Carl' },
      { ...validRecord('tree-orphan', 'C'), tagTree: { lvl0: ['A'], lvl1: ['B > C'] } },
      { ...validRecord('statement-script', 'D'), webStatement: 'javascript:alert(1)' },
      { ...validRecord('language-bad', 'E'), languages: { 'not a tag': { title: 'x' } } },
      { ...validRecord('language-text-bad', 'E2'), languages: { de: { title: 3 } } },
      { ...validRecord('language-key-bad', 'E3'), languages: { de: { caption: 'x' } } },
      { ...validRecord('city-number', 'F'), place: { name: 'X', country: null, city: 7 } },
      { ...validRecord('day-fraction', 'G'), dayFirst: 1.5 },
    ]);
    expect(invalid.map((record) => record.problems.map((problem) => problem.field))).toEqual([
      ['rating'],
      ['people'],
      ['tagTree'],
      ['webStatement'],
      ['languages'],
      ['languages'],
      ['languages'],
      ['place.city'],
      ['dayFirst'],
    ]);
  });

  it('refuses an objectID used twice and a record that is not an object', () => {
    const { invalid } = checkRecords([validRecord('a', 'A'), validRecord('a', 'B'), 'text']);
    expect(invalid).toEqual([
      {
        position: 2,
        objectID: 'a',
        problems: [
          { position: 2, objectID: 'a', field: 'objectID', message: 'is also used by record 1' },
        ],
      },
      { position: 3, objectID: null, problems: [expect.objectContaining({ field: '' })] },
    ]);
  });

  it('lists the first 20 invalid records with one line per problem, then a count', () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...validRecord(`bad-${index}`, 'Bad'),
      image: null,
    }));
    const report = describeInvalidRecords(checkRecords(many).invalid, 25);
    const lines = report.split('\n');
    expect(lines[0]).toBe('25 of 25 records are invalid:');
    expect(lines[1]).toMatch(/^ {2}"bad-0" image: expected object, found null$/);
    expect(lines).toHaveLength(22);
    expect(lines[21]).toBe('  … and 5 more invalid records');
  });
});

describe('the record schema: EDTF date fields', () => {
  const dated = { dateText: '196X', dateLabel: '1960s', dayFirst: -3653, dayLast: -1 };

  it('keeps a date as text, label and days', () => {
    const { valid } = checkRecords([{ ...validRecord('sixties', 'Sixties'), ...dated }]);
    expect(valid[0]).toMatchObject(dated);
  });

  it('refuses days that are not whole numbers, or a last day before the first', () => {
    const { invalid } = checkRecords([
      { ...validRecord('half', 'Half'), ...dated, dayFirst: 1.5 },
      { ...validRecord('backwards', 'Backwards'), ...dated, dayFirst: 10, dayLast: 9 },
      { ...validRecord('alone', 'Alone'), dayFirst: 10 },
    ]);
    expect(invalid.map(({ objectID, problems }) => [objectID, problems[0]?.field])).toEqual([
      ['half', 'dayFirst'],
      ['backwards', ''],
      ['alone', ''],
    ]);
  });
});
