import { badRequest } from '../engine-error';
import { allOf, anyOf } from './filter-node';
import type { FilterNode, NumericOperator } from './filter-node';
import { describeToken, tokenizeFilters } from './tokenize-filters';
import type { FilterToken, FilterTokenKind } from './tokenize-filters';

/**
 * Recursive descent over the `filters` grammar:
 *   or := and ('OR' and)*        and := unary ('AND' unary)*
 *   unary := 'NOT' unary | '(' or ')' | condition
 *   condition := attribute ':' value | attribute ':' number 'TO' number | attribute op number
 * Errors name the token, what was expected and the column, like Algolia's.
 */

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const OPERATORS: readonly NumericOperator[] = ['=', '!=', '<', '<=', '>', '>='];

class FilterParser {
  private position = 0;
  private readonly endToken: FilterToken;

  constructor(
    private readonly tokens: readonly FilterToken[],
    private readonly source: string,
  ) {
    this.endToken = tokens.at(-1) ?? { kind: 'end', text: '', column: 1 };
  }

  private peek(): FilterToken {
    return this.tokens[this.position] ?? this.endToken;
  }

  private next(): FilterToken {
    const token = this.peek();
    if (token.kind !== 'end') this.position += 1;
    return token;
  }

  private fail(expected: string, token = this.peek()): never {
    const found = token.kind === 'end' ? 'end of filter' : `token ${describeToken(token)}`;
    throw badRequest(
      `${this.source}: Unexpected ${found} expected ${expected} at col ${token.column}`,
    );
  }

  private take(kinds: readonly FilterTokenKind[], expected: string): FilterToken {
    if (!kinds.includes(this.peek().kind)) this.fail(expected);
    return this.next();
  }

  private number(): number {
    const token = this.peek();
    if (token.kind !== 'word' || !NUMBER.test(token.text)) this.fail('a number');
    this.next();
    return Number(token.text);
  }

  parseAll(): FilterNode {
    const node = this.or();
    this.take(['end'], "'AND', 'OR' or end of filter");
    return node;
  }

  parseNumericOnly(): FilterNode {
    const attribute = this.take(['word', 'string'], 'attribute').text;
    const node = this.comparison(attribute) ?? this.range(attribute);
    this.take(['end'], 'end of filter');
    return node;
  }

  private or(): FilterNode {
    const nodes = [this.and()];
    while (this.peek().kind === 'OR') {
      this.next();
      nodes.push(this.and());
    }
    return anyOf(nodes);
  }

  private and(): FilterNode {
    const nodes = [this.unary()];
    while (this.peek().kind === 'AND') {
      this.next();
      nodes.push(this.unary());
    }
    return allOf(nodes);
  }

  private unary(): FilterNode {
    const token = this.peek();
    if (token.kind === 'NOT') {
      this.next();
      return { kind: 'not', node: this.unary() };
    }
    if (token.kind === '(') {
      this.next();
      const node = this.or();
      this.take([')'], "')'");
      return node;
    }
    const attribute = this.take(['word', 'string'], "attribute, 'NOT' or '('").text;
    return this.comparison(attribute) ?? this.facetOrRange(attribute);
  }

  private comparison(attribute: string): FilterNode | null {
    const operator = OPERATORS.find((op) => op === this.peek().text);
    if (this.peek().kind !== 'operator' || !operator) return null;
    this.next();
    return { kind: 'numeric', attribute, operator, value: this.number() };
  }

  private range(attribute: string): FilterNode {
    this.take([':'], "':' or a numeric operator");
    const lower = this.number();
    this.take(['TO'], "'TO'");
    return { kind: 'range', attribute, lower, upper: this.number() };
  }

  private facetOrRange(attribute: string): FilterNode {
    this.take([':'], "':' or a numeric operator");
    const value = this.peek();
    if (value.kind !== 'word' && value.kind !== 'string') this.fail('a value');
    if (this.tokens[this.position + 1]?.kind === 'TO') {
      const lower = this.number();
      this.next();
      return { kind: 'range', attribute, lower, upper: this.number() };
    }
    this.next();
    return { kind: 'facet', attribute, value: value.text };
  }
}

/** The `filters` parameter; null when it is blank. */
export function parseFilters(text: string): FilterNode | null {
  if (text.trim() === '') return null;
  return new FilterParser(tokenizeFilters(text, 'filters'), 'filters').parseAll();
}

/** One `numericFilters` item: `attr >= 3` or `attr:1 TO 5`. */
export function parseNumericFilter(text: string): FilterNode {
  return new FilterParser(
    tokenizeFilters(text, 'numericFilters'),
    'numericFilters',
  ).parseNumericOnly();
}
