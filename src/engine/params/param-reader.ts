import { badRequest, describeValue } from '../engine-error';
import { isPlainObject } from '../attribute-path';
import { assertJsonDepth } from './json-depth';
import { wellFormed } from './well-formed';

/**
 * Search parameters arrive as JSON values (`{query, facets: [...]}`) or inside a URL-encoded
 * `params` string where every value is text and arrays are JSON. The reader accepts both for
 * every parameter and says precisely what is wrong with a bad one.
 */
export class ParamReader {
  constructor(private readonly values: ReadonlyMap<string, unknown>) {}

  has(name: string): boolean {
    return this.values.get(name) !== undefined;
  }

  raw(name: string): unknown {
    return this.values.get(name);
  }

  string(name: string): string | null {
    const value = this.values.get(name);
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    throw badRequest(`${name}: expected a string, got ${describeValue(value)}`);
  }

  integer(name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
    const value = this.values.get(name);
    if (value === undefined || value === null) return null;
    const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
      throw badRequest(`${name}: expected an integer ${range}, got ${describeValue(value)}`);
    }
    return number;
  }

  boolean(name: string): boolean | null {
    const value = this.values.get(name);
    if (value === undefined || value === null) return null;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw badRequest(`${name}: expected true or false, got ${describeValue(value)}`);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | null {
    const value = this.string(name);
    if (value === null) return null;
    const found = allowed.find((option) => option === value);
    if (found === undefined) {
      throw badRequest(
        `${name}: expected one of ${allowed.join(', ')}, got ${describeValue(value)}`,
      );
    }
    return found;
  }

  /** An array of strings, a JSON array in a string, or a comma-separated string. */
  stringList(name: string): string[] | null {
    const value = this.values.get(name);
    if (value === undefined || value === null) return null;
    const list = typeof value === 'string' ? parseListText(name, value) : value;
    if (!Array.isArray(list) || !list.every((item): item is string => typeof item === 'string')) {
      throw badRequest(`${name}: expected an array of strings, got ${describeValue(value)}`);
    }
    return list;
  }
}

export function parseJsonText(name: string, text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${name}: invalid JSON ${describeValue(text)}`);
  }
  assertJsonDepth(value, name);
  return value;
}

function parseListText(name: string, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return parseJsonText(name, trimmed);
  return trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
}

/** The body's own keys plus those of its `params` string (the string wins, as it comes last). */
export function collectParams(
  body: Record<string, unknown>,
  controlKeys: ReadonlySet<string>,
): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'params' && !controlKeys.has(key)) values.set(key, value);
  }
  const params = body.params;
  if (params !== undefined && typeof params !== 'string') {
    throw badRequest(`params: expected a URL-encoded string, got ${describeValue(params)}`);
  }
  for (const [key, value] of new URLSearchParams(params ?? '')) values.set(key, value);
  return values;
}

export function requireObject(value: unknown, what: string): Record<string, unknown> {
  if (!isPlainObject(value))
    throw badRequest(`${what}: expected a JSON object, got ${describeValue(value)}`);
  return value;
}

/**
 * The `params` echo of a response: what was received, URL-encoded (well-formed first, as
 * `encodeURIComponent` throws on a lone surrogate).
 */
export function encodeParams(values: ReadonlyMap<string, unknown>): string {
  return [...values]
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : String(JSON.stringify(value));
      return `${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(wellFormed(text))}`;
    })
    .join('&');
}
