import type { FacetColumn } from '../facet-column';
import { facetKey, recordHasValue } from '../facet-column';
import type { NumericColumn } from '../numeric-column';
import { hasNumber, someNumber } from '../numeric-column';
import type { FilterNode, NumericOperator } from './filter-node';

/** Where compiled filters read their values; both are prepared once per attribute. */
export interface FilterColumns {
  /** Null when the attribute is not a facet: Algolia then matches nothing. */
  facet(attribute: string): FacetColumn | null;
  numeric(attribute: string): NumericColumn;
}

export type RecordPredicate = (record: number) => boolean;

const NEVER: RecordPredicate = () => false;

function compareWith(operator: NumericOperator, target: number): (value: number) => boolean {
  switch (operator) {
    case '=':
      return (value) => value === target;
    case '!=':
      return (value) => value !== target;
    case '<':
      return (value) => value < target;
    case '<=':
      return (value) => value <= target;
    case '>':
      return (value) => value > target;
    case '>=':
      return (value) => value >= target;
  }
}

// Plain loops: these run once per candidate record, up to the whole collection per search.
function allOf(parts: readonly RecordPredicate[]): RecordPredicate {
  const [first, second] = parts;
  if (parts.length === 1 && first) return first;
  if (parts.length === 2 && first && second) return (record) => first(record) && second(record);
  return (record) => {
    for (let i = 0; i < parts.length; i += 1)
      if (!(parts[i] as RecordPredicate)(record)) return false;
    return true;
  };
}

function anyOf(parts: readonly RecordPredicate[]): RecordPredicate {
  const [first, second] = parts;
  if (parts.length === 1 && first) return first;
  if (parts.length === 2 && first && second) return (record) => first(record) || second(record);
  return (record) => {
    for (let i = 0; i < parts.length; i += 1)
      if ((parts[i] as RecordPredicate)(record)) return true;
    return false;
  };
}

/** Turns a filter tree into a predicate over record numbers, resolving values to ids once. */
export function compileFilter(node: FilterNode, columns: FilterColumns): RecordPredicate {
  switch (node.kind) {
    case 'and':
      return allOf(node.nodes.map((child) => compileFilter(child, columns)));
    case 'or':
      return anyOf(node.nodes.map((child) => compileFilter(child, columns)));
    case 'not': {
      const inner = compileFilter(node.node, columns);
      return (record) => !inner(record);
    }
    case 'facet': {
      const column = columns.facet(node.attribute);
      const id = column?.ids.get(facetKey(node.value));
      if (!column || id === undefined) return NEVER;
      const { single } = column;
      if (single) return (record) => single[record] === id;
      return (record) => recordHasValue(column, record, id);
    }
    case 'numeric': {
      const column = columns.numeric(node.attribute);
      if (node.operator === '!=') {
        // A record matches `!=` when it has values and none of them is the excluded one.
        const equal = compareWith('=', node.value);
        return (record) => hasNumber(column, record) && !someNumber(column, record, equal);
      }
      const test = compareWith(node.operator, node.value);
      return (record) => someNumber(column, record, test);
    }
    case 'range': {
      const { lower, upper } = node;
      const column = columns.numeric(node.attribute);
      const inRange = (value: number) => value >= lower && value <= upper;
      return (record) => someNumber(column, record, inRange);
    }
  }
}
