import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { server } from '@/mocks/node';
import { HITS_PER_PAGE } from './index-settings';
import { createResultPager, fetchNeighbours } from './result-pager';
import { createSearchClient } from './search-client';
import { fetchRelatedItems } from './fetch-related';
import demoRecords from '@/mocks/data/demo-records.json';
import { readItem } from '@/services/validation/read-item';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = createSearchClient(MOCK_ALGOLIA);
const indexName = MOCK_ALGOLIA.indexName;

describe('result pager and neighbours (real client, MSW, demo engine)', () => {
  it('loads the page past the one on screen and finds records in it', async () => {
    const pager = createResultPager({ client, indexName, search: '', nbHits: 52 });
    expect(pager.hitAt(HITS_PER_PAGE)).toBeNull();
    await pager.loadAround(HITS_PER_PAGE - 1);
    const first = pager.hitAt(0);
    const nextPageFirst = pager.hitAt(HITS_PER_PAGE);
    expect(first).not.toBeNull();
    expect(nextPageFirst).not.toBeNull();
    expect(pager.indexOf(nextPageFirst?.objectID ?? '')).toBe(HITS_PER_PAGE);
    expect(pager.count()).toBe(52);
  });

  it('gives the results before and after a position of the same search', async () => {
    const pager = createResultPager({ client, indexName, search: '?sort=oldest', nbHits: 52 });
    await pager.loadAround(5, 1);
    const around = await fetchNeighbours(client, indexName, '?sort=oldest', 5);
    expect(around.previous?.objectID).toBe(pager.hitAt(4)?.objectID);
    expect(around.next?.objectID).toBe(pager.hitAt(6)?.objectID);
    const start = await fetchNeighbours(client, indexName, '?sort=oldest', 0);
    expect(start.previous).toBeNull();
  });

  it('ranks related items by what they share, without the item itself', async () => {
    const records = demoRecords.map(readItem);
    const item = records.find((record) => record.objectID === 'fallen-leaf');
    if (!item) throw new Error('No demo record fallen-leaf');
    const related = await fetchRelatedItems(client, indexName, item);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    expect(related.map((other) => other.objectID)).not.toContain('fallen-leaf');
    const shared = (id: string) => {
      const other = records.find((record) => record.objectID === id);
      if (!other) return 0;
      return (
        other.tags.filter((tag) => item.tags.includes(tag)).length +
        (other.creators ?? []).filter((person) => (item.creators ?? []).includes(person)).length
      );
    };
    const scores = related.map((other) => shared(other.objectID));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('relates work by each person of a shared credit', async () => {
    const dune = demoRecords.map(readItem).find((record) => record.objectID === 'dune');
    if (!dune) throw new Error('No demo record dune');
    // Dune is by Marco Cogoni and Hylke Bons; Two Wings by Charles Barbin and Hylke Bons, with
    // no tag or place in common.
    const related = await fetchRelatedItems(client, indexName, dune);
    expect(related.map((other) => other.objectID)).toContain('two-wings');
  });
});
