import { isPlainObject } from '../attribute-path';
import { badRequest } from '../engine-error';
import type { EngineRequestError } from '../engine-error';
import type { LatLng } from '../geo';
import { assertJsonDepth } from './json-depth';

/**
 * The pieces geo parameters are made of (floats, integers, points, JSON text in a `params`
 * string) and the 400 they get, worded as Algolia words it: `Invalid value for "<name>"
 * parameter, <what was expected>`.
 */

export function invalidValue(name: string, expected: string): EngineRequestError {
  return badRequest(`Invalid value for "${name}" parameter, ${expected}`);
}

const FLOAT_TEXT = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;
const INTEGER_TEXT = /^\s*-?\d+\s*$/;

/** A JSON number, or the number of a text that matches `text` (a `params` string has only text). */
function readNumber(value: unknown, text: RegExp): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && text.test(value) ? Number(value) : NaN;
}

/** A JSON number, or the text of one; else null. */
export function readFloat(value: unknown): number | null {
  const number = readNumber(value, FLOAT_TEXT);
  return Number.isFinite(number) ? number : null;
}

export function readInteger(value: unknown): number | null {
  const number = readNumber(value, INTEGER_TEXT);
  return Number.isSafeInteger(number) ? number : null;
}

/** Text that starts with `[` or `{` is JSON, as arrays and objects arrive in a `params` string. */
export function parseIfJson(name: string, value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    throw invalidValue(name, 'expected valid JSON');
  }
  assertJsonDepth(parsed, name);
  return parsed;
}

export function checkPoint(name: string, lat: number, lng: number): LatLng {
  if (lat < -90 || lat > 90) {
    throw invalidValue(name, `latitude must be between -90 and 90, got ${lat}`);
  }
  if (lng < -180 || lng > 180) {
    throw invalidValue(name, `longitude must be between -180 and 180, got ${lng}`);
  }
  return { lat, lng };
}

/** A plain object's field, without reaching into its prototype (`__proto__`, `constructor`). */
export function ownField(value: unknown, key: string): unknown {
  return isPlainObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
