import { collectValues, scalarText, splitPath } from '../../../src/engine/attribute-path';
import type { NumericOperator } from '../../../src/engine/filters/filter-node';

/**
 * The shape of a filter Algolia accepts (an AND of ORs of one filter type each), for the
 * generated tests, with a reference evaluation written from the documented semantics rather
 * than from the engine's code: facet values compare case-insensitively as text, numeric filters
 * match when any of a record's numbers does, NOT negates one condition.
 */

export type Condition =
  | { kind: 'facet'; attribute: string; value: string; negated: boolean }
  | {
      kind: 'numeric';
      attribute: string;
      operator: NumericOperator;
      value: number;
      negated: boolean;
    }
  | { kind: 'range'; attribute: string; lower: number; upper: number; negated: boolean };

/** Conditions ORed; every one of the same type. */
export type Clause = readonly Condition[];
/** Clauses ANDed. */
export type FilterModel = readonly Clause[];

export type ConditionType = 'facet' | 'tag' | 'numeric';

export function typeOf(condition: Condition): ConditionType {
  if (condition.kind !== 'facet') return 'numeric';
  return condition.attribute === '_tags' ? 'tag' : 'facet';
}

function texts(record: Record<string, unknown>, attribute: string): string[] {
  return collectValues(record, splitPath(attribute)).flatMap((value) => {
    const text = scalarText(value);
    return text === null ? [] : [text.toLowerCase()];
  });
}

function numbers(record: Record<string, unknown>, attribute: string): number[] {
  return collectValues(record, splitPath(attribute)).filter(
    (value): value is number => typeof value === 'number',
  );
}

const COMPARE: Record<NumericOperator, (a: number, b: number) => boolean> = {
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

function holds(record: Record<string, unknown>, condition: Condition): boolean {
  switch (condition.kind) {
    case 'facet':
      return texts(record, condition.attribute).includes(condition.value.toLowerCase());
    case 'range':
      return numbers(record, condition.attribute).some(
        (value) => value >= condition.lower && value <= condition.upper,
      );
    case 'numeric': {
      const values = numbers(record, condition.attribute);
      // `!=` needs a number to compare: a record without one matches no numeric filter.
      if (condition.operator === '!=') {
        return values.length > 0 && !values.includes(condition.value);
      }
      return values.some((value) => COMPARE[condition.operator](value, condition.value));
    }
  }
}

export function matches(record: Record<string, unknown>, model: FilterModel): boolean {
  return model.every((clause) =>
    clause.some((condition) => holds(record, condition) !== condition.negated),
  );
}
