import { liteClient } from 'algoliasearch/lite';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { handlers } from '@/mocks/handlers';
import { generateGeoCollection } from '../fixtures/geo-collection';
import { serveEngine } from '../fixtures/serve-engine';

const records = generateGeoCollection(3000);
// The app's own handlers (the demo collection), then the generated collection over them.
const server = setupServer(...handlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...serveEngine(records));
});
afterAll(() => server.close());

const client = liteClient(MOCK_ALGOLIA.appId, MOCK_ALGOLIA.searchKey);

interface Answer {
  nbHits: number;
  hits: { objectID: string; _geoloc?: { lat: number; lng: number } }[];
}

/** One search of the primary index: up to 1,000 hits, only their position. */
async function search(params: Record<string, unknown>): Promise<Answer> {
  const { results } = await client.search([
    {
      indexName: MOCK_ALGOLIA.indexName,
      params: { hitsPerPage: 1000, attributesToRetrieve: ['_geoloc'], ...params },
    },
  ]);
  const [result] = results;
  if (!result || !('hits' in result)) throw new Error('No hits in the answer');
  return result as Answer;
}

/** The ids of the records inside, computed from the records themselves. */
function idsWhere(inside: (lat: number, lng: number) => boolean): string[] {
  return records
    .filter((record) => record._geoloc && inside(record._geoloc.lat, record._geoloc.lng))
    .map((record) => record.objectID)
    .sort();
}

describe('serveEngine', () => {
  it('answers the real client from the engine over the given records, not the demo ones', async () => {
    const result = await search({ query: '' });
    expect(result.nbHits).toBe(3000);
    expect(result.hits[0]?.objectID).toMatch(/^item-\d+$/);
  });

  it('returns only the records inside a bounding box, and all of them', async () => {
    // North-east corner, then south-west: Portugal and Spain.
    const result = await search({ insideBoundingBox: [[44, 4, 36, -10]] });
    const expected = idsWhere((lat, lng) => lat <= 44 && lat >= 36 && lng <= 4 && lng >= -10);
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(1000);
    expect(result.nbHits).toBe(expected.length);
    expect(result.hits.map((hit) => hit.objectID).sort()).toEqual(expected);
  });

  it('returns the records either side of the antimeridian for its two boxes', async () => {
    const result = await search({
      insideBoundingBox: [
        [10, 180, -40, 170],
        [10, -170, -40, -180],
      ],
    });
    const expected = idsWhere((lat, lng) => lat <= 10 && lat >= -40 && Math.abs(lng) >= 170);
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(1000);
    expect(result.hits.map((hit) => hit.objectID).sort()).toEqual(expected);
    for (const hit of result.hits)
      expect(Math.abs(hit._geoloc?.lng ?? 0)).toBeGreaterThanOrEqual(170);
  });
});
