import { collectValues, scalarText, splitPath } from '../../../src/engine/attribute-path';
import type { NumericOperator } from '../../../src/engine/filters/filter-node';
import type { Clause, Condition, ConditionType, FilterModel } from './filter-model';
import type { SeededRandom } from './seeded-random';

/**
 * Valid `filters` strings for the engine's fuzz test, rendered from a model in every spelling
 * Algolia accepts: quotes, spacing, redundant parentheses, OR binding tighter than AND.
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

export function condition(
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
