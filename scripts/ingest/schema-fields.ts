/** Building blocks of the sidecar schema: each parser returns the value or records an issue. */
import { parseIsoDate } from './dates.ts';

export interface Issue {
  field: string;
  message: string;
}

/** What an object-only field answers to anything else (the metadata sheet recognises it). */
export const NOT_AN_OBJECT = 'must be an object';

const UNKNOWN_FIELD = /^unknown field \(allowed: (.*)\)$/;

export function unknownFieldMessage(known: readonly string[]): string {
  return `unknown field (allowed: ${known.join(', ')})`;
}

/** The fields an object allows, read back from an unknown-field issue (null for others). */
export function allowedFields(issue: Issue): string[] | null {
  const match = UNKNOWN_FIELD.exec(issue.message);
  return match?.[1] ? match[1].split(', ') : null;
}

export type FieldParser<T> = (value: unknown, field: string, issues: Issue[]) => T | undefined;

export function fail(issues: Issue[], field: string, message: string): undefined {
  issues.push({ field, message });
  return undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses an object field by field; unknown fields are issues, so typos do not pass silently. */
export function parseObject<T>(
  value: unknown,
  field: string,
  issues: Issue[],
  shape: Record<string, FieldParser<unknown>>,
  required: readonly string[] = [],
): T | undefined {
  if (!isPlainObject(value)) return fail(issues, field, NOT_AN_OBJECT);
  const prefix = field === '' ? '' : `${field}.`;
  const known = Object.keys(shape);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!known.includes(key)) {
      fail(issues, prefix + key, unknownFieldMessage(known));
      continue;
    }
    const parsed = shape[key]?.(item, prefix + key, issues);
    if (parsed !== undefined) result[key] = parsed;
  }
  for (const key of required) {
    if (!(key in value)) fail(issues, prefix + key, 'is required');
  }
  return result as T;
}

export const text: FieldParser<string> = (value, field, issues) =>
  typeof value === 'string' ? value.trim() : fail(issues, field, 'must be a string');

export const nonEmptyText: FieldParser<string> = (value, field, issues) => {
  const parsed = text(value, field, issues);
  return parsed === '' ? fail(issues, field, 'must not be empty') : parsed;
};

export function nullable<T>(parser: FieldParser<T>): FieldParser<T | null> {
  return (value, field, issues) => (value === null ? null : parser(value, field, issues));
}

export function oneOf<T extends string>(choices: readonly T[]): FieldParser<T> {
  return (value, field, issues) =>
    choices.includes(value as T)
      ? (value as T)
      : fail(issues, field, `must be one of ${choices.map((c) => `"${c}"`).join(', ')}`);
}

export const textList: FieldParser<string[]> = (value, field, issues) => {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    return fail(issues, field, 'must be a list of strings');
  }
  return [...new Set((value as string[]).map((item) => item.trim()).filter(Boolean))];
};

export function numberIn(min: number, max: number): FieldParser<number> {
  return (value, field, issues) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
      ? value
      : fail(issues, field, `must be a number from ${min} to ${max}`);
}

export const positive: FieldParser<number> = (value, field, issues) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : fail(issues, field, 'must be a positive number');

export const isoDate: FieldParser<number> = (value, field, issues) => {
  const seconds = typeof value === 'string' ? parseIsoDate(value) : null;
  return seconds ?? fail(issues, field, 'must be an ISO 8601 date such as "2015-10-29T15:44:44Z"');
};

export const siblingFile: FieldParser<string> = (value, field, issues) => {
  const name = nonEmptyText(value, field, issues);
  if (name === undefined) return undefined;
  if (name.startsWith('/') || name.split(/[\\/]/).includes('..')) {
    return fail(issues, field, 'must be a file name relative to the sidecar, without ".."');
  }
  return name;
};

export const siblingFiles: FieldParser<string[]> = (value, field, issues) => {
  if (!Array.isArray(value)) return fail(issues, field, 'must be a list of file names');
  const names = value.map((item, i) => siblingFile(item, `${field}[${i}]`, issues));
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
};

export const duration: FieldParser<number> = positive;

export const flag: FieldParser<boolean> = (value, field, issues) =>
  typeof value === 'boolean' ? value : fail(issues, field, 'must be true or false');
