import type { QueryPlan } from './query-plan';

/**
 * `removeWordsIfNoResults`: the plans to try, in order, when the query finds nothing. Removed
 * words become optional rather than gone, so records still holding them rank first (the `words`
 * criterion), as Algolia documents. `lastWords` and `firstWords` stop after five words or at the
 * query's last remaining word.
 */

const MAX_REMOVED = 5;

export interface Relaxation {
  plan: QueryPlan;
  /** Positions of the words made optional. */
  removed: ReadonlySet<number>;
}

function withOptional(plan: QueryPlan, removed: ReadonlySet<number>): Relaxation {
  const words = plan.words.map((word, i) => (removed.has(i) ? { ...word, optional: true } : word));
  return { plan: { ...plan, words }, removed };
}

export function relaxations(plan: QueryPlan): Relaxation[] {
  const count = plan.words.length;
  if (count < 2 && plan.removal !== 'allOptional') return [];
  const positions = plan.words.map((_, i) => i);
  switch (plan.removal) {
    case 'allOptional':
      return count === 0 ? [] : [withOptional(plan, new Set(positions))];
    case 'lastWords':
    case 'firstWords': {
      const ordered = plan.removal === 'lastWords' ? positions.reverse() : positions;
      return Array.from({ length: Math.min(MAX_REMOVED, count - 1) }, (_, i) =>
        withOptional(plan, new Set(ordered.slice(0, i + 1))),
      );
    }
    default:
      return [];
  }
}

/** `queryAfterRemoval`: the query's words, those removed inside `<em>` (runs grouped). */
export function markRemoved(plan: QueryPlan, removed: ReadonlySet<number>): string {
  const parts: string[] = [];
  plan.words.forEach((word, i) => {
    const isRemoved = removed.has(i);
    const opens = isRemoved && !removed.has(i - 1);
    const closes = isRemoved && !removed.has(i + 1);
    parts.push(`${opens ? '<em>' : ''}${word.text}${closes ? '</em>' : ''}`);
  });
  return parts.join(' ');
}
