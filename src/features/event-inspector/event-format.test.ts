import { describe, expect, it } from 'vitest';
import { formatEventTime, toJson } from './event-format';

describe('event formatting', () => {
  it('writes the local time to the millisecond', () => {
    expect(formatEventTime(new Date(2024, 0, 2, 3, 4, 5, 6).getTime())).toBe('03:04:05.006');
    expect(formatEventTime(new Date(2024, 11, 31, 23, 59, 59, 999).getTime())).toBe('23:59:59.999');
  });

  it('turns any payload into text without throwing', () => {
    const shared = { a: 1 };
    expect(toJson({ one: shared, two: shared })).toBe('{"one":{"a":1},"two":{"a":1}}');
    expect(toJson(undefined)).toBe('undefined');
    expect(toJson(Object.create(null))).toBe('{}');
    const hostile = Object.create(null, {
      field: {
        enumerable: true,
        get() {
          throw new Error('no');
        },
      },
    }) as unknown;
    expect(toJson(hostile)).toBe('[a value that cannot be printed]');
  });
});
