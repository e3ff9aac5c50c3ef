import { describe, expect, it } from 'vitest';
import { parseDefaults, parseSidecar } from './sidecar-schema.ts';

describe('sidecar schema', () => {
  it('accepts every documented field and normalises them', () => {
    const { value, issues } = parseSidecar(
      {
        title: ' Harbour ',
        description: 'Boats at dusk.',
        tags: ['sea', ' sea ', 'boats', ''],
        creator: 'Ann Example',
        credit: '"{title}" by {creator}, {license}',
        license: 'cc-by-4.0',
        takenAt: '2020-06-01T18:30:00+02:00',
        place: { name: 'Aarhus', country: 'Denmark' },
        geo: { lat: 56.15, lng: 10.21 },
        camera: { make: 'Canon' },
        lens: 'EF50mm f/1.8',
        exposure: { fNumber: 1.8, iso: 100 },
      },
      'image',
    );
    expect(issues).toEqual([]);
    expect(value).toEqual({
      title: 'Harbour',
      description: 'Boats at dusk.',
      tags: ['sea', 'boats'],
      creator: 'Ann Example',
      credit: '"{title}" by {creator}, {license}',
      license: { name: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      takenAt: Date.UTC(2020, 5, 1, 16, 30) / 1000,
      place: { name: 'Aarhus', country: 'Denmark' },
      geo: { lat: 56.15, lng: 10.21 },
      camera: { make: 'Canon', model: null },
      lens: 'EF50mm f/1.8',
      exposure: { fNumber: 1.8, exposureTime: null, iso: 100, focalLength: null },
    });
  });

  it('accepts the fields an owner’s XMP would hold, under the record’s names', () => {
    const { value, issues } = parseSidecar(
      {
        alt: 'Three boats at a quay',
        altDetail: 'The boats are red, blue and white.',
        people: ['Carl Example', ' Carl Example '],
        hierarchicalTags: ['Places|Europe|Denmark'],
        copyrightNotice: '© Ann Example',
        webStatement: 'https://example.org/rights',
        rating: 4,
        label: 'Red',
        place: {
          name: 'Quay 3, Aarhus',
          country: 'Denmark',
          city: 'Aarhus',
          sublocation: 'Quay 3',
        },
      },
      'image',
    );
    expect(issues).toEqual([]);
    expect(value).toMatchObject({
      people: ['Carl Example'],
      rating: 4,
      place: { name: 'Quay 3, Aarhus', country: 'Denmark', city: 'Aarhus', sublocation: 'Quay 3' },
    });
    const bad = parseSidecar(
      { rating: 4.5, webStatement: 'example.org', people: 'Carl', place: { name: 'X', city: '' } },
      'image',
    );
    expect(bad.issues).toEqual([
      { field: 'rating', message: 'must be a whole number from 0 to 5' },
      { field: 'webStatement', message: 'must be an http(s) URL' },
      { field: 'people', message: 'must be a list of strings' },
      { field: 'place.city', message: 'must not be empty' },
    ]);
  });

  it('takes null to mean "none", overriding EXIF', () => {
    const { value } = parseSidecar(
      { takenAt: null, geo: null, camera: null, creator: null },
      'image',
    );
    expect(value).toEqual({ takenAt: null, geo: null, camera: null, creator: null });
  });

  it('names the field of every problem', () => {
    const { value, issues } = parseSidecar(
      {
        title: 42,
        tags: [1],
        license: { name: 'X', url: 'ftp://nope', year: 2000 },
        takenAt: '29/10/2015',
        geo: { lat: 10 },
        credit: 'by {author}',
        exposure: { iso: -1 },
        extra: true,
      },
      'image',
    );
    expect(value).toBeUndefined();
    expect(issues.map((issue) => `${issue.field}: ${issue.message}`)).toEqual([
      'title: must be a string',
      'tags: must be a list of strings',
      'license.url: must be an http(s) URL',
      'license.year: unknown field (allowed: name, url)',
      'takenAt: must be an ISO 8601 date such as "2015-10-29T15:44:44Z"',
      'geo.lng: is required',
      'credit: unknown placeholder {author} (allowed: {title}, {creator}, {license})',
      'exposure.iso: must be a positive number',
      expect.stringMatching(/^extra: unknown field \(allowed: title, description, tags, creator, /),
      'geo: needs a "place" naming what the coordinates are of',
    ]);
  });

  it('rejects a sidecar that is not an object', () => {
    expect(parseSidecar(['title'], 'image').issues).toEqual([
      { field: '', message: 'must be an object' },
    ]);
  });

  it('has poster, alternates and durationSec for videos only', () => {
    const video = parseSidecar(
      { poster: 'p.jpg', alternates: ['v.webm'], durationSec: 7.5 },
      'video',
    );
    expect(video).toEqual({
      value: { poster: 'p.jpg', alternates: ['v.webm'], durationSec: 7.5 },
      issues: [],
    });
    expect(parseSidecar({ poster: '../p.jpg' }, 'video').issues).toEqual([
      { field: 'poster', message: 'must be a file name relative to the sidecar, without ".."' },
    ]);
    expect(parseSidecar({ alternates: ['v.webm'] }, 'image').issues).toEqual([
      { field: 'alternates', message: 'applies to videos only' },
    ]);
  });

  it('requires provider, id and poster for a YouTube/Vimeo entry and checks the id', () => {
    expect(
      parseSidecar({ provider: 'vimeo', id: '76979871', poster: 'p.jpg' }, 'embed').issues,
    ).toEqual([]);
    expect(parseSidecar({ provider: 'dailymotion' }, 'embed').issues).toEqual([
      { field: 'provider', message: 'must be one of "youtube", "vimeo"' },
      { field: 'id', message: 'is required' },
      { field: 'poster', message: 'is required' },
    ]);
    expect(parseSidecar({ provider: 'vimeo', id: 'abc', poster: 'p.jpg' }, 'embed').issues).toEqual(
      [{ field: 'id', message: 'is not a vimeo video id' }],
    );
  });
});

describe('folder defaults', () => {
  it('allows creator, credit, license and tags only', () => {
    expect(parseDefaults({ creator: 'A', credit: '© A', license: 'CC0-1.0', tags: ['x'] })).toEqual(
      {
        value: {
          creator: 'A',
          credit: '© A',
          license: { name: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
          tags: ['x'],
        },
        issues: [],
      },
    );
    expect(parseDefaults({ title: 'x' }).issues).toEqual([
      { field: 'title', message: 'unknown field (allowed: creator, credit, license, tags, date)' },
    ]);
  });
});
