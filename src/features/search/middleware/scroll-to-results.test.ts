import type { InstantSearch, UiState } from 'instantsearch.js';
import { describe, expect, it, vi } from 'vitest';
import { createScrollToResultsMiddleware } from './scroll-to-results';

function setUp(top: number) {
  const element = {
    getBoundingClientRect: () => ({ top }),
    scrollIntoView: vi.fn(),
  } as unknown as HTMLElement;
  const middleware = createScrollToResultsMiddleware(
    'photos',
    () => element,
  )({
    instantSearchInstance: {} as InstantSearch,
  });
  const change = (uiState: UiState) => middleware.onStateChange?.({ uiState });
  return { element, change };
}

describe('scroll to results middleware', () => {
  it('brings the results into view when the page changes and their top is off-screen', () => {
    const { element, change } = setUp(-800);
    change({ photos: { query: 'sea' } });
    change({ photos: { query: 'sea', page: 2 } });
    expect(element.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'start' });
  });

  it('leaves the scroll alone for other changes, or when the results are already in view', () => {
    const offScreen = setUp(-800);
    offScreen.change({ photos: { query: 'sea' } });
    offScreen.change({ photos: { query: 'sky' } });
    expect(offScreen.element.scrollIntoView).not.toHaveBeenCalled();

    const inView = setUp(120);
    inView.change({ photos: {} });
    inView.change({ photos: { page: 3 } });
    expect(inView.element.scrollIntoView).not.toHaveBeenCalled();
  });
});
