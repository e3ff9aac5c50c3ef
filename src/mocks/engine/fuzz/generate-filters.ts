import { collectValues, scalarText, splitPath } from '../attribute-path';
import type { NumericOperator } from '../filters/filter-node';
import type { Clause, Condition, ConditionType, FilterModel } from './filter-model';
import { typeOf } from './filter-model';
import type { SeededRandom } from './seeded-random';

/**
 * Generated `filters` strings for the engine's fuzz test: valid ones rendered from a model in
 * every spelling Algolia accepts (quotes, spacing, redundant parentheses, OR binding tighter than
 * AND), and invalid ones that each break one rule, with the message the 400 must carry.
 */

export interface FilterVocabulary {
  /** Declared facets (plus objectID) and the values records have, or none. */
  facets: ReadonlyMap<string, readonly string[]>;
  tags: readonly string[];
  /** Numeric attributes and numbers around the records' own. */
  numbers: ReadonlyMap<string, readonly number[]>;
}

export function vocabularyOf(
  records: readonly Record<string, unknown>[],
  facetAttributes: readonly string[],
  numericAttributes: readonly string[],
): FilterVocabulary {
  const valuesOf = (attribute: string) =>
    records.flatMap((record) => collectValues(record, splitPath(attribute)));
  const texts = (attribute: string) => [
    ...new Set(valuesOf(attribute).flatMap((value) => scalarText(value) ?? [])),
  ];
  const absent = ['nothing', 'AND', 'say "cheese"', "O'Brien", 'a\\b', '(x)', 'x:y', '\u{1F30A}'];
  return {
    facets: new Map(facetAttributes.map((name) => [name, [...texts(name), ...absent]])),
    tags: [...texts('_tags'), 'absent'],
    numbers: new Map(
      numericAttributes.map((name) => {
        const own = valuesOf(name).filter((value): value is number => typeof value === 'number');
        return [name, [...own, ...own.map((value) => value + 1), -1, 0, 2.5]];
      }),
    ),
  };
}

const OPERATORS: readonly NumericOperator[] = ['=', '!=', '<', '<=', '>', '>='];
const SPACES = ['', ' ', '  ', '\t', '\n'];
const BARE = /^[A-Za-z0-9_.\-\u00C0-\u024F]+$/;
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);

function space(random: SeededRandom): string {
  return random.pick(SPACES);
}

function separator(random: SeededRandom): string {
  return random.pick([' ', '  ', '\n', ' \t ']);
}

function quoted(text: string, random: SeededRandom): string {
  const quote = random.pick(['"', "'"]);
  return `${quote}${text.replace(/[\\"']/g, (char) => `\\${char}`)}${quote}`;
}

function token(text: string, random: SeededRandom): string {
  const bare = BARE.test(text) && !KEYWORDS.has(text);
  return bare && random.chance(0.7) ? text : quoted(text, random);
}

function randomCase(text: string, random: SeededRandom): string {
  if (!random.chance(0.2)) return text;
  return random.chance(0.5) ? text.toUpperCase() : text.toLowerCase();
}

function condition(
  type: ConditionType,
  vocabulary: FilterVocabulary,
  random: SeededRandom,
): Condition {
  const negated = random.chance(0.25);
  if (type === 'tag') {
    return { kind: 'facet', attribute: '_tags', value: random.pick(vocabulary.tags), negated };
  }
  if (type === 'facet') {
    const attribute = random.pick([...vocabulary.facets.keys()]);
    const value = randomCase(random.pick(vocabulary.facets.get(attribute) ?? ['x']), random);
    return { kind: 'facet', attribute, value, negated };
  }
  const attribute = random.pick([...vocabulary.numbers.keys()]);
  const values = vocabulary.numbers.get(attribute) ?? [0];
  if (random.chance(0.3)) {
    const [lower, upper] = [random.pick(values), random.pick(values)].sort((a, b) => a - b);
    return { kind: 'range', attribute, lower: lower ?? 0, upper: upper ?? 0, negated };
  }
  const operator = random.pick(OPERATORS);
  return { kind: 'numeric', attribute, operator, value: random.pick(values), negated };
}

