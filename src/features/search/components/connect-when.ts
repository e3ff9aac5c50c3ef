import type { SearchParameters } from 'algoliasearch-helper';
import type { Connector, IndexUiState } from 'instantsearch.js';
import { useConnector } from 'react-instantsearch-core';
import { formatDaySpan, parseDaySpan } from '@/services/search/day-span';

/**
 * The `when=` date filter as a widget with nothing to draw: it owns the UI state's `when` (which
 * routing writes to the URL) and turns it into two numeric filters, `dayLast >= first` and
 * `dayFirst <= last`, the days a record may be from overlapping the span. Plain numeric
 * refinements rather than range widgets: no facet to ask for, so no extra query in the request.
 * The chip in "Filters in use" removes both refinements; the UI state reads them back.
 *
 * It also asks for the `decades` facet (every decade a date allows), which the timeline's decade
 * bars count (decision 043): a results screen's one date widget in the first load, so the first
 * request already carries it.
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

/** The date filter in a search state, as the URL writes it (`1950-06`); none for half a span. */
export function whenOf(state: Numeric): string | undefined {
  const first = bound(state, WHEN_ATTRIBUTES.first, '>=');
  const last = bound(state, WHEN_ATTRIBUTES.last, '<=');
  return first === undefined || last === undefined ? undefined : formatDaySpan({ first, last });
}

/**
 * The UI state with the date filter set to `when`, or cleared, on the first page: one search
 * for both refinements (removing each by its own refine would search twice).
 */
export function withWhen({ page: _page, ...state }: IndexUiState, when: string | null) {
  const rest: IndexUiState & { when?: string } = { ...state };
  delete rest.when;
  return when === null ? rest : { ...rest, when };
}

export const DECADES_ATTRIBUTE = 'decades';

const clear = (state: SearchParameters) =>
  state
    .removeNumericRefinement(WHEN_ATTRIBUTES.first)
    .removeNumericRefinement(WHEN_ATTRIBUTES.last);

const withDecades = (state: SearchParameters) =>
  state.isConjunctiveFacet(DECADES_ATTRIBUTE) ? state : state.addFacet(DECADES_ATTRIBUTE);

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
      return clear(state).removeFacet(DECADES_ATTRIBUTE);
    },
    getRenderState: (renderStateSoFar) => renderStateSoFar,
    getWidgetRenderState: () => ({ widgetParams }),
    getWidgetUiState(uiState, { searchParameters }) {
      const when = whenOf(searchParameters);
      const rest = { ...uiState };
      delete rest.when;
      // Half a span (a refinement removed by other means): no date filter in the URL.
      return when === undefined ? rest : { ...rest, when };
    },
    getWidgetSearchParameters(searchParameters, { uiState }) {
      const span = parseDaySpan(uiState.when ?? '');
      const state = withDecades(clear(searchParameters));
      return span
        ? state
            .addNumericRefinement(WHEN_ATTRIBUTES.first, '>=', span.first)
            .addNumericRefinement(WHEN_ATTRIBUTES.last, '<=', span.last)
        : state;
    },
  });

/** Mounted once on a results screen; renders nothing. */
export function WhenFilter() {
  useConnector(connectWhen, {}, { $$widgetType: 'folio.when' });
  return null;
}
