import type { SearchParameters } from 'algoliasearch-helper';
import type { Connector } from 'instantsearch.js';
import { useConnector } from 'react-instantsearch-core';
import { formatDaySpan, parseDaySpan } from '@/services/search/day-span';

/**
 * The `when=` date filter as a widget with nothing to draw: it owns the UI state's `when` (which
 * routing writes to the URL) and turns it into two numeric filters, `dayLast >= first` and
 * `dayFirst <= last`, the days a record may be from overlapping the span. Plain numeric
 * refinements rather than range widgets: no facet to ask for, so no extra query in the request.
 * The chip in "Filters in use" removes both refinements; the UI state reads them back.
 */
export const WHEN_ATTRIBUTES = { first: 'dayLast', last: 'dayFirst' } as const;

type WhenWidgetDescription = {
  $$type: 'folio.when';
  renderState: { when?: string };
  indexRenderState: { when?: { when?: string } };
  indexUiState: { when: string };
};

type Numeric = {
  getNumericRefinement: (attribute: string, operator: '>=' | '<=') => unknown;
};

function bound(state: Numeric, attribute: string, operator: '>=' | '<='): number | undefined {
  const values = state.getNumericRefinement(attribute, operator);
  return Array.isArray(values) && typeof values[0] === 'number' ? values[0] : undefined;
}

const clear = (state: SearchParameters) =>
  state
    .removeNumericRefinement(WHEN_ATTRIBUTES.first)
    .removeNumericRefinement(WHEN_ATTRIBUTES.last);

export const connectWhen: Connector<WhenWidgetDescription, Record<string, unknown>> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => ({
    $$type: 'folio.when',
    init({ instantSearchInstance }) {
      renderFn({ instantSearchInstance, widgetParams }, true);
    },
    render({ instantSearchInstance }) {
      renderFn({ instantSearchInstance, widgetParams }, false);
    },
    dispose({ state }) {
      unmountFn();
      return clear(state);
    },
    getRenderState: (renderStateSoFar) => renderStateSoFar,
    getWidgetRenderState: () => ({ widgetParams }),
    getWidgetUiState(uiState, { searchParameters }) {
      const first = bound(searchParameters, WHEN_ATTRIBUTES.first, '>=');
      const last = bound(searchParameters, WHEN_ATTRIBUTES.last, '<=');
      const rest = { ...uiState };
      delete rest.when;
      // Half a span (a refinement removed by other means): no date filter in the URL.
      return first === undefined || last === undefined
        ? rest
        : { ...rest, when: formatDaySpan({ first, last }) };
    },
    getWidgetSearchParameters(searchParameters, { uiState }) {
      const span = parseDaySpan(uiState.when ?? '');
      return span
        ? clear(searchParameters)
            .addNumericRefinement(WHEN_ATTRIBUTES.first, '>=', span.first)
            .addNumericRefinement(WHEN_ATTRIBUTES.last, '<=', span.last)
        : clear(searchParameters);
    },
  });

/** Mounted once on a results screen; renders nothing. */
export function WhenFilter() {
  useConnector(connectWhen, {}, { $$widgetType: 'folio.when' });
  return null;
}
