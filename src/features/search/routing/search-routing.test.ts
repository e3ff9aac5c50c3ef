import { describe, expect, it } from 'vitest';
import { uiStateToUrlState, urlStateToUiState } from './search-routing';
import { parseSearchUrl } from './search-url';

const INDEX = 'photos';

describe('UI state ⇄ URL state', () => {
  it('maps every parameter to the InstantSearch state and back', () => {
    const url = parseSearchUrl(
      '?q=leaf&type=photo&tags=autumn~leaf&creator=Ann&year=2014:2016&sort=oldest&page=3',
    );
    const ui = urlStateToUiState(url, INDEX);
    expect(ui).toEqual({
      query: 'leaf',
      refinementList: { type: ['photo'], tags: ['autumn', 'leaf'], creator: ['Ann'] },
      range: { year: '2014:2016' },
      sortBy: 'photos_oldest',
      page: 3,
    });
    expect(uiStateToUrlState(ui, INDEX)).toEqual(url);
  });

  it('keeps open year ranges', () => {
    const ui = urlStateToUiState({ year: { from: 2010 } }, INDEX);
    expect(ui.range).toEqual({ year: '2010:' });
    expect(uiStateToUrlState(ui, INDEX).year).toEqual({ from: 2010 });
  });

  it('leaves out defaults: relevance sort, page 1, empty lists', () => {
    expect(
      uiStateToUrlState(
        { query: '', sortBy: INDEX, page: 1, refinementList: { tags: [] }, range: { year: ':' } },
        INDEX,
      ),
    ).toEqual({});
  });

  it('ignores facets the URL does not carry', () => {
    expect(uiStateToUrlState({ refinementList: { secret: ['x'] } }, INDEX)).toEqual({});
  });
});
