import { afterEach, describe, expect, it, vi } from 'vitest';
import demoRecords from './data/demo-records.json';
import { INVALID_RECORDS, VALID_ODD_RECORDS } from '../../tests/fixtures/hostile-collection';
import { createDemoEngine, InvalidCollectionError } from './demo-engine';

const collection = [...demoRecords, ...VALID_ODD_RECORDS, ...INVALID_RECORDS];

function countAll(engine: ReturnType<typeof createDemoEngine>): number {
  const reply = engine.multipleQueries({ requests: [{ indexName: 'folio_demo', query: '' }] });
  const body = reply.body as { results: { nbHits: number }[] };
  return body.results[0]?.nbHits ?? -1;
}

afterEach(() => vi.restoreAllMocks());

describe('the engine loader', () => {
  it('refuses a collection with invalid records, listing each one', () => {
    expect(() => createDemoEngine(collection)).toThrow(InvalidCollectionError);
    expect(() => createDemoEngine(collection)).toThrow(
      /18 of 77 records are invalid:\n {2}"image-null" image: expected object, found null\n/,
    );
  });

  it('serves the valid records when told to skip the others, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(countAll(createDemoEngine(collection, { invalid: 'skip' }))).toBe(
      demoRecords.length + VALID_ODD_RECORDS.length,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Serving the 59 valid records.'));
  });

  it('loads the demo collection as it is', () => {
    expect(countAll(createDemoEngine())).toBe(demoRecords.length);
  });
});

describe('the demo archive’s query languages', () => {
  const engine = createDemoEngine();
  const idsOf = (query: string) => {
    const reply = engine.multipleQueries({ requests: [{ indexName: 'folio_demo', query }] });
    const body = reply.body as { results: { hits: { objectID: string }[] }[] };
    return (body.results[0]?.hits ?? []).map((hit) => hit.objectID).sort();
  };

  it('finds the singular for a plural, and the plural for a singular (ignorePlurals, English)', () => {
    expect(idsOf('dogs')).toEqual(['donna', 'friends']);
    // Without plurals, typo tolerance would find the bridge too, but as a typo.
    const reply = engine.multipleQueries({
      requests: [{ indexName: 'folio_demo', query: 'bridges', getRankingInfo: true }],
    });
    const [bridges] = (reply.body as { results: { hits: Record<string, unknown>[] }[] }).results;
    expect(bridges?.hits[0]).toMatchObject({ objectID: 'bridge', _rankingInfo: { nbTypos: 0 } });
  });

  it('finds a sentence by its words, leaving out the English stop words (removeStopWords)', () => {
    expect(idsOf('leaves in the rain')).toEqual(['rain-drops']);
    expect(idsOf('a dog and its friends')).toEqual(idsOf('dog friends'));
    expect(idsOf('dog friends')).toEqual(['friends']);
  });
});
