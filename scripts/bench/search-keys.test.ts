import { describe, expect, it } from 'vitest';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import { createSearchEngine, type EngineRecord } from '../../src/engine/index.ts';
import { allIndexSettings } from '../../src/services/search/index-settings.ts';
import { keySteps, SEARCH_WORDS, WARM_UP_WORDS, type KeyStep } from './search-keys.ts';

const INDEX = 'bench_keys';
const records = demoRecords as unknown as readonly EngineRecord[];
const engine = createSearchEngine(
  allIndexSettings(INDEX).map(({ indexName, settings }) => ({ indexName, settings, records })),
);

/** What the grid's signature is made of: the first hit and the count. */
function hitsOf(query: string): string {
  const reply = engine.multipleQueries({
    requests: [{ indexName: INDEX, query, hitsPerPage: 24 }],
  });
  const result = (reply.body as { results: { nbHits: number; hits: { objectID: string }[] }[] })
    .results[0];
  return `${result?.hits[0]?.objectID ?? 'none'}|${result?.nbHits ?? 0}`;
}

type Key = Extract<KeyStep, { kind: 'key' }>;
const keysOf = (steps: KeyStep[]) => steps.filter((step): step is Key => step.kind === 'key');

describe('the keystroke benchmark words', () => {
  it.each(SEARCH_WORDS)('"%s": every key finds demo items and changes the hits', (word) => {
    let previous = hitsOf('');
    for (let length = 1; length <= word.length; length++) {
      const hits = hitsOf(word.slice(0, length));
      expect(hits, word.slice(0, length)).not.toMatch(/\|0$/);
      expect(hits, word.slice(0, length)).not.toBe(previous);
      previous = hits;
    }
  });

  it('finds the same hits whatever the case, so the upper-case variants stand for the words', () => {
    expect(hitsOf('GrAsS')).toBe(hitsOf('grass'));
    expect(hitsOf('T')).toBe(hitsOf('t'));
  });
});

describe('keySteps', () => {
  it('measures the number of keys asked for, after unmeasured warm-up words', () => {
    const steps = keySteps(100);
    expect(keysOf(steps).filter((step) => step.measured)).toHaveLength(100);
    const firstMeasured = keysOf(steps).findIndex((step) => step.measured);
    const warmUp = SEARCH_WORDS.slice(0, WARM_UP_WORDS).join('');
    expect(firstMeasured).toBe(warmUp.length);
  });

  it('types one key at a time from an empty box after each clear or reload', () => {
    let box = '';
    for (const step of keySteps(150)) {
      if (step.kind !== 'key') {
        box = '';
        continue;
      }
      expect(step.query).toBe(box + step.key);
      box = step.query;
    }
  });

  it('never sends a query twice on one page (the client would answer it from its cache)', () => {
    const steps = keySteps(300);
    let sent = new Set<string>();
    for (const step of steps) {
      if (step.kind === 'reload') sent = new Set();
      if (step.kind !== 'key') continue;
      expect(sent.has(step.query), step.query).toBe(false);
      sent.add(step.query);
    }
    expect(steps.some((step) => step.kind === 'reload')).toBe(true);
  });

  it('warms up again after each reload', () => {
    const steps = keySteps(300);
    const reload = steps.findIndex((step) => step.kind === 'reload');
    const after = keysOf(steps.slice(reload));
    expect(after[0]?.measured).toBe(false);
    expect(after.find((step) => step.measured)).toBeDefined();
  });
});
