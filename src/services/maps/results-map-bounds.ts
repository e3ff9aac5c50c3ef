import type { LatLngBounds } from 'leaflet';
import type { MapBounds } from './results-map';

/** [-180, 180) for a western edge or a centre, (-180, 180] for an eastern edge: 180 stays 180. */
export const wrapWest = (lng: number) => lng - 360 * Math.floor((lng + 180) / 360);
const wrapEast = (lng: number) => -wrapWest(-lng);
/** Mercator shows more than the poles at low zoom: an area never goes past them. */
export const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * Leaflet's bounds as the contract's. Leaflet's longitudes run on past ±180 over the world's
 * copies; ours are -180..180, with `west > east` across the antimeridian, and the whole width
 * once a view spans the world.
 */
export function toMapBounds(bounds: LatLngBounds): MapBounds {
  const north = clampLat(bounds.getNorth());
  const south = clampLat(bounds.getSouth());
  if (bounds.getEast() - bounds.getWest() >= 360) return { north, south, west: -180, east: 180 };
  return { north, south, west: wrapWest(bounds.getWest()), east: wrapEast(bounds.getEast()) };
}

/** The contract's bounds as a Leaflet box: an eastern edge past the antimeridian runs on past 180. */
export function toLeafletBox({
  north,
  south,
  west,
  east,
}: MapBounds): [[number, number], [number, number]] {
  return [
    [south, west],
    [north, west > east ? east + 360 : east],
  ];
}
