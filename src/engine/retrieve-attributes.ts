import { isPlainObject, splitPath } from './attribute-path';
import type { EngineRecord } from './types';

/**
 * `attributesToRetrieve`: `*` (the default) is everything, `-attr` removes an attribute from
 * `*`, otherwise only the listed (possibly nested) attributes. `objectID` always comes back and
 * `unretrievableAttributes` never do.
 */

function copyPath(
  source: unknown,
  target: Record<string, unknown>,
  segments: readonly string[],
): void {
  if (!isPlainObject(source)) return;
  const [key = '', ...rest] = segments;
  if (!Object.hasOwn(source, key)) return;
  const value = source[key];
  if (rest.length === 0) {
    target[key] = value;
  } else if (Array.isArray(value)) {
    target[key] = value.map((item: unknown) => {
      const picked: Record<string, unknown> = {};
      copyPath(item, picked, rest);
      return picked;
    });
  } else if (isPlainObject(value)) {
    const existing = target[key];
    const picked: Record<string, unknown> = isPlainObject(existing) ? existing : {};
    copyPath(value, picked, rest);
    target[key] = picked;
  }
}

function removePath(target: Record<string, unknown>, segments: readonly string[]): void {
  const [key = '', ...rest] = segments;
  if (rest.length === 0) {
    Reflect.deleteProperty(target, key);
    return;
  }
  const value = target[key];
  if (isPlainObject(value)) {
    const copy = { ...value };
    removePath(copy, rest);
    target[key] = copy;
  }
}

export function retrieveAttributes(
  record: EngineRecord,
  attributes: readonly string[],
  unretrievable: readonly string[],
): Record<string, unknown> {
  let result: Record<string, unknown>;
  if (attributes.includes('*')) {
    result = { ...record };
    for (const name of attributes)
      if (name.startsWith('-')) removePath(result, splitPath(name.slice(1)));
  } else {
    result = {};
    for (const name of attributes) copyPath(record, result, splitPath(name));
  }
  for (const name of unretrievable) removePath(result, splitPath(name));
  return { objectID: record.objectID, ...result };
}
