import { describe, expect, it } from 'vitest';
import { collectionFilterString, collectionScope, findCollection } from './collection-scope';

describe('collectionFilterString', () => {
  it('is an AND of OR groups: one value of each attribute, and the year range', () => {
    expect(collectionFilterString({ tags: ['space'] })).toBe('tags:"space"');
    expect(
      collectionFilterString({ tags: ['mountains', 'hills'], 'place.country': ['Spain'] }),
    ).toBe('(tags:"mountains" OR tags:"hills") AND place.country:"Spain"');
    expect(collectionFilterString({ type: ['photo'], year: { from: 2000, to: 2009 } })).toBe(
      'type:"photo" AND years:2000 TO 2009',
    );
    expect(collectionFilterString({ year: { from: 2010 } })).toBe('years >= 2010');
    expect(collectionFilterString({ year: { to: 1999 } })).toBe('years <= 1999');
    expect(collectionFilterString({ rating: { from: 4 }, label: ['Red'] })).toBe(
      'rating >= 4 AND label:"Red"',
    );
  });

  it('quotes values, so quotes, colons and a leading "-" stay part of them', () => {
    expect(collectionFilterString({ tags: ['-bw', 'say "hi"', 'a:b\\c'] })).toBe(
      '(tags:"-bw" OR tags:"say \\"hi\\"" OR tags:"a:b\\\\c")',
    );
  });
});

describe('findCollection', () => {
  it('finds a demo collection by slug, and nothing for another slug', () => {
    expect(findCollection('space')?.title).toBe('Space');
    expect(findCollection('Space')).toBeUndefined();
    expect(findCollection('')).toBeUndefined();
  });

  it('gives the scope a search inside it needs', () => {
    const denmark = findCollection('denmark');
    expect(denmark && collectionScope(denmark)).toEqual({
      query: '',
      filters: 'place.country:"Denmark"',
    });
  });
});
