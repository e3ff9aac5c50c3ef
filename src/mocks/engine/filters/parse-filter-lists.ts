import { badRequest, describeValue } from '../engine-error';
import { allOf, anyOf } from './filter-node';
import type { FilterNode } from './filter-node';
import { parseNumericFilter } from './parse-filters';

/**
 * `facetFilters`, `numericFilters` and `tagFilters`: an array whose items are ANDed and whose
 * inner arrays are ORed. The string form is JSON, a single filter, or the legacy comma syntax
 * (`a:1,(b:2,b:3)`).
 */

export type FilterList = readonly (string | readonly string[])[];

function splitLegacy(text: string): FilterList {
  const items: (string | string[])[] = [];
  for (const part of text.match(/\([^)]*\)|[^,]+/g) ?? []) {
    const trimmed = part.trim();
    if (trimmed.startsWith('('))
      items.push(
        trimmed
          .slice(1, -1)
          .split(',')
          .map((s) => s.trim()),
      );
    else if (trimmed !== '') items.push(trimmed);
  }
  return items;
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${name}: Invalid JSON array ${describeValue(text)}`);
  }
}

export function readFilterList(value: unknown, name: string): FilterList {
  if (typeof value === 'string') {
    const text = value.trim();
    return text.startsWith('[') ? readFilterList(parseJson(text, name), name) : splitLegacy(text);
  }
  if (!Array.isArray(value)) {
    throw badRequest(`${name}: expected an array or a string, got ${describeValue(value)}`);
  }
  return value.map((item: unknown) => {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.every((inner): inner is string => typeof inner === 'string')) {
      return item;
    }
    throw badRequest(
      `${name}: items must be strings or arrays of strings (one level of nesting), got ${describeValue(item)}`,
    );
  });
}

function toNode(list: FilterList, parseItem: (item: string) => FilterNode): FilterNode | null {
  if (list.length === 0) return null;
  return allOf(
    list.map((item) => (typeof item === 'string' ? parseItem(item) : anyOf(item.map(parseItem)))),
  );
}

function stripNegation(text: string): { negated: boolean; rest: string } {
  if (text.startsWith('-')) return { negated: true, rest: text.slice(1) };
  // InstantSearch escapes a value that really starts with a dash as `\-`.
  if (text.startsWith('\\-')) return { negated: false, rest: text.slice(1) };
  return { negated: false, rest: text };
}

function negate(node: FilterNode, negated: boolean): FilterNode {
  return negated ? { kind: 'not', node } : node;
}

function parseFacetFilter(item: string): FilterNode {
  const attributePart = stripNegation(item);
  const colon = attributePart.rest.indexOf(':');
  const attribute = attributePart.rest.slice(0, colon).trim();
  if (colon < 0 || attribute === '') {
    throw badRequest(
      `facetFilters: Invalid filter ${describeValue(item)}, expected "attribute:value"`,
    );
  }
  const valuePart = stripNegation(attributePart.rest.slice(colon + 1));
  const node: FilterNode = { kind: 'facet', attribute, value: valuePart.rest };
  return negate(node, attributePart.negated || valuePart.negated);
}

function parseTagFilter(item: string): FilterNode {
  const { negated, rest } = stripNegation(item);
  return negate({ kind: 'facet', attribute: '_tags', value: rest }, negated);
}

export function facetFiltersToNode(list: FilterList): FilterNode | null {
  return toNode(list, parseFacetFilter);
}

export function numericFiltersToNode(list: FilterList): FilterNode | null {
  return toNode(list, parseNumericFilter);
}

export function tagFiltersToNode(list: FilterList): FilterNode | null {
  return toNode(list, parseTagFilter);
}
