import { badRequest } from '../engine-error';
import type { FilterNode } from './filter-node';

/**
 * Bounds on filters. Algolia documents "Number of filters: 1,000" per search (service limits);
 * it documents no nesting limit, so parentheses deeper than ours are refused with a clear 400
 * instead of being parsed by recursion as deep as the input.
 */
export const MAX_FILTER_CONDITIONS = 1000;
export const MAX_FILTER_NESTING = 32;

export function tooManyFilters(where: string, detail = ''): Error {
  return badRequest(
    `${where}: Too many filters, the maximum is ${MAX_FILTER_CONDITIONS} conditions per search${detail}`,
  );
}

/** Conditions in a filter tree; the tree is at most a few levels deep once parsed. */
export function countConditions(node: FilterNode): number {
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.nodes.reduce((sum, child) => sum + countConditions(child), 0);
    case 'not':
      return countConditions(node.node);
    default:
      return 1;
  }
}
