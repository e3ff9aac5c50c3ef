import type { ConditionType, FilterModel } from './filter-model';
import { typeOf } from './filter-model';
import type { FilterVocabulary } from './generate-filters';
import { condition, renderCondition, renderModel } from './generate-filters';
import type { SeededRandom } from './seeded-random';

/**
 * Invalid `filters` strings for the engine's fuzz test: a valid filter broken by one rule, with
 * the message its 400 must carry, and junk made of the syntax's own pieces.
 */

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
