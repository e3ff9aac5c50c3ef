import { describe, expect, it } from 'vitest';
import { createRequestHandler } from '@/engine';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { createDemoEngine } from '@/mocks/demo-engine';
import { validRecord } from '../../../tests/fixtures/hostile-collection';
import { requesterFromHandler } from './handler-requester';
import { replicaIndexName } from './index-settings';
import { createSearchClient } from './search-client';
import { searchRequestForUrl } from './search-request';

const day = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) / 864e5;

/** Spans as ingest writes them, and one record from before the day fields (`year` alone). */
const RECORDS = [
  { id: 'sixties', year: 1960, dayFirst: day(1960, 1, 1), dayLast: day(1969, 12, 31) },
  { id: 'june-1965', year: 1965, dayFirst: day(1965, 6, 1), dayLast: day(1965, 6, 1) },
  { id: 'fifties', year: 1950, dayFirst: day(1950, 1, 1), dayLast: day(1951, 12, 31) },
  { id: 'seventies', year: 1971, dayFirst: day(1971, 1, 1), dayLast: day(1973, 12, 31) },
  { id: 'year-only-1965', year: 1965 },
].map(({ id, ...date }) => ({ ...validRecord(id, id), takenAt: null, ...date }));

/** The real client over the engine with the demo's settings, as mock mode and built pages run. */
const client = createSearchClient(
  { ...MOCK_ALGOLIA, hosts: [] },
  () => false,
  requesterFromHandler(createRequestHandler(createDemoEngine(RECORDS), 'any')),
);

/** The ids InstantSearch's request finds: the year range as its `year` numeric filters. */
async function idsFor(numericFilters: string[], indexName: string = MOCK_ALGOLIA.indexName) {
  const { results } = await client.search([{ indexName, params: { query: '', numericFilters } }]);
  return (results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);
}

describe('the year filter over spans', () => {
  it('finds a span that overlaps the years, and a record with only a year by its year', async () => {
    expect((await idsFor(['year>=1965', 'year<=1965'])).sort()).toEqual(
      ['june-1965', 'sixties', 'year-only-1965'].sort(),
    );
    expect((await idsFor(['year>=1951', 'year<=1960'])).sort()).toEqual(['fifties', 'sixties']);
    expect(await idsFor(['year>=1972'])).toEqual(['seventies']);
    expect((await idsFor(['year<=1950'])).sort()).toEqual(['fifties']);
    expect(await idsFor(['year>=1974'])).toEqual([]);
  });

  it('does the same for a list read from a search URL (the item pager)', async () => {
    const request = searchRequestForUrl('?year=1966:1966', MOCK_ALGOLIA.indexName);
    const { results } = await client.search({ requests: [{ ...request, hitsPerPage: 10 }] });
    const hits = (results[0] as { hits: { objectID: string }[] }).hits;
    expect(hits.map((hit) => hit.objectID)).toEqual(['sixties']);
  });

  it('sorts spans by the end that faces the order', async () => {
    const newest = await idsFor([], replicaIndexName(MOCK_ALGOLIA.indexName, 'newest'));
    expect(newest.slice(0, 4)).toEqual(['seventies', 'sixties', 'june-1965', 'fifties']);
    const oldest = await idsFor([], replicaIndexName(MOCK_ALGOLIA.indexName, 'oldest'));
    expect(oldest.slice(0, 4)).toEqual(['fifties', 'sixties', 'june-1965', 'seventies']);
  });
});
