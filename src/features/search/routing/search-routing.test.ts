// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSearchRouter,
  uiStateToUrlState,
  URL_WRITE_DELAY_MS,
  urlStateToUiState,
} from './search-routing';
import { parseSearchUrl } from '@/services/search/search-url';

const INDEX = 'photos';

describe('UI state ⇄ URL state', () => {
  it('maps every parameter to the InstantSearch state and back', () => {
    const url = parseSearchUrl(
      '?q=leaf&type=photo&tags=autumn~leaf&tagmode=all&creator=Ann&lens=L%201&place=Skagen&country=Denmark' +
        '&orientation=portrait&colour=grey~blue&licence=CC0%201.0&camera=Canon%3ECanon%20EOS%2070D' +
        '&year=2014:2016&sort=oldest&page=3',
    );
    const ui = urlStateToUiState(url, INDEX);
    expect(ui).toEqual({
      query: 'leaf',
      refinementList: {
        type: ['photo'],
        tags: ['autumn', 'leaf'],
        creators: ['Ann'],
        lens: ['L 1'],
        'place.name': ['Skagen'],
        'place.country': ['Denmark'],
        orientation: ['portrait'],
        colorName: ['grey', 'blue'],
        'license.name': ['CC0 1.0'],
      },
      tagMode: 'all',
      hierarchicalMenu: { 'cameraPath.lvl0': ['Canon', 'Canon EOS 70D'] },
      range: { years: '2014:2016' },
      sortBy: 'photos_oldest',
      page: 3,
    });
    expect(uiStateToUrlState(ui, INDEX)).toEqual(url);
  });

  it("carries the date filter as the when widget's state, in its shortest form", () => {
    const ui = urlStateToUiState(parseSearchUrl('?when=1950-06-01/1950-06-30'), INDEX);
    expect((ui as { when?: string }).when).toBe('1950-06');
    expect(uiStateToUrlState(ui, INDEX)).toEqual(parseSearchUrl('?when=1950-06'));
    expect(uiStateToUrlState({ when: 'June' } as object, INDEX)).toEqual({});
  });

  it('keeps open year ranges', () => {
    const ui = urlStateToUiState({ year: { from: 2010 } }, INDEX);
    expect(ui.range).toEqual({ years: '2010:' });
    expect(uiStateToUrlState(ui, INDEX).year).toEqual({ from: 2010 });
  });

  it('leaves out defaults: relevance sort, page 1, empty lists', () => {
    expect(
      uiStateToUrlState(
        { query: '', sortBy: INDEX, page: 1, refinementList: { tags: [] }, range: { years: ':' } },
        INDEX,
      ),
    ).toEqual({});
  });

  it('ignores facets the URL does not carry', () => {
    expect(
      uiStateToUrlState(
        {
          refinementList: { secret: ['x'], creator: ['A, B'] },
          hierarchicalMenu: { 'other.lvl0': ['x'], 'cameraPath.lvl0': [] },
        },
        INDEX,
      ),
    ).toEqual({});
  });

  it('reads a make alone as the top of the camera menu', () => {
    const ui = urlStateToUiState(parseSearchUrl('?camera=Olympus'), INDEX);
    expect(ui).toEqual({ hierarchicalMenu: { 'cameraPath.lvl0': ['Olympus'] } });
    expect(uiStateToUrlState(ui, INDEX)).toEqual({ camera: ['Olympus'] });
  });
});

describe('the InstantSearch router over react-router', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const navigate = vi.fn((path: string, options: { replace: boolean }) =>
      options.replace
        ? window.history.replaceState(null, '', path)
        : window.history.pushState(null, '', path),
    );
    const router = createSearchRouter({ navigate });
    router.start?.();
    return { router, navigate };
  }

  it('writes one history entry per pause, and replaces it while the query is being typed', () => {
    const { router, navigate } = setUp();
    router.write({ q: 'l' });
    router.write({ q: 'le' });
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/?q=le', { replace: false });
    router.write({ q: 'leaf' });
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    expect(navigate).toHaveBeenLastCalledWith('/?q=leaf', { replace: true });
    router.write({ q: 'leaf', lists: { type: ['photo'] } });
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    expect(navigate).toHaveBeenLastCalledWith('/?q=leaf&type=photo', { replace: false });
  });

  it('does not write the URL it is already on', () => {
    window.history.replaceState(null, '', '/?q=leaf');
    const { router, navigate } = setUp();
    router.write({ q: 'leaf' });
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never writes after it is disposed, even a write that was waiting', () => {
    const { router, navigate } = setUp();
    router.write({ q: 'kite' });
    router.dispose();
    router.write({ q: 'late' });
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('drops a waiting write once the visitor is on another page', () => {
    const { router, navigate } = setUp();
    router.write({ q: 'kite' });
    window.history.pushState(null, '', '/item/kite');
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
    expect(window.location.href).toMatch(/\/item\/kite$/);
    router.dispose();
  });

  it('on back/forward, drops a waiting write and reports the URL state', () => {
    const { router, navigate } = setUp();
    const onUpdate = vi.fn();
    router.onUpdate(onUpdate);
    router.write({ q: 'kite' });
    window.history.pushState(null, '', '/?q=sea&page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    expect(onUpdate).toHaveBeenCalledWith({ q: 'sea', page: 2 });
    expect(navigate).not.toHaveBeenCalled();
    router.dispose();
  });
});
