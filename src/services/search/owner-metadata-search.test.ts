import { describe, expect, it } from 'vitest';
import { createRequestHandler } from '@/engine';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { createDemoEngine } from '@/mocks/demo-engine';
import { validRecord } from '../../../tests/fixtures/hostile-collection';
import { requesterFromHandler } from './handler-requester';
import { createSearchClient } from './search-client';

/** Words an owner wrote into the files (IPTC/XMP), found by a visitor's query. */
const RECORDS = [
  { ...validRecord('portrait', 'Studio portrait'), people: ['Ada Lovelace'] },
  { ...validRecord('harbour', 'Evening'), alt: 'Fishing boats moored at a stone quay' },
  validRecord('other', 'Something else'),
];

const client = createSearchClient(
  { ...MOCK_ALGOLIA, hosts: [] },
  () => false,
  requesterFromHandler(createRequestHandler(createDemoEngine(RECORDS), 'any')),
);

async function idsFor(query: string) {
  const { results } = await client.search([
    { indexName: MOCK_ALGOLIA.indexName, params: { query } },
  ]);
  return (results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);
}

describe('the owner’s metadata in the search', () => {
  it('finds an item by a person it shows', async () => {
    expect(await idsFor('lovelace')).toEqual(['portrait']);
  });

  it('finds an item by the words of its alt text', async () => {
    expect(await idsFor('moored boats')).toEqual(['harbour']);
  });
});
