import { describe, expect, it } from 'vitest';
import { EngineRequestError } from '../../src/engine/engine-error';
import {
  facetFiltersToNode,
  readFilterList,
  tagFiltersToNode,
} from '../../src/engine/filters/parse-filter-lists';
import { parseFilters, parseNumericFilter } from '../../src/engine/filters/parse-filters';

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
  it('gives OR precedence over AND, as Algolia does, and honours parentheses and NOT', () => {
    const a = { kind: 'facet', attribute: 'a', value: '1' };
    const b = { kind: 'facet', attribute: 'b', value: '2' };
    const c = { kind: 'facet', attribute: 'c', value: '3' };
    expect(parseFilters('a:1 OR b:2 AND NOT c:3')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'or', nodes: [a, b] },
        { kind: 'not', node: c },
      ],
    });
    expect(parseFilters('a:1 AND b:2 OR c:3')).toEqual({
      kind: 'and',
      nodes: [a, { kind: 'or', nodes: [b, c] }],
    });
    expect(parseFilters('(a:1 OR b:2) AND c:3')).toEqual({
      kind: 'and',
      nodes: [{ kind: 'or', nodes: [a, b] }, c],
    });
    // Parentheses inside an OR are flattened, and may wrap a whole AND filter.
    expect(parseFilters('(a:1 OR (b:2)) OR c:3')).toEqual({ kind: 'or', nodes: [a, b, c] });
    expect(parseFilters('((a:1 AND b:2))')).toEqual({ kind: 'and', nodes: [a, b] });
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

describe('shapes Algolia refuses', () => {
  it('refuses an AND inside parentheses unless they wrap the whole filter', () => {
    const message =
      '400 filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';
    expect(errorOf(() => parseFilters('(a:1 AND b:2) OR c:3'))).toBe(
      `${message} (AND inside the parentheses at col 1)`,
    );
    expect(errorOf(() => parseFilters('a:1 OR (b:2 AND c:3)'))).toBe(
      `${message} (AND inside the parentheses at col 8)`,
    );
    expect(errorOf(() => parseFilters('((a:1 AND b:2) AND (c:3 OR c:4))'))).toBe(
      `${message} (AND inside the parentheses at col 2)`,
    );
  });

  it('refuses an OR between different filter types', () => {
    expect(errorOf(() => parseFilters('a:1 OR year > 3'))).toBe(
      '400 filters: Different types are not allowed in the same OR, expected a facet filter (attribute:value) at col 8',
    );
    expect(errorOf(() => parseFilters('year:1 TO 3 OR NOT a:1'))).toBe(
      '400 filters: Different types are not allowed in the same OR, expected a numeric filter (attribute > 10 or attribute:1 TO 10) at col 16',
    );
    expect(errorOf(() => parseFilters('(_tags:x OR _tags:y) OR a:1'))).toBe(
      '400 filters: Different types are not allowed in the same OR, expected a tag filter (_tags:value) at col 25',
    );
  });

  it('negates single conditions only', () => {
    expect(errorOf(() => parseFilters('NOT (a:1 OR b:2)'))).toBe(
      "400 filters: Unexpected token '(' expected attribute at col 5",
    );
    expect(errorOf(() => parseFilters('NOT NOT a:1'))).toBe(
      "400 filters: Unexpected token 'NOT' expected attribute at col 5",
    );
  });

  it('parses 32 levels of parentheses and refuses a 33rd', () => {
    const nested = (depth: number) => `${'('.repeat(depth)}a:1${')'.repeat(depth)}`;
    expect(parseFilters(nested(32))).toEqual({ kind: 'facet', attribute: 'a', value: '1' });
    expect(errorOf(() => parseFilters(nested(33)))).toBe(
      '400 filters: Parentheses nested deeper than 32 levels at col 33',
    );
  });

  it('counts conditions up to 1000', () => {
    const conditions = (count: number) => Array.from({ length: count }, () => 'a:1').join(' AND ');
    expect(parseFilters(conditions(1000))).toMatchObject({ kind: 'and' });
    expect(errorOf(() => parseFilters(conditions(1001)))).toBe(
      '400 filters: Too many filters, the maximum is 1000 conditions per search (condition 1001 at col 8001)',
    );
  });

  it('quotes at most 60 characters of an unexpected token', () => {
    expect(errorOf(() => parseFilters(`a > ${'9'.repeat(5000)}x`))).toBe(
      `400 filters: Unexpected token '${'9'.repeat(57)}...' expected a number at col 5`,
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
