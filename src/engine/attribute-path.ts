/**
 * Reading dotted attribute paths (`place.name`, `camera.make`) the way Algolia does: arrays met
 * on the way are walked element by element, so `authors.name` reads every author's name.
 */

// Paths come from settings and parameters: few distinct ones, split on every hit otherwise.
const splitPaths = new Map<string, readonly string[]>();

export function splitPath(path: string): readonly string[] {
  let segments = splitPaths.get(path);
  if (!segments) {
    segments = path.split('.');
    if (splitPaths.size < 1000) splitPaths.set(path, segments);
  }
  return segments;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The record's own value for a key. Paths come from requests too, and `__proto__` or
 * `constructor` must read as absent rather than reach into Object.prototype.
 */
export function ownValue(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Every non-null scalar found at the path, arrays flattened. */
export function collectValues(source: unknown, segments: readonly string[]): unknown[] {
  const found: unknown[] = [];
  visit(source, segments, 0, found);
  return found;
}

function visit(value: unknown, segments: readonly string[], depth: number, found: unknown[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) visit(item, segments, depth, found);
    return;
  }
  if (depth === segments.length) {
    found.push(value);
    return;
  }
  if (!isPlainObject(value)) return;
  visit(ownValue(value, segments[depth] ?? ''), segments, depth + 1, found);
}

/** Like `collectValues`, but an object found at the path gives all the scalars inside it. */
export function collectScalars(source: unknown, segments: readonly string[]): unknown[] {
  const found: unknown[] = [];
  for (const value of collectValues(source, segments)) flatten(value, found);
  return found;
}

function flatten(value: unknown, found: unknown[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) value.forEach((item) => flatten(item, found));
  else if (isPlainObject(value)) Object.values(value).forEach((item) => flatten(item, found));
  else found.push(value);
}

/** Turns a scalar into the text Algolia indexes for it; objects have none of their own. */
export function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}
