import exifr from 'exifr';
import type { Camera, Exposure, GeoLoc } from '../../src/types/item.ts';
import { parseExifDate } from './dates.ts';

/** What the record takes from a file's EXIF. */
export interface ExifFacts {
  camera: Camera | null;
  lens: string | null;
  exposure: Exposure | null;
  takenAt: number | null;
  gps: GeoLoc | null;
}

export const NO_EXIF: ExifFacts = {
  camera: null,
  lens: null,
  exposure: null,
  takenAt: null,
  gps: null,
};

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

const OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  xmp: false,
  iptc: false,
  icc: false,
  jfif: false,
  ihdr: false,
  // Raw values: dates stay text (exifr would read them in the machine's time zone).
  reviveValues: false,
  translateValues: false,
} as const;

/** EXIF text ends at its first NUL; some cameras leave more after it ("Nokia\u00002"). */
export function cleanExifText(value: string): string | null {
  const trimmed = value.replace(/\0.*$/s, '').trim();
  return trimmed === '' ? null : trimmed;
}

function text(tags: Record<string, unknown>, key: string): string | null {
  const value = tags[key];
  return typeof value === 'string' ? cleanExifText(value) : null;
}

function positive(tags: Record<string, unknown>, key: string, digits: number): number | null {
  const value = tags[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Number(value.toPrecision(digits));
}

function readGps(tags: Record<string, unknown>): GeoLoc | null {
  const { latitude, longitude } = tags;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  // 0,0 is what some cameras write before they have a fix.
  if (latitude === 0 && longitude === 0) return null;
  return { lat: Number(latitude.toFixed(6)), lng: Number(longitude.toFixed(6)) };
}

/**
 * Reads EXIF from the blob sharp extracted (JPEG, PNG, WebP, AVIF, HEIF all end up as a TIFF
 * block) or from a TIFF file's own bytes. Broken EXIF is treated as none: the pixels still count.
 */
export async function readExif(blob: Buffer | undefined): Promise<ExifFacts> {
  if (!blob || blob.length < 8) return NO_EXIF;
  const tiff = blob.subarray(0, 6).equals(EXIF_HEADER) ? blob.subarray(6) : blob;
  const parsed: unknown = await exifr.parse(tiff, OPTIONS).catch(() => undefined);
  if (typeof parsed !== 'object' || parsed === null) return NO_EXIF;
  const tags = parsed as Record<string, unknown>;
  const make = text(tags, 'Make');
  const model = text(tags, 'Model');
  const exposure: Exposure = {
    fNumber: positive(tags, 'FNumber', 3),
    exposureTime: positive(tags, 'ExposureTime', 4),
    iso: positive(tags, 'ISO', 6),
    focalLength: positive(tags, 'FocalLength', 4),
  };
  const date = text(tags, 'DateTimeOriginal') ?? text(tags, 'CreateDate');
  return {
    camera: make || model ? { make, model } : null,
    lens: text(tags, 'LensModel'),
    exposure: Object.values(exposure).some((value) => value !== null) ? exposure : null,
    takenAt: date ? parseExifDate(date, text(tags, 'OffsetTimeOriginal') ?? undefined) : null,
    gps: readGps(tags),
  };
}
