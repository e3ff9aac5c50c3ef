/**
 * A small seeded PRNG (mulberry32) for the engine's generated tests: the same seed gives the same
 * inputs on every run and machine, so a failure names a case that can be replayed.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  /** Up to `max` distinct items, in random order. */
  some<T>(items: readonly T[], max: number): T[] {
    const pool = [...items];
    const count = this.int(0, Math.min(max, pool.length));
    const chosen: T[] = [];
    for (let i = 0; i < count; i += 1) chosen.push(...pool.splice(this.int(0, pool.length - 1), 1));
    return chosen;
  }
}
