import { parse } from 'exifr/dist/lite.esm.mjs';
import type { CameraData } from './camera-data';

/**
 * Only the tags the region shows, picked per block: the lite build has no dictionary for the
 * interop block, so a top-level `pick` throws there, while per-block lists work. Dates stay the
 * text the camera wrote (exifr would turn them into local-time Dates, which a time-zone change
 * or a daylight-saving gap can shift).
 */
const OPTIONS = {
  ifd0: { pick: ['Make', 'Model'] },
  exif: {
    pick: [
      'LensModel',
      'FNumber',
      'ExposureTime',
      'ISO',
      'FocalLength',
      'FocalLengthIn35mmFormat',
      'DateTimeOriginal',
      'CreateDate',
      'OffsetTimeOriginal',
      'ExifImageWidth',
      'ExifImageHeight',
    ],
    reviveValues: false,
  },
  gps: { pick: ['GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef'] },
  translateValues: false,
};

type Tags = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.replace(/\0/g, '').trim() !== ''
    ? value.replace(/\0/g, '').trim()
    : null;
const positive = (value: unknown): number | null => {
  const number: unknown = Array.isArray(value) ? value[0] : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
};

/** `2008:01:22 03:28:22` to `2008-01-22T03:28:22`; blanks and zeros some cameras write to null. */
export function readExifDate(value: unknown): string | null {
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(
    text(value) ?? '',
  );
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const date = `${year}-${month}-${day}`;
  const valid =
    Number(year) > 0 &&
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= 31 &&
    (hour === undefined || (Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59));
  if (!valid) return null;
  return hour === undefined ? date : `${date}T${hour}:${minute}:${second}`;
}

const offset = (value: unknown): string | null => {
  const written = text(value);
  return written && /^[+-]\d{2}:\d{2}$/.test(written) ? written : null;
};

/** Degrees, minutes, seconds and a hemisphere letter to signed decimal degrees. */
function coordinate(value: unknown, ref: unknown, negative: string, limit: number): number | null {
  if (!Array.isArray(value) || value.length < 1) return null;
  const [degrees = 0, minutes = 0, seconds = 0] = value.map(Number);
  const decimal = degrees + minutes / 60 + seconds / 3600;
  if (!Number.isFinite(decimal) || decimal > limit) return null;
  return ref === negative ? -decimal : decimal;
}

export async function parseCameraData(head: Uint8Array): Promise<CameraData | null> {
  const tags = ((await parse(head, OPTIONS)) ?? null) as Tags | null;
  if (!tags) return null;
  const latitude = coordinate(tags.GPSLatitude, tags.GPSLatitudeRef, 'S', 90);
  const longitude = coordinate(tags.GPSLongitude, tags.GPSLongitudeRef, 'W', 180);
  const takenAt = readExifDate(tags.DateTimeOriginal) ?? readExifDate(tags.CreateDate);
  const data: CameraData = {
    make: text(tags.Make),
    model: text(tags.Model),
    lens: text(tags.LensModel),
    fNumber: positive(tags.FNumber),
    exposureTime: positive(tags.ExposureTime),
    iso: positive(tags.ISO),
    focalLength: positive(tags.FocalLength),
    focalLength35mm: positive(tags.FocalLengthIn35mmFormat),
    takenAt,
    takenAtOffset: takenAt ? offset(tags.OffsetTimeOriginal) : null,
    width: positive(tags.ExifImageWidth),
    height: positive(tags.ExifImageHeight),
    // A position needs both halves.
    latitude: latitude !== null && longitude !== null ? latitude : null,
    longitude: latitude !== null && longitude !== null ? longitude : null,
  };
  // Pixel dimensions alone (which image editors write too) say nothing about a camera.
  const hasCameraData = Object.entries(data).some(
    ([field, value]) => field !== 'width' && field !== 'height' && value !== null,
  );
  return hasCameraData ? data : null;
}
