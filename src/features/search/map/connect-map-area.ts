import type { Connector } from 'instantsearch.js';
import type { SearchParameters } from 'algoliasearch-helper';
import {
  formatMapArea,
  mapAreaBoxes,
  parseMapArea,
  UNLOCATED_FILTER,
  WORLD_AREA,
  type MapScope,
} from '@/services/search/map-area';

/**
 * The map screen's scope as an InstantSearch widget: the area it searches (the whole world until
 * the visitor moves the map, so the list holds only located results, in the order the markers
 * have), or `none`, the results without a location. It sets `insideBoundingBox` (or the filter
 * for "no location") and the UI state's `mapArea`, which routing writes to the URL. Written for
 * Folio rather than using `useGeoSearch`, which throws on a coordinate of exactly 0 and sends a
 * single box where an area crossing the antimeridian needs two.
 */
export type MapAreaRenderState = {
  scope: MapScope;
  /** A new scope: a new search, from page 1. */
  refine: (scope: MapScope) => void;
};

export type MapAreaWidgetDescription = {
  $$type: 'folio.mapArea';
  renderState: MapAreaRenderState;
  indexRenderState: { mapArea: MapAreaRenderState };
  indexUiState: { mapArea: string };
};

type NoParams = Record<string, unknown>;

function withScope(parameters: SearchParameters, scope: MapScope): SearchParameters {
  if (scope === 'none') {
    return parameters
      .setQueryParameter('insideBoundingBox', undefined)
      .setQueryParameter('filters', UNLOCATED_FILTER);
  }
  return parameters
    .setQueryParameter('filters', undefined)
    .setQueryParameter(
      'insideBoundingBox',
      mapAreaBoxes(scope) as Array<[number, number, number, number]>,
    );
}

export const connectMapArea: Connector<MapAreaWidgetDescription, NoParams> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    let refine: (scope: MapScope) => void = () => {};
    let current: MapScope = WORLD_AREA;
    const renderState = (): MapAreaRenderState => ({ scope: current, refine });
    return {
      $$type: 'folio.mapArea',
      init({ helper, instantSearchInstance }) {
        refine = (scope) => {
          current = scope;
          helper.setState(withScope(helper.state, scope).setPage(0)).search();
        };
        renderFn({ ...renderState(), instantSearchInstance, widgetParams }, true);
      },
      render({ instantSearchInstance }) {
        renderFn({ ...renderState(), instantSearchInstance, widgetParams }, false);
      },
      dispose({ state }) {
        unmountFn();
        return state
          .setQueryParameter('insideBoundingBox', undefined)
          .setQueryParameter('filters', undefined);
      },
      getRenderState(renderStateSoFar) {
        return { ...renderStateSoFar, mapArea: renderState() };
      },
      getWidgetRenderState() {
        return { ...renderState(), widgetParams };
      },
      getWidgetUiState(uiState) {
        return { ...uiState, mapArea: formatMapArea(current) };
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        current = (uiState.mapArea && parseMapArea(uiState.mapArea)) || WORLD_AREA;
        return withScope(searchParameters, current);
      },
    };
  };
