import { isPlainObject, ownValue, scalarText, splitPath } from './attribute-path';

/**
 * Builds `_highlightResult` / `_snippetResult` in the record's own shape: a nested path gives
 * nested objects (`place.name` → `{place: {name: {...}}}`), an array gives an array of results.
 */

type Leaf = (text: string) => object;

function resultTree(value: unknown, leaf: Leaf): unknown {
  if (Array.isArray(value)) return value.map((item) => resultTree(item, leaf) ?? leaf(''));
  if (isPlainObject(value)) {
    const tree: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const result = resultTree(item, leaf);
      if (result !== undefined) tree[key] = result;
    }
    return tree;
  }
  const text = scalarText(value);
  return text === null ? undefined : leaf(text);
}

function slotIn(container: Record<string, unknown>, key: string): Record<string, unknown> {
  const existing = container[key];
  if (isPlainObject(existing)) return existing;
  const created: Record<string, unknown> = {};
  container[key] = created;
  return created;
}

function setAtPath(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
  segments: readonly string[],
  depth: number,
  leaf: Leaf,
): void {
  const key = segments[depth] ?? '';
  const value = ownValue(source, key);
  if (depth === segments.length - 1) {
    const result = resultTree(value, leaf);
    if (result !== undefined) target[key] = result;
  } else if (Array.isArray(value)) {
    const existing = target[key];
    const items: unknown[] = Array.isArray(existing) ? existing : [];
    value.forEach((item: unknown, index) => {
      if (!isPlainObject(item)) return;
      const slot = isPlainObject(items[index]) ? items[index] : {};
      setAtPath(slot, item, segments, depth + 1, leaf);
      items[index] = slot;
    });
    target[key] = items;
  } else if (isPlainObject(value)) {
    setAtPath(slotIn(target, key), value, segments, depth + 1, leaf);
  }
}

/** `*` stands for every attribute of the record except `objectID` and `_`-prefixed ones. */
export function expandAttributes(
  record: Record<string, unknown>,
  attributes: readonly string[],
): string[] {
  if (!attributes.includes('*')) return [...attributes];
  return Object.keys(record).filter((key) => key !== 'objectID' && !key.startsWith('_'));
}

export function buildResultTree(
  record: Record<string, unknown>,
  attributes: readonly string[],
  leafFor: (attribute: string) => Leaf,
): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const attribute of expandAttributes(record, attributes)) {
    setAtPath(tree, record, splitPath(attribute), 0, leafFor(attribute));
  }
  return tree;
}
