import type { Connector } from 'instantsearch.js';
import { useConnector } from 'react-instantsearch-core';
import { DEFAULT_TAG_MODE, TAG_MODES, type TagMode } from '@/services/search/search-url';

/**
 * How the ticked tags combine, as a widget: it owns the UI state's `tagMode` (which routing
 * writes to the URL) and nothing in the request. The tags facet reads it and asks for its values
 * conjunctively (`all`) or disjunctively (`any`), so the counts are those of what each tick would
 * give either way.
 */
export type TagModeRenderState = {
  mode: TagMode;
  refine: (mode: TagMode) => void;
};

type TagModeWidgetDescription = {
  $$type: 'folio.tagMode';
  renderState: TagModeRenderState;
  indexRenderState: { tagMode: TagModeRenderState };
  indexUiState: { tagMode: TagMode };
};

const readMode = (value: unknown): TagMode =>
  TAG_MODES.includes(value as TagMode) ? (value as TagMode) : DEFAULT_TAG_MODE;

export const connectTagMode: Connector<TagModeWidgetDescription, Record<string, unknown>> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    let current: TagMode = DEFAULT_TAG_MODE;
    let refine: (mode: TagMode) => void = () => {};
    const renderState = (): TagModeRenderState => ({ mode: current, refine });
    return {
      $$type: 'folio.tagMode',
      init({ helper, instantSearchInstance }) {
        refine = (mode) => {
          if (mode === current) return;
          current = mode;
          // A state change without a search: the index reads its UI state again (this mode in
          // it, for the URL). The search comes when the tags facet, drawn again, swaps its widget
          // for the other operator.
          helper.setState(helper.state.setPage(0));
          renderFn({ ...renderState(), instantSearchInstance, widgetParams }, false);
        };
        renderFn({ ...renderState(), instantSearchInstance, widgetParams }, true);
      },
      render({ instantSearchInstance }) {
        renderFn({ ...renderState(), instantSearchInstance, widgetParams }, false);
      },
      dispose({ state }) {
        unmountFn();
        return state;
      },
      getRenderState(renderStateSoFar) {
        return { ...renderStateSoFar, tagMode: renderState() };
      },
      getWidgetRenderState() {
        return { ...renderState(), widgetParams };
      },
      getWidgetUiState(uiState) {
        return { ...uiState, tagMode: current };
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        current = readMode(uiState.tagMode);
        return searchParameters;
      },
    };
  };

export function useTagMode(): TagModeRenderState {
  return useConnector(connectTagMode, {}, { $$widgetType: 'folio.tagMode' });
}
