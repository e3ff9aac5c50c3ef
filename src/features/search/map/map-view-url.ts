import type { NavigateFunction } from 'react-router';
import { formatMapScreenView, type MapScreenView } from '@/services/maps/map-url';

const VIEW_PARAMS = new Set(['lat', 'lng', 'zoom', 'item']);

/**
 * The map moved without a search: the address keeps the search and gets the new view, replacing
 * the current entry, so Back does not step through every pan (only searches are steps).
 */
export function replaceMapView(navigate: NavigateFunction, view: MapScreenView): void {
  const searchPart = window.location.search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !VIEW_PARAMS.has(pair.split('=')[0] ?? ''));
  const query = [...searchPart, formatMapScreenView(view)].filter(Boolean).join('&');
  navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: true });
}
