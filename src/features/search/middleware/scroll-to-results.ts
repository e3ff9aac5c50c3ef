import type { Middleware } from 'instantsearch.js';

/**
 * When the visitor changes page, bring the top of the results into view: the new page would
 * otherwise start off-screen, below where the pagination was clicked.
 */
export function createScrollToResultsMiddleware(
  indexName: string,
  getResultsElement: () => HTMLElement | null,
): Middleware {
  return () => {
    let lastPage: number | undefined;
    return {
      $$type: 'folio.scroll-to-results',
      onStateChange({ uiState }) {
        const page = uiState[indexName]?.page ?? 1;
        if (lastPage !== undefined && page !== lastPage) {
          const element = getResultsElement();
          if (element && element.getBoundingClientRect().top < 0) {
            element.scrollIntoView({ block: 'start' });
          }
        }
        lastPage = page;
      },
      subscribe() {},
      started() {},
      unsubscribe() {},
    };
  };
}
