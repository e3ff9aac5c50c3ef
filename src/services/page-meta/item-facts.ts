import type { MetaItem } from './page-meta-types.ts';
import { oneLine } from './page-text.ts';

/** Facts of a record written the way both schema.org and Dublin Core read them. */

/** `takenAt` as an ISO 8601 date-time, else the year alone, else null. */
export function createdDate(item: Pick<MetaItem, 'takenAt' | 'year'>): string | null {
  if (typeof item.takenAt === 'number' && Number.isFinite(item.takenAt)) {
    const date = new Date(item.takenAt * 1000);
    if (!Number.isNaN(date.getTime())) return date.toISOString().replace('.000Z', 'Z');
  }
  return typeof item.year === 'number' && Number.isInteger(item.year) && item.year > 0
    ? String(item.year).padStart(4, '0')
    : null;
}

/** The year a date starts with, for the copyright notice. */
function createdYear(item: Pick<MetaItem, 'takenAt' | 'year'>): string | null {
  return createdDate(item)?.slice(0, 4) ?? null;
}

/** "Aitzgorri, Spain": where the item was made, in words. */
export function placeName(item: Pick<MetaItem, 'place'>): string | null {
  const place = item.place;
  if (!place) return null;
  const name = [place.name, place.country].map((part) => oneLine(part ?? '')).filter(Boolean);
  return name.length > 0 ? name.join(', ') : null;
}

/** Coordinates that are numbers on the globe, else null. */
export function coordinates(item: Pick<MetaItem, '_geoloc'>): { lat: number; lng: number } | null {
  const geo = item._geoloc;
  if (!geo || !Number.isFinite(geo.lat) || !Number.isFinite(geo.lng)) return null;
  if (Math.abs(geo.lat) > 90 || Math.abs(geo.lng) > 180) return null;
  return { lat: geo.lat, lng: geo.lng };
}

/** CC0, the Public Domain Mark, or a licence named public domain: nobody holds a copyright. */
export function isPublicDomain(license: MetaItem['license']): boolean {
  if (!license) return false;
  return (
    /^(cc0|pdm)\b|public ?domain/i.test(license.name) ||
    /creativecommons\.org\/publicdomain\//i.test(license.url ?? '')
  );
}

/**
 * The copyright notice, as IPTC's field holds one: "© 2015 Ann Example"; for a work in the
 * public domain, that it is, with the licence that says so. Null when the record names nobody:
 * a notice without its holder would claim nothing true.
 */
export function copyrightNotice(item: MetaItem): string | null {
  if (item.license && isPublicDomain(item.license)) {
    return `Public domain (${oneLine(item.license.name)})`;
  }
  if (!item.creator) return null;
  const year = createdYear(item);
  return `© ${year ? `${year} ` : ''}${oneLine(item.creator)}`;
}

/** Seconds as an ISO 8601 duration: 7.6 → "PT7.6S", 125 → "PT2M5S". */
export function isoDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = Math.round((seconds % 60) * 10) / 10;
  const text = `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  return text === 'PT' ? 'PT0S' : text;
}
