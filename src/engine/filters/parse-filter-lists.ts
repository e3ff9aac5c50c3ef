import { badRequest, describeValue } from '../engine-error';
import { assertJsonDepth } from '../params/json-depth';
import { MAX_FILTER_CONDITIONS, tooManyFilters } from './filter-limits';
import { allOf, anyOf } from './filter-node';
import type { FilterNode } from './filter-node';
import { parseNumericFilter } from './parse-filters';

/**
 * `facetFilters`, `numericFilters` and `tagFilters`: an array whose items are ANDed and whose
 * inner arrays are ORed. The string form is JSON, a single filter, or the legacy comma syntax
 * (`a:1,(b:2,b:3)`).
 */

export type FilterList = readonly (string | readonly string[])[];

/** `a:1,(b:2,b:3)`, read in one pass (a regular expression here was quadratic on `(,(,(,`). */
function splitLegacy(text: string): FilterList {
  const items: (string | string[])[] = [];
  const lastClose = text.lastIndexOf(')');
  let i = 0;
  while (i < text.length) {
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    const groupEnd = text[i] === '(' && i < lastClose ? text.indexOf(')', i) + 1 : -1;
    const end = groupEnd > 0 ? groupEnd : nextComma(text, i);
    const trimmed = text.slice(i, end).trim();
    i = end;
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

function nextComma(text: string, from: number): number {
  const comma = text.indexOf(',', from);
  return comma < 0 ? text.length : comma;
}

function parseJson(text: string, name: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${name}: Invalid JSON array ${describeValue(text)}`);
  }
  assertJsonDepth(value, name);
  return value;
}

function countConditions(list: FilterList): number {
  return list.reduce((sum, item) => sum + (typeof item === 'string' ? 1 : item.length), 0);
}

export function readFilterList(value: unknown, name: string): FilterList {
  if (typeof value === 'string') {
    const text = value.trim();
    return text.startsWith('[') ? readFilterList(parseJson(text, name), name) : splitLegacy(text);
  }
  if (!Array.isArray(value)) {
    throw badRequest(`${name}: expected an array or a string, got ${describeValue(value)}`);
  }
  const list = value.map((item: unknown) => {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.every((inner): inner is string => typeof inner === 'string')) {
      return item;
    }
    throw badRequest(
      `${name}: items must be strings or arrays of strings (one level of nesting), got ${describeValue(item)}`,
    );
  });
  if (countConditions(list) > MAX_FILTER_CONDITIONS) throw tooManyFilters(name);
  return list;
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