export function generateModel(vocabulary: FilterVocabulary, random: SeededRandom): FilterModel {
  return Array.from({ length: random.int(1, 4) }, (): Clause => {
    const type = random.pick<ConditionType>(['facet', 'facet', 'tag', 'numeric']);
    return Array.from({ length: random.int(1, 4) }, () => condition(type, vocabulary, random));
  });
}

function parenthesised(text: string, random: SeededRandom, maxLevels: number): string {
  const levels = random.int(0, maxLevels);
  return `${'('.repeat(levels)}${text}${')'.repeat(levels)}`;
}

export function renderCondition(condition: Condition, random: SeededRandom): string {
  const attribute = token(condition.attribute, random);
  const not = condition.negated ? `NOT${separator(random)}` : '';
  if (condition.kind === 'facet') {
    return `${not}${attribute}${space(random)}:${space(random)}${token(condition.value, random)}`;
  }
  if (condition.kind === 'range') {
    const { lower, upper } = condition;
    return `${not}${attribute}:${space(random)}${lower}${separator(random)}TO${separator(random)}${upper}`;
  }
  return `${not}${attribute}${space(random)}${condition.operator}${space(random)}${condition.value}`;
}

function renderClause(clause: Clause, random: SeededRandom): string {
  const parts = clause.map((item) => parenthesised(renderCondition(item, random), random, 1));
  const text = parts.join(`${separator(random)}OR${separator(random)}`);
  // OR binds tighter than AND, so the parentheses around an OR are optional.
  return parenthesised(text, random, 2);
}

/**
 * Parentheses may wrap the whole filter, ANDs included, but then nothing may follow them: pass
 * `whole: false` for text that another part will be joined to.
 */
export function renderModel(model: FilterModel, random: SeededRandom, whole = true): string {
  const text = model
    .map((clause) => renderClause(clause, random))
    .join(`${separator(random)}AND${separator(random)}`);
  const wrapped = whole && model.length > 1 ? parenthesised(text, random, 2) : text;
  return `${space(random)}${wrapped}${space(random)}`;
}

export interface InvalidFilter {
  rule: string;
  text: string;
  message: RegExp;
}

type Breaker = (text: string, vocabulary: FilterVocabulary, random: SeededRandom) => InvalidFilter;

function otherType(type: ConditionType, random: SeededRandom): ConditionType {
  return random.pick((['facet', 'tag', 'numeric'] as const).filter((other) => other !== type));
}

