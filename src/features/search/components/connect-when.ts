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
  renderState: { when: string };
  indexRenderState: { when: { when: string } };
  indexUiState: { when: string };
};

type Numeric = { getNumericRefinement: (attribute: string, operator: '>=' | '<=') => unknown };

function bound(state: Numeric, attribute: string, operator: '>=' | '<='): number | undefined {
  const values = state.getNumericRefinement(attribute, operator);
  const value = Array.isArray(values) ? values[0] : undefined;
  return typeof value === 'number' ? value : undefined;
}

export const connectWhen: Connector<WhenWidgetDescription, Record<string, unknown>> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    let when = '';
    return {
      $$type: 'folio.when',
      init({ instantSearchInstance }) {
        renderFn({ when, instantSearchInstance, widgetParams }, true);
      },
      render({ instantSearchInstance }) {
        renderFn({ when, instantSearchInstance, widgetParams }, false);
      },
      dispose({ state }) {
        unmountFn();
        return state
          .removeNumericRefinement(WHEN_ATTRIBUTES.first)
          .removeNumericRefinement(WHEN_ATTRIBUTES.last);
      },
      getRenderState(renderStateSoFar) {
        return { ...renderStateSoFar, when: { when } };
      },
      getWidgetRenderState() {
        return { when, widgetParams };
      },
      getWidgetUiState(uiState, { searchParameters }) {
        const first = bound(searchParameters, WHEN_ATTRIBUTES.first, '>=');
        const last = bound(searchParameters, WHEN_ATTRIBUTES.last, '<=');
        // Half a span (one chip's refinement gone before the other): no date filter in the URL.
        const rest = { ...uiState };
        delete rest.when;
        if (first === undefined || last === undefined) return rest;
        return { ...rest, when: formatDaySpan({ first, last }) };
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        const cleared = searchParameters
          .removeNumericRefinement(WHEN_ATTRIBUTES.first)
          .removeNumericRefinement(WHEN_ATTRIBUTES.last);
        const span = parseDaySpan(uiState.when ?? '');
        when = span ? formatDaySpan(span) : '';
        if (!span) return cleared;
        return cleared
          .addNumericRefinement(WHEN_ATTRIBUTES.first, '>=', span.first)
          .addNumericRefinement(WHEN_ATTRIBUTES.last, '<=', span.last);
      },
    };
  };

/** Mounted once on a results screen; renders nothing. */
export function WhenFilter() {
  useConnector(connectWhen, {}, { $$widgetType: 'folio.when' });
  return null;
}
