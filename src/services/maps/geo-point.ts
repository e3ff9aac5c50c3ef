import type { GeoLoc, GeoPrecision, Place } from '@/types/item';

/** A position safe to hand to a map: finite numbers inside the valid ranges. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Records are untrusted: anything but finite, in-range coordinates means "no position". */
export function toGeoPoint(geoloc: GeoLoc | null | undefined): GeoPoint | null {
  if (!geoloc) return null;
  const { lat, lng } = geoloc;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Only `place` precision is a guess (the centre of a named place); GPS and unknown are not. */
export function isApproximate(precision: GeoPrecision | null | undefined): boolean {
  return precision === 'place';
}

/** Close enough to see the street for a GPS fix; the whole area for the centre of a place. */
export function locationZoom(approximate: boolean): number {
  return approximate ? 10 : 14;
}

/** "Skagen, Denmark", "Newark", "Denmark", or null when the record names no place. */
export function describePlace(place: Place | null | undefined): string | null {
  const name = typeof place?.name === 'string' ? place.name.trim() : '';
  const country = typeof place?.country === 'string' ? place.country.trim() : '';
  const text = [name, country].filter(Boolean).join(', ');
  return text || null;
}

/** "57.7209° N, 10.5839° E": shown when a position has no place name. */
export function formatCoordinates({ lat, lng }: GeoPoint): string {
  const latText = `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}`;
  const lngText = `${Math.abs(lng).toFixed(4)}° ${lng < 0 ? 'W' : 'E'}`;
  return `${latText}, ${lngText}`;
}
