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
const span = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** Spans as ingest writes them (`recordDateFields`). */
const RECORDS = [
  { id: 'sixties', dayFirst: day(1960, 1, 1), dayLast: day(1969, 12, 31), years: span(1960, 1969) },
  { id: 'june-1965', dayFirst: day(1965, 6, 1), dayLast: day(1965, 6, 1), years: [1965] },
  { id: 'fifties', dayFirst: day(1950, 1, 1), dayLast: day(1951, 12, 31), years: [1950, 1951] },
  {
    id: 'seventies',
    dayFirst: day(1971, 1, 1),
    dayLast: day(1973, 12, 31),
    years: span(1971, 1973),
  },
].map(({ id, ...date }) => ({
  ...validRecord(id, id),
  takenAt: null,
  year: date.years[0] ?? null,
  ...date,
}));

/** The real client over the engine with the demo's settings, as mock mode and built pages run. */
const client = createSearchClient(
  { ...MOCK_ALGOLIA, hosts: [] },
  () => false,
  requesterFromHandler(createRequestHandler(createDemoEngine(RECORDS), 'any')),
);

/** The ids InstantSearch's request finds: the year range as its `years` numeric filters. */
async function idsFor(numericFilters: string[], indexName: string = MOCK_ALGOLIA.indexName) {
  const { results } = await client.search([{ indexName, params: { query: '', numericFilters } }]);
  return (results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);
}

describe('the year filter over spans', () => {
  it('finds a span by any year it overlaps', async () => {
    expect((await idsFor(['years>=1965', 'years<=1965'])).sort()).toEqual(
      ['june-1965', 'sixties'].sort(),
    );
    expect((await idsFor(['years>=1951', 'years<=1960'])).sort()).toEqual(['fifties', 'sixties']);
    expect(await idsFor(['years>=1972'])).toEqual(['seventies']);
    expect((await idsFor(['years<=1950'])).sort()).toEqual(['fifties']);
    expect(await idsFor(['years>=1974'])).toEqual([]);
  });

  it('counts a span in each year it may be, for the year facet', async () => {
    const { results } = await client.search([
      { indexName: MOCK_ALGOLIA.indexName, params: { query: '', facets: ['years'] } },
    ]);
    const counts = (results[0] as { facets: Record<string, Record<string, number>> }).facets.years;
    expect(counts).toMatchObject({ '1951': 1, '1960': 1, '1965': 2, '1969': 1, '1972': 1 });
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

  it('finds the spans that overlap a day, a month or a span of them (when=)', async () => {
    const idsForUrl = async (search: string) => {
      const request = searchRequestForUrl(search, MOCK_ALGOLIA.indexName);
      const { results } = await client.search({ requests: [{ ...request, hitsPerPage: 10 }] });
      return (results[0] as { hits: { objectID: string }[] }).hits
        .map((hit) => hit.objectID)
        .sort();
    };
    expect(await idsForUrl('?when=1965-06-01')).toEqual(['june-1965', 'sixties']);
    expect(await idsForUrl('?when=1965-06-02')).toEqual(['sixties']);
    expect(await idsForUrl('?when=1965-05')).toEqual(['sixties']);
    expect(await idsForUrl('?when=1965-06')).toEqual(['june-1965', 'sixties']);
    expect(await idsForUrl('?when=1951-12/1960-01')).toEqual(['fifties', 'sixties']);
    expect(await idsForUrl('?when=1970-01-01/1970-12-31')).toEqual([]);
  });
});

describe('fields counted but never sent with a hit', () => {
  it('leaves decades, months and the open data withholding out of hits, and still counts them', async () => {
    const engine = createDemoEngine([
      { ...RECORDS[1], decades: [1960], months: [196506], withheld: true },
      ...RECORDS.slice(0, 1),
    ]);
    const withheldClient = createSearchClient(
      { ...MOCK_ALGOLIA, hosts: [] },
      () => false,
      requesterFromHandler(createRequestHandler(engine, 'any')),
    );
    const { results } = await withheldClient.search([
      { indexName: MOCK_ALGOLIA.indexName, params: { query: '', facets: ['decades', 'months'] } },
    ]);
    const answer = results[0] as {
      hits: Record<string, unknown>[];
      facets: Record<string, Record<string, number>>;
    };
    const hit = answer.hits.find((candidate) => candidate.objectID === 'june-1965');
    expect(hit).toMatchObject({ dayFirst: day(1965, 6, 1) });
    for (const field of ['decades', 'months', 'withheld']) expect(hit).not.toHaveProperty(field);
    expect(answer.facets.months).toEqual({ 196506: 1 });
  });
});
