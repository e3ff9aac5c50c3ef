import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { createRequestHandler } from '@/engine';
import demoRecords from '@/mocks/data/demo-records.json';
import { createDemoEngine } from '@/mocks/demo-engine';
import { requesterFromHandler } from '@/services/search/handler-requester';
import { createSearchClient } from '@/services/search/search-client';
import { collectionScope, findCollection } from '@/features/collections/collection-scope';
import { scopedSearchClient } from '@/features/collections/scoped-search-client';
import { countWholeSet, fetchWholeSet } from './fetch-whole-set';

/** The real client over the engine with the demo's records, as mock mode runs. */
const pages: number[] = [];
const handler = createRequestHandler(createDemoEngine(), 'any');
const client = createSearchClient(
  { ...MOCK_ALGOLIA, hosts: [] },
  () => false,
  requesterFromHandler(async (request) => {
    const body = JSON.parse((await request.clone().text()) || '{}') as {
      requests?: { page?: number }[];
    };
    for (const one of body.requests ?? []) pages.push(one.page ?? 0);
    return handler(request);
  }),
);
const INDEX = MOCK_ALGOLIA.indexName;

describe('a whole set fetched for a ZIP', () => {
  it('is every record, page after page until the last', async () => {
    pages.length = 0;
    const items = await fetchWholeSet(client, INDEX, 10);
    expect(items.map((item) => item.objectID).sort()).toEqual(
      demoRecords.map((record) => record.objectID).sort(),
    );
    expect(pages).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('is a collection’s records only, through its scoped client', async () => {
    const mountains = findCollection('mountains');
    if (!mountains) throw new Error('The demo has a mountains collection');
    const scoped = scopedSearchClient(client, INDEX, collectionScope(mountains));
    const items = await fetchWholeSet(scoped, INDEX, 2);
    expect(await countWholeSet(scoped, INDEX)).toBe(items.length);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(demoRecords.length);
    for (const item of items) {
      expect(item.tags.some((tag) => tag === 'mountains' || tag === 'hills')).toBe(true);
    }
  });
});
