import { describe, expect, it } from 'vitest';
import { EngineRequestError } from '../engine-error';
import { facetFiltersToNode, readFilterList, tagFiltersToNode } from './parse-filter-lists';
import { parseFilters, parseNumericFilter } from './parse-filters';

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineRequestError) return `${error.status} ${error.message}`;
    throw error;
  }
  throw new Error('Expected an error');
}

describe('parseFilters', () => {
  it('gives AND precedence over OR and honours parentheses and NOT', () => {
    expect(parseFilters('a:1 OR b:2 AND NOT c:3')).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'facet', attribute: 'a', value: '1' },
        {
          kind: 'and',
          nodes: [
            { kind: 'facet', attribute: 'b', value: '2' },
            { kind: 'not', node: { kind: 'facet', attribute: 'c', value: '3' } },
          ],
        },
      ],
    });
    expect(parseFilters('(a:1 OR b:2) AND c:3')).toEqual({
      kind: 'and',
      nodes: [
        {
          kind: 'or',
          nodes: [
            { kind: 'facet', attribute: 'a', value: '1' },
            { kind: 'facet', attribute: 'b', value: '2' },
          ],
        },
        { kind: 'facet', attribute: 'c', value: '3' },
      ],
    });
  });

  it('reads quoted values with escapes, dotted attributes, comparisons and ranges', () => {
    expect(parseFilters('place.name:"Saint \\"Malo\\""')).toEqual({
      kind: 'facet',
      attribute: 'place.name',
      value: 'Saint "Malo"',
    });
    expect(parseFilters("creator:O'Brien")).toEqual({
      kind: 'facet',
      attribute: 'creator',
      value: "O'Brien",
    });
    expect(parseFilters('price>=-2.5')).toEqual({
      kind: 'numeric',
      attribute: 'price',
      operator: '>=',
      value: -2.5,
    });
    expect(parseFilters('year != 2001')).toEqual({
      kind: 'numeric',
      attribute: 'year',
      operator: '!=',
      value: 2001,
    });
    expect(parseFilters('year: 1990 TO 2000')).toEqual({
      kind: 'range',
      attribute: 'year',
      lower: 1990,
      upper: 2000,
    });
    expect(parseFilters('   ')).toBeNull();
  });

  it('names the unexpected token, what was expected and the column', () => {
    expect(errorOf(() => parseFilters('a:1 AND'))).toBe(
      "400 filters: Unexpected end of filter expected attribute, 'NOT' or '(' at col 8",
    );
    expect(errorOf(() => parseFilters('(a:1))'))).toBe(
      "400 filters: Unexpected token ')' expected 'AND', 'OR' or end of filter at col 6",
    );
    expect(errorOf(() => parseFilters(')'))).toBe(
      "400 filters: Unexpected token ')' expected attribute, 'NOT' or '(' at col 1",
    );
    expect(errorOf(() => parseFilters('a'))).toBe(
      "400 filters: Unexpected end of filter expected ':' or a numeric operator at col 2",
    );
    expect(errorOf(() => parseFilters('a:'))).toBe(
      '400 filters: Unexpected end of filter expected a value at col 3',
    );
    expect(errorOf(() => parseFilters('a:x TO 3'))).toBe(
      "400 filters: Unexpected token 'x' expected a number at col 3",
    );
    expect(errorOf(() => parseFilters('a:"open'))).toBe(
      '400 filters: Unterminated quoted string starting at col 3',
    );
    expect(errorOf(() => parseFilters('a > "3"'))).toBe(
      '400 filters: Unexpected token string "3" expected a number at col 5',
    );
  });
});

describe('parseNumericFilter', () => {
  it('accepts comparisons and ranges only', () => {
    expect(parseNumericFilter('iso<=800')).toEqual({
      kind: 'numeric',
      attribute: 'iso',
      operator: '<=',
      value: 800,
    });
    expect(parseNumericFilter('iso:100 TO 800')).toEqual({
      kind: 'range',
      attribute: 'iso',
      lower: 100,
      upper: 800,
    });
    expect(errorOf(() => parseNumericFilter('iso:100'))).toBe(
      "400 numericFilters: Unexpected end of filter expected 'TO' at col 8",
    );
    expect(errorOf(() => parseNumericFilter('iso'))).toBe(
      "400 numericFilters: Unexpected end of filter expected ':' or a numeric operator at col 4",
    );
  });
});

describe('facet and tag filter lists', () => {
  it('reads negation and the escaped dash', () => {
    expect(facetFiltersToNode(['-a:x', 'b:-y', 'c:\\-z'])).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'not', node: { kind: 'facet', attribute: 'a', value: 'x' } },
        { kind: 'not', node: { kind: 'facet', attribute: 'b', value: 'y' } },
        { kind: 'facet', attribute: 'c', value: '-z' },
      ],
    });
    expect(tagFiltersToNode([['t1', '-t2']])).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'facet', attribute: '_tags', value: 't1' },
        { kind: 'not', node: { kind: 'facet', attribute: '_tags', value: 't2' } },
      ],
    });
  });

  it('keeps everything after the first colon as the value', () => {
    expect(facetFiltersToNode(['cat.lvl1:A > B: C'])).toEqual({
      kind: 'facet',
      attribute: 'cat.lvl1',
      value: 'A > B: C',
    });
  });

  it('reads the string forms and rejects other shapes', () => {
    expect(readFilterList('a:1', 'facetFilters')).toEqual(['a:1']);
    expect(readFilterList('["a:1",["b:2","b:3"]]', 'facetFilters')).toEqual([
      'a:1',
      ['b:2', 'b:3'],
    ]);
    expect(readFilterList('a:1,(b:2,b:3)', 'facetFilters')).toEqual(['a:1', ['b:2', 'b:3']]);
    expect(errorOf(() => readFilterList('[a:1', 'facetFilters'))).toBe(
      '400 facetFilters: Invalid JSON array "[a:1"',
    );
    expect(errorOf(() => readFilterList(12, 'tagFilters'))).toBe(
      '400 tagFilters: expected an array or a string, got 12',
    );
  });
});
