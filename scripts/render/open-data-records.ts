import type { ItemImage, ItemRecord, ItemVideo } from '../../src/types/item.ts';
import { absoluteMediaUrl, itemPath, pageUrl } from '../../src/services/page-meta/site-address.ts';

/**
 * The records as the open data publishes them (docs/open-data.md, decision 047): withheld ones
 * left out, and each record in the form a visitor may reuse: its own fields, its page and media
 * as absolute addresses, without what only the search and the screens use.
 */

/** The records the owner has not withheld, in the records file's order. */
export function publishedRecords(records: Iterable<ItemRecord>): ItemRecord[] {
  return [...records].filter((record) => record.withheld !== true);
}

/**
 * Fields written for the search and the screens, derived from the others (the date's years,
 * decades, months and days; the facets' creators and camera path) or shown while an image
 * loads (the blurred placeholder). A reuser finds what they say in the record's own fields.
 */
const SEARCH_ONLY_FIELDS = [
  'objectID',
  'years',
  'decades',
  'months',
  'dayFirst',
  'dayLast',
  'creators',
  'cameraPath',
  '_geoloc',
  'geoPrecision',
  'withheld',
  'image',
  'video',
] as const;

export type OpenRecord = Record<string, unknown> & { id: string; url: string };

const absolute = (siteUrl: string, url: string): string => absoluteMediaUrl(siteUrl, url) ?? url;

function openImage(image: ItemImage, siteUrl: string) {
  return {
    src: absolute(siteUrl, image.src),
    width: image.width,
    height: image.height,
    color: image.color,
    renditions: image.renditions.map((rendition) => ({
      ...rendition,
      url: absolute(siteUrl, rendition.url),
    })),
  };
}

function openVideo(video: ItemVideo, siteUrl: string): ItemVideo {
  const poster = video.poster === null ? null : absolute(siteUrl, video.poster);
  if (video.provider !== 'file') return { ...video, poster };
  return {
    ...video,
    poster,
    src: absolute(siteUrl, video.src),
    sources: video.sources.map((source) => ({ ...source, url: absolute(siteUrl, source.url) })),
    ...(video.tracks
      ? { tracks: video.tracks.map((track) => ({ ...track, src: absolute(siteUrl, track.src) })) }
      : {}),
  };
}

/** One record for `records.json`: `id` and `url` first, `location` for `_geoloc`. */
export function openRecord(record: ItemRecord, siteUrl: string): OpenRecord {
  const own = Object.fromEntries(
    Object.entries(record).filter(
      ([key]) => !(SEARCH_ONLY_FIELDS as readonly string[]).includes(key),
    ),
  );
  return {
    id: record.objectID,
    url: pageUrl(siteUrl, itemPath(record.objectID)),
    ...own,
    location: record._geoloc ? { ...record._geoloc, precision: record.geoPrecision ?? null } : null,
    image: openImage(record.image, siteUrl),
    ...(record.video ? { video: openVideo(record.video, siteUrl) } : {}),
  };
}

/** The located records as a GeoJSON FeatureCollection (RFC 7946: positions are [lng, lat]). */
export function recordsGeoJson(records: readonly ItemRecord[], siteUrl: string) {
  return {
    type: 'FeatureCollection',
    features: records.flatMap((record) =>
      record._geoloc
        ? [
            {
              type: 'Feature',
              id: record.objectID,
              geometry: { type: 'Point', coordinates: [record._geoloc.lng, record._geoloc.lat] },
              properties: {
                id: record.objectID,
                title: record.title,
                date: dateOf(record),
                credit: record.credit,
                licence: record.license.name,
                licenceUrl: record.license.url,
                url: pageUrl(siteUrl, itemPath(record.objectID)),
              },
            },
          ]
        : [],
    ),
  };
}

/** The date as EDTF (ISO 8601 for an exact day): the owner's `1950~`, else the day, else the year. */
function dateOf(record: ItemRecord): string | null {
  if (record.dateText) return record.dateText;
  if (record.takenAt !== null) return new Date(record.takenAt * 1000).toISOString().slice(0, 10);
  return record.year === null ? null : String(record.year);
}

/** The located records' extent as [south, west, north, east], or null. */
export function recordBounds(
  records: readonly ItemRecord[],
): [number, number, number, number] | null {
  const located = records.flatMap((record) => (record._geoloc ? [record._geoloc] : []));
  if (located.length === 0) return null;
  const lats = located.map(({ lat }) => lat);
  const lngs = located.map(({ lng }) => lng);
  return [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)];
}
