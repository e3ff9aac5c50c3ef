import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { site } from './site';
import { collections } from './site-collections';
import { matchesFilters, validateSiteConfig, type CollectionConfig } from './site-schema';

const records = demoRecords as unknown as Record<string, unknown>[];

const SPACE: CollectionConfig = {
  slug: 'space',
  title: 'Space',
  description: 'Launches and astronauts.',
  filters: { tags: ['space'] },
  cover: 'hubble-deep-field',
};

function problemsOf(...list: unknown[]): string[] {
  return validateSiteConfig({ ...site, collections: list }, records);
}

describe('the shipped site config', () => {
  it('is valid, and each demo collection holds records and its own cover', () => {
    expect(validateSiteConfig({ ...site, collections })).toEqual([]);
    expect(validateSiteConfig({ ...site, collections }, records)).toEqual([]);
    const sizes = collections.map(({ slug, filters }) => [
      slug,
      records.filter((record) => matchesFilters(record, filters)).length,
    ]);
    expect(Object.fromEntries(sizes)).toEqual({
      mountains: 5,
      space: 3,
      denmark: 4,
      'early-2000s': 10,
    });
  });
});

describe('a broken site config', () => {
  it('names the collection and the field of each problem', () => {
    expect(problemsOf({ ...SPACE, filters: { tags: [] } })).toEqual([
      'collection "space" (collections[0]) › filters.tags: must list at least one value, like ["autumn"]',
    ]);
    expect(problemsOf({ ...SPACE, slug: 'Outer Space' })).toEqual([
      'collection "Outer Space" (collections[0]) › slug: must be lower-case letters and digits with single hyphens, like "my-set"',
    ]);
    expect(problemsOf({ ...SPACE, title: ' ' })).toEqual([
      'collection "space" (collections[0]) › title: must be a non-empty text',
    ]);
  });

  it('refuses an attribute the index does not facet on, and lists the ones it does', () => {
    const [problem] = problemsOf({ ...SPACE, filters: { camera: ['Nikon'] } });
    expect(problem).toMatch(
      /^collection "space" \(collections\[0\]\) › filters\.camera: is not a facet/,
    );
    expect(problem).toContain('tags, creators');
  });

  it('checks the year range', () => {
    expect(problemsOf({ ...SPACE, filters: { year: { from: 2010, to: 2001 } } })).toEqual([
      'collection "space" (collections[0]) › filters.year: runs backwards: from 2010 is after to 2001',
    ]);
    expect(problemsOf({ ...SPACE, filters: { year: { from: '2001' } } })).toEqual([
      'collection "space" (collections[0]) › filters.year: from must be a whole year, like 2015',
    ]);
    expect(problemsOf({ ...SPACE, filters: { year: {} } })).toEqual([
      'collection "space" (collections[0]) › filters.year: needs from, to or both',
    ]);
  });

  it('checks the rating range, and takes the label as a facet', () => {
    expect(problemsOf({ ...SPACE, filters: { rating: { from: 6 } } })).toEqual([
      'collection "space" (collections[0]) › filters.rating: from must be a whole number of stars, 0 to 5',
    ]);
    expect(problemsOf({ ...SPACE, filters: { rating: ['5'] } })).toEqual([
      'collection "space" (collections[0]) › filters.rating: must be { from, to } (either may be left out)',
    ]);
    // Without the records at hand: the demo has no rated or labelled item.
    const rated = { ...SPACE, filters: { rating: { from: 4 }, label: ['Red'] } };
    expect(validateSiteConfig({ ...site, collections: [rated] })).toEqual([]);
  });

  it('refuses a second collection with the same slug, and one that would be everything', () => {
    expect(problemsOf(SPACE, { ...SPACE, title: 'Again' })).toEqual([
      'collection "space" (collections[1]) › slug: "space" is already used by collections[0]',
    ]);
    expect(problemsOf({ ...SPACE, filters: {} })).toEqual([
      'collection "space" (collections[0]) › filters: are empty and there is no query: the collection would be everything',
    ]);
    expect(problemsOf({ ...SPACE, filters: {}, query: 'rocket' })).toEqual([]);
  });

  it('with the records at hand, checks the cover and that the collection is not empty', () => {
    expect(problemsOf({ ...SPACE, cover: 'no-such-item' })).toEqual([
      'collection "space" (collections[0]) › cover: names "no-such-item", which is not a record',
    ]);
    expect(problemsOf({ ...SPACE, cover: 'skagen' })).toEqual([
      'collection "space" (collections[0]) › cover: "skagen" is not in the collection (its filters leave it out)',
    ]);
    expect(problemsOf({ ...SPACE, filters: { tags: ['spcae'] }, cover: 'skagen' })).toContain(
      'collection "space" (collections[0]) › filters: match no record: check the values against the records',
    );
  });

  it('checks the name and description, and a collection that is not an object', () => {
    expect(
      validateSiteConfig({ archiveName: '', description: 'x'.repeat(301), collections: [7] }),
    ).toEqual([
      'archiveName: must be a non-empty text',
      'description: is 301 characters long; keep it to 300',
      'collections[0]: must be an object with slug, title, filters…',
    ]);
  });

  it('takes a data licence with a name and an http(s) address or none, and refuses others', () => {
    const withLicense = (dataLicense: unknown) =>
      validateSiteConfig({ ...site, collections: [], dataLicense });
    expect(withLicense({ name: 'CC-BY-4.0', url: 'https://example.org/by' })).toEqual([]);
    expect(withLicense({ name: 'Own terms', url: null })).toEqual([]);
    expect(withLicense({ name: '', url: 'javascript:alert(1)' })).toEqual([
      'dataLicense › name: must be a non-empty text',
      expect.stringMatching(/^dataLicense › url: must be \{ name/),
    ]);
    expect(withLicense('CC0')).toEqual([expect.stringMatching(/^dataLicense: must be/)]);
  });
});

describe('matchesFilters', () => {
  it('matches one of the values of each attribute, case aside, and the year range', () => {
    const record = {
      tags: ['Autumn', 'leaf'],
      place: { country: 'Spain' },
      year: 2005,
      years: [2005],
    };
    expect(matchesFilters(record, { tags: ['autumn', 'snow'] })).toBe(true);
    expect(matchesFilters(record, { tags: ['snow'] })).toBe(false);
    expect(matchesFilters(record, { 'place.country': ['spain'], year: { from: 2005 } })).toBe(true);
    expect(matchesFilters(record, { year: { to: 2004 } })).toBe(false);
    expect(matchesFilters({ year: null }, { year: { from: 2000 } })).toBe(false);
  });

  it('matches a loosely dated record by any year its date allows, and the stars by range', () => {
    const sixties = {
      year: 1960,
      years: [1960, 1961, 1962, 1963, 1964, 1965, 1966, 1967, 1968, 1969],
    };
    expect(matchesFilters(sixties, { year: { from: 1965, to: 1965 } })).toBe(true);
    expect(matchesFilters(sixties, { year: { from: 1970 } })).toBe(false);
    expect(
      matchesFilters({ rating: 4, label: 'Red' }, { rating: { from: 4 }, label: ['red'] }),
    ).toBe(true);
    expect(matchesFilters({ rating: 3 }, { rating: { from: 4 } })).toBe(false);
    expect(matchesFilters({}, { rating: { to: 5 } })).toBe(false);
  });
});
