import { describe, expect, it } from 'vitest';
import { ITEMS_PER_WORKER_AT_LEAST, shares } from './parallel.ts';

describe('shares', () => {
  const items = (count: number) => Array.from({ length: count }, (_, at) => at);

  it('keeps a small archive in one process: a worker would cost more to start than it saves', () => {
    expect(shares(items(ITEMS_PER_WORKER_AT_LEAST * 2 - 1), 8)).toHaveLength(1);
  });

  it('gives each core an equal share of a large archive, every item once, in order', () => {
    const split = shares(items(1000), 2);
    expect(split.map((share) => share.length)).toEqual([500, 500]);
    expect(split.flat()).toEqual(items(1000));
    expect(shares(items(10_000), 4)).toHaveLength(4);
  });
});
