/** Every filter form (`filters`, `facetFilters`, `numericFilters`, `tagFilters`) parses to this. */

export type NumericOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type FilterNode =
  | { kind: 'and'; nodes: FilterNode[] }
  | { kind: 'or'; nodes: FilterNode[] }
  | { kind: 'not'; node: FilterNode }
  /** Facet value, compared case-insensitively. `_tags` holds tag filters. */
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  /** `attribute:lower TO upper`, both ends included. */
  | { kind: 'range'; attribute: string; lower: number; upper: number };

export function allOf(nodes: FilterNode[]): FilterNode {
  return nodes.length === 1 && nodes[0] ? nodes[0] : { kind: 'and', nodes };
}

export function anyOf(nodes: FilterNode[]): FilterNode {
  return nodes.length === 1 && nodes[0] ? nodes[0] : { kind: 'or', nodes };
}
