import { badRequest } from '../engine-error';
import { allOf, anyOf } from './filter-node';
import type { FilterNode, NumericOperator } from './filter-node';
import { MAX_FILTER_CONDITIONS, MAX_FILTER_NESTING, tooManyFilters } from './filter-limits';
import { FilterTokens, describeToken } from './tokenize-filters';
import type { FilterToken, FilterTokenKind } from './tokenize-filters';

/**
 * The `filters` grammar with Algolia's precedence, where OR binds tighter than AND
 * (`a AND b OR c` is `a AND (b OR c)`):
 *   filter := disjunction ('AND' disjunction)*     disjunction := term ('OR' term)*
 *   term := '(' filter ')' | 'NOT' condition | condition
 *   condition := attribute ':' value | attribute ':' number 'TO' number | attribute op number
 * Like Algolia, it accepts only ANDs of ORs: an AND inside parentheses (unless they wrap the
 * whole filter), NOT before a parenthesis and an OR of different filter types are refused, so a
 * filter that works here works in production. Errors name the token, what was expected and the
 * column, like Algolia's.
 */

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;
const OPERATORS: readonly NumericOperator[] = ['=', '!=', '<', '<=', '>', '>='];

type ConditionType = 'facet' | 'tag' | 'numeric';

const TYPE_SHAPES: Record<ConditionType, string> = {
  facet: 'a facet filter (attribute:value)',
  tag: 'a tag filter (_tags:value)',
  numeric: 'a numeric filter (attribute > 10 or attribute:1 TO 10)',
};

interface Literal {
  node: FilterNode;
  type: ConditionType;
  column: number;
}

/** Literals ORed together; a parsed filter is a list of these, ANDed. */
type Clause = Literal[];

function typeOf(node: FilterNode): ConditionType {
  if (node.kind !== 'facet') return 'numeric';
  return node.attribute === '_tags' ? 'tag' : 'facet';
}

class FilterParser {
  private nesting = 0;
  private conditions = 0;

  constructor(
    private readonly tokens: FilterTokens,
    private readonly source: string,
  ) {}

  private fail(expected: string, token = this.tokens.peek()): never {
    const found = token.kind === 'end' ? 'end of filter' : `token ${describeToken(token)}`;
    throw badRequest(
      `${this.source}: Unexpected ${found} expected ${expected} at col ${token.column}`,
    );
  }

  private take(kinds: readonly FilterTokenKind[], expected: string): FilterToken {
    if (!kinds.includes(this.tokens.peek().kind)) this.fail(expected);
    return this.tokens.next();
  }

  private number(): number {
    const token = this.tokens.peek();
    if (token.kind !== 'word' || !NUMBER.test(token.text)) this.fail('a number');
    this.tokens.next();
    return Number(token.text);
  }

  parseAll(): FilterNode {
    const clauses = this.conjunction(true);
    this.take(['end'], "'AND', 'OR' or end of filter");
    return allOf(clauses.map((clause) => anyOf(clause.map((literal) => literal.node))));
  }

  parseNumericOnly(): FilterNode {
    const attribute = this.take(['word', 'string'], 'attribute').text;
    const node = this.comparison(attribute) ?? this.range(attribute);
    this.take(['end'], 'end of filter');
    return node;
  }

  /** `whole`: these tokens make up the entire filter, or all of parentheses that do. */
  private conjunction(whole: boolean): Clause[] {
    const clauses = this.disjunction(whole);
    while (this.tokens.peek().kind === 'AND') {
      this.tokens.next();
      clauses.push(...this.disjunction(false));
    }
    return clauses;
  }

  private disjunction(whole: boolean): Clause[] {
    const first = this.term(whole);
    if (this.tokens.peek().kind !== 'OR') return first;
    // Only a group that is the whole filter may hold several clauses, so `first` has one.
    const clause = [...(first[0] ?? [])];
    while (this.tokens.peek().kind === 'OR') {
      this.tokens.next();
      for (const literal of this.term(false)[0] ?? []) {
        const expected = clause[0]?.type ?? literal.type;
        if (literal.type !== expected) {
          throw badRequest(
            `${this.source}: Different types are not allowed in the same OR, expected ${TYPE_SHAPES[expected]} at col ${literal.column}`,
          );
        }
        clause.push(literal);
      }
    }
    return [clause];
  }

  private term(whole: boolean): Clause[] {
    const token = this.tokens.peek();
    if (token.kind === '(') return this.group(token, whole);
    const negated = token.kind === 'NOT';
    if (negated) this.tokens.next();
    const attribute = this.take(
      ['word', 'string'],
      negated ? 'attribute' : "attribute, 'NOT' or '('",
    );
    if ((this.conditions += 1) > MAX_FILTER_CONDITIONS) {
      const where = ` (condition ${this.conditions} at col ${attribute.column})`;
      throw tooManyFilters(this.source, where);
    }
    const node = this.comparison(attribute.text) ?? this.facetOrRange(attribute.text);
    const literal = negated ? { kind: 'not' as const, node } : node;
    return [[{ node: literal, type: typeOf(node), column: token.column }]];
  }

  private group(open: FilterToken, whole: boolean): Clause[] {
    if (this.nesting === MAX_FILTER_NESTING) {
      throw badRequest(
        `${this.source}: Parentheses nested deeper than ${MAX_FILTER_NESTING} levels at col ${open.column}`,
      );
    }
    this.tokens.next();
    this.nesting += 1;
    const clauses = this.conjunction(whole);
    this.take([')'], "')'");
    this.nesting -= 1;
    const closesWhole = ['end', ')'].includes(this.tokens.peek().kind);
    if (clauses.length > 1 && !(whole && closesWhole)) {
      throw badRequest(
        `${this.source}: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed (AND inside the parentheses at col ${open.column})`,
      );
    }
    return clauses;
  }

  private comparison(attribute: string): FilterNode | null {
    const operator = OPERATORS.find((op) => op === this.tokens.peek().text);
    if (this.tokens.peek().kind !== 'operator' || !operator) return null;
    this.tokens.next();
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
    const value = this.tokens.peek();
    if (value.kind !== 'word' && value.kind !== 'string') this.fail('a value');
    if (this.tokens.peek(1).kind === 'TO') {
      const lower = this.number();
      this.tokens.next();
      return { kind: 'range', attribute, lower, upper: this.number() };
    }
    this.tokens.next();
    return { kind: 'facet', attribute, value: value.text };
  }
}

/** The `filters` parameter; null when it is blank. */
export function parseFilters(text: string): FilterNode | null {
  if (text.trim() === '') return null;
  return new FilterParser(new FilterTokens(text, 'filters'), 'filters').parseAll();
}

/** One `numericFilters` item: `attr >= 3` or `attr:1 TO 5`. */
export function parseNumericFilter(text: string): FilterNode {
  return new FilterParser(
    new FilterTokens(text, 'numericFilters'),
    'numericFilters',
  ).parseNumericOnly();
}
