import { parse } from 'exifr/dist/lite.esm.mjs';
import type { CameraData } from './camera-data';

/**
 * Only the blocks that hold the tags the region shows: IFD0 (camera), EXIF (exposure, date,
 * size) and GPS. exifr's `pick` option needs the tag dictionaries the lite build leaves out.
 */
const SEGMENTS = {
  tiff: true,
  exif: true,
  gps: true,
  ifd1: false,
  interop: false,
  makerNote: false,
  userComment: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  reviveValues: true,
  translateValues: false,
} as const;

type Tags = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.replace(/\0/g, '').trim() : null;
const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** Degrees, minutes, seconds and a hemisphere letter to signed decimal degrees. */
function coordinate(value: unknown, ref: unknown, negative: string): number | null {
  if (!Array.isArray(value) || value.length < 1) return null;
  const [degrees = 0, minutes = 0, seconds = 0] = value.map(Number);
  const decimal = degrees + minutes / 60 + seconds / 3600;
  if (!Number.isFinite(decimal)) return null;
  return ref === negative ? -decimal : decimal;
}

export async function parseCameraData(head: Uint8Array): Promise<CameraData | null> {
  const tags = ((await parse(head, SEGMENTS)) ?? null) as Tags | null;
  if (!tags) return null;
  const takenAt = tags.DateTimeOriginal ?? tags.CreateDate;
  const data: CameraData = {
    make: text(tags.Make),
    model: text(tags.Model),
    lens: text(tags.LensModel),
    fNumber: positive(tags.FNumber),
    exposureTime: positive(tags.ExposureTime),
    iso: positive(tags.ISO),
    focalLength: positive(tags.FocalLength),
    focalLength35mm: positive(tags.FocalLengthIn35mmFormat),
    takenAt: takenAt instanceof Date && !Number.isNaN(takenAt.getTime()) ? takenAt : null,
    width: positive(tags.ExifImageWidth),
    height: positive(tags.ExifImageHeight),
    latitude: coordinate(tags.GPSLatitude, tags.GPSLatitudeRef, 'S'),
    longitude: coordinate(tags.GPSLongitude, tags.GPSLongitudeRef, 'W'),
  };
  // Pixel dimensions alone (which image editors write too) say nothing about a camera.
  const hasCameraData = Object.entries(data).some(
    ([field, value]) => field !== 'width' && field !== 'height' && value !== null,
  );
  return hasCameraData ? data : null;
}
