/** Parsers for the record's structured values: licence, place, coordinates, camera, exposure. */
import type { Camera, Exposure, GeoLoc, License, Place } from '../../src/types/item.ts';
import { findKnownLicense, KNOWN_LICENSES } from './licenses.ts';
import { fail, nonEmptyText, nullable, numberIn, parseObject, positive } from './schema-fields.ts';
import type { FieldParser } from './schema-fields.ts';

export const httpUrl: FieldParser<string> = (value, field, issues) =>
  typeof value === 'string' && /^https?:\/\/\S+$/.test(value)
    ? value
    : fail(issues, field, 'must be an http(s) URL');

export const license: FieldParser<License> = (value, field, issues) => {
  if (typeof value === 'string') {
    const names = KNOWN_LICENSES.map((known) => known.name).join(', ');
    return (
      findKnownLicense(value) ??
      fail(issues, field, `unknown licence "${value}"; use one of ${names}, or {"name", "url"}`)
    );
  }
  const parsed = parseObject<License>(
    value,
    field,
    issues,
    {
      name: nonEmptyText,
      url: nullable(httpUrl),
    },
    ['name'],
  );
  return parsed && { name: parsed.name, url: parsed.url ?? null };
};

export const place: FieldParser<Place> = (value, field, issues) => {
  const parsed = parseObject<Place>(
    value,
    field,
    issues,
    {
      name: nonEmptyText,
      country: nullable(nonEmptyText),
      city: nonEmptyText,
      region: nonEmptyText,
      sublocation: nonEmptyText,
    },
    ['name'],
  );
  return parsed && { ...parsed, country: parsed.country ?? null };
};

/** `xmp:Rating`'s scale: a whole number of stars from 0 to 5. */
export const rating: FieldParser<number> = (value, field, issues) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 5
    ? (value as number)
    : fail(issues, field, 'must be a whole number from 0 to 5');

export const geo: FieldParser<GeoLoc> = (value, field, issues) =>
  parseObject<GeoLoc>(value, field, issues, { lat: numberIn(-90, 90), lng: numberIn(-180, 180) }, [
    'lat',
    'lng',
  ]);

export const camera: FieldParser<Camera> = (value, field, issues) => {
  const parsed = parseObject<Camera>(value, field, issues, {
    make: nullable(nonEmptyText),
    model: nullable(nonEmptyText),
  });
  return parsed && { make: parsed.make ?? null, model: parsed.model ?? null };
};

export const exposure: FieldParser<Exposure> = (value, field, issues) => {
  const parsed = parseObject<Exposure>(value, field, issues, {
    fNumber: nullable(positive),
    exposureTime: nullable(positive),
    iso: nullable(positive),
    focalLength: nullable(positive),
  });
  return (
    parsed && {
      fNumber: parsed.fNumber ?? null,
      exposureTime: parsed.exposureTime ?? null,
      iso: parsed.iso ?? null,
      focalLength: parsed.focalLength ?? null,
    }
  );
};

/** A file next to the sidecar (or below its folder); never outside the ingested folder. */
