import type { TagTree } from '../../src/types/item.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const;

/**
 * Hierarchical tags ("Places|Europe|Denmark", as `lr:hierarchicalSubject` writes them) in
 * Algolia's hierarchical-facet form: each level lists every path to that depth, "A > B".
 * Levels below the fourth are left out (the facet has four); empty parts are dropped.
 */
export function tagTreeOf(paths: readonly string[] | undefined): TagTree | undefined {
  const levels: Set<string>[] = LEVELS.map(() => new Set<string>());
  for (const path of paths ?? []) {
    const parts = path
      .split('|')
      .map((part) => part.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    parts.slice(0, LEVELS.length).forEach((_, depth) => {
      levels[depth]?.add(parts.slice(0, depth + 1).join(' > '));
    });
  }
  const [lvl0, ...deeper] = levels.map((level) => [...level]);
  if (!lvl0 || lvl0.length === 0) return undefined;
  const tree: TagTree = { lvl0 };
  deeper.forEach((values, i) => {
    const key = LEVELS[i + 1];
    if (key && key !== 'lvl0' && values.length > 0) tree[key] = values;
  });
  return tree;
}
