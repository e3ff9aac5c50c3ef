import { useConnector } from 'react-instantsearch-core';
import { connectMapArea, type MapAreaRenderState } from './connect-map-area';

/** The map screen's search scope (an area of the world, or "no location"), and its refine. */
export function useMapArea(): MapAreaRenderState {
  return useConnector(connectMapArea, {}, { $$widgetType: 'folio.mapArea' });
}