const BREAKERS: readonly Breaker[] = [
  (text) => ({
    rule: 'dangling AND',
    text: `${text} AND`,
    message: /^filters: Unexpected end of filter expected attribute, 'NOT' or '\(' at col \d+$/,
  }),
  (text) => ({
    rule: 'unclosed parenthesis',
    text: `(${text}`,
    message: /^filters: Unexpected end of filter expected '\)' at col \d+$/,
  }),
  (text) => ({
    rule: 'stray closing parenthesis',
    text: `${text})`,
    message: /^filters: Unexpected token '\)' expected 'AND', 'OR' or end of filter at col \d+$/,
  }),
  (text) => ({
    rule: 'unterminated quote',
    text: `${text} AND type:"photo`,
    message: /^filters: Unterminated quoted string starting at col \d+$/,
  }),
  (text) => ({
    rule: 'lower-case keyword',
    text: `${text} and type:photo`,
    message: /^filters: Unexpected token 'and' expected 'AND', 'OR' or end of filter at col \d+$/,
  }),
  (text) => ({
    rule: 'missing value',
    text: `${text} AND type:`,
    message: /^filters: Unexpected end of filter expected a value at col \d+$/,
  }),
  (text) => ({
    rule: 'comparison with text',
    text: `year > soon AND ${text}`,
    message: /^filters: Unexpected token 'soon' expected a number at col 8$/,
  }),
  (text, vocabulary, random) => {
    const group = [condition('facet', vocabulary, random), condition('facet', vocabulary, random)]
      .map((item) => renderCondition(item, random))
      .join(' AND ');
    return {
      rule: 'AND group inside an OR',
      text: random.chance(0.5) ? `(${group}) OR ${text}` : `type:photo OR (${group})`,
      message:
        /^filters: filter \(X AND Y\) OR Z is not allowed, only \(X OR Y\) AND Z is allowed \(AND inside the parentheses at col \d+\)$/,
    };
  },
  (text, vocabulary, random) => {
    const first = condition(random.pick(['facet', 'tag', 'numeric']), vocabulary, random);
    const second = condition(otherType(typeOf(first), random), vocabulary, random);
    const or = `${renderCondition(first, random)} OR ${renderCondition(second, random)}`;
    return {
      rule: 'OR across filter types',
      text: random.chance(0.5) ? `${text} AND (${or})` : `${or} AND ${text}`,
      message:
        /^filters: Different types are not allowed in the same OR, expected a (facet|tag|numeric) filter \(.+\) at col \d+$/,
    };
  },
  (text) => ({
    rule: 'NOT before parentheses',
    text: `NOT (${text})`,
    message: /^filters: Unexpected token '\(' expected attribute at col 5$/,
  }),
  (text) => ({
    rule: 'NOT NOT',
    text: `NOT NOT ${text}`,
    message: /^filters: Unexpected token 'NOT' expected attribute at col 5$/,
  }),
  (_, vocabulary, random) => {
    const depth = random.int(33, 5000);
    const inner = renderCondition(condition('facet', vocabulary, random), random);
    return {
      rule: 'parentheses nested too deep',
      text: `${'('.repeat(depth)}${inner}${')'.repeat(depth)}`,
      message: /^filters: Parentheses nested deeper than 32 levels at col 33$/,
    };
  },
  (_, vocabulary, random) => {
    const items = Array.from({ length: random.int(1001, 1500) }, () =>
      renderCondition(condition('facet', vocabulary, random), random),
    );
    return {
      rule: 'more than 1000 conditions',
      text: items.join(' AND '),
      message: /^filters: Too many filters, the maximum is 1000 conditions per search/,
    };
  },
];

/** A valid model rendered, then broken by one rule. */
export function breakFilter(
  model: FilterModel,
  vocabulary: FilterVocabulary,
  random: SeededRandom,
): InvalidFilter {
  return random.pick(BREAKERS)(renderModel(model, random, false), vocabulary, random);
}

const JUNK = [
  'AND',
  'OR',
  'NOT',
  'TO',
  'and',
  '(',
  ')',
  '((',
  '))',
  ':',
  '::',
  '"',
  "'",
  '\\',
  '\\"',
  '=',
  '!=',
  '!',
  '<',
  '<=',
  '>',
  '>=',
  '<score=3>',
  '-',
  '.',
  ',',
  ' ',
  '\t',
  '\n',
  'type',
  'tags',
  'year',
  '_tags',
  'objectID',
  'place.country',
  '__proto__',
  'constructor',
  'photo',
  'video',
  'sea',
  '2019',
  '-1',
  '1e999',
  '0x10',
  'NaN',
  '.5',
  '5.',
  '1 TO 2',
  '"Ana Lima"',
  "'x'",
  '\u{1F30A}',
  '\uD800',
  '\uDC00',
  '\u202E',
  '\u200B',
  'é',
  '\u0000',
];

// Repeated pieces that overflowed the stack when parsed by recursion.
const AMPLIFIED = ['('.repeat(3000), 'NOT '.repeat(5000), '(NOT '.repeat(2000)];

/** Anything at all made of the syntax's own pieces: the engine must answer 200 or 400. */
export function junkFilter(random: SeededRandom): string {
  const pieces = Array.from({ length: random.int(1, 16) }, () =>
    random.chance(0.02) ? random.pick(AMPLIFIED) : random.pick(JUNK),
  );
  return pieces.join(random.pick(['', ' ']));
}
