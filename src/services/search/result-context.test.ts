import { describe, expect, it } from 'vitest';
import { readResultContext, readReturnByHistory, resultContextState } from './result-context';
import { searchRequestForUrl } from './search-request';

describe('result context in history state', () => {
  const context = { search: '?q=leaf&page=2', position: 30, nbHits: 52, queryID: 'abc123' };

  it('round-trips a well-formed context', () => {
    const state = resultContextState(context);
    expect(readResultContext(state)).toEqual(context);
    expect(readReturnByHistory(state)).toBe(true);
  });

  it('ignores anything another script could have put there', () => {
    for (const bad of [
      null,
      'x',
      { resultContext: { ...context, search: 'javascript:alert(1)' } },
      { resultContext: { ...context, position: 52 } },
      { resultContext: { ...context, position: -1 } },
      { resultContext: { ...context, queryID: '<script>' } },
      { resultContext: { ...context, nbHits: '52' } },
    ])
      expect(readResultContext(bad)).toBeNull();
  });
});

describe('search request for a search URL', () => {
  it('filters like InstantSearch: OR within a facet, AND across, year range, sort replica', () => {
    expect(
      searchRequestForUrl('?q=leaf&type=photo&tags=autumn~-odd&year=2010:2015&sort=newest', 'p'),
    ).toEqual({
      indexName: 'p_newest',
      query: 'leaf',
      facetFilters: [['type:photo'], ['tags:autumn', 'tags:\\-odd']],
      numericFilters: ['years>=2010', 'years<=2015'],
    });
    expect(
      searchRequestForUrl(
        '?creator=Ann&colour=grey&licence=CC0%201.0&place=Skagen&camera=Canon%3ECanon%20EOS%2070D',
        'p',
      ).facetFilters,
    ).toEqual([
      ['creators:Ann'],
      ['place.name:Skagen'],
      ['colorName:grey'],
      ['license.name:CC0 1.0'],
      ['cameraPath.lvl1:Canon > Canon EOS 70D'],
    ]);
    expect(searchRequestForUrl('?camera=Olympus', 'p').facetFilters).toEqual([
      ['cameraPath.lvl0:Olympus'],
    ]);
    expect(searchRequestForUrl('', 'p')).toEqual({
      indexName: 'p',
      query: '',
      facetFilters: [],
      numericFilters: [],
    });
  });
});
