import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { FILTER_ATTRIBUTES } from '@/config/site-schema';
import { createRequestHandler } from '@/engine';
import { createDemoEngine } from '@/mocks/demo-engine';
import { FACETS, facetingAttributes, type Facet } from '@/services/search/facets';
import { requesterFromHandler } from '@/services/search/handler-requester';
import { primaryIndexSettings } from '@/services/search/index-settings';
import { createSearchClient } from '@/services/search/search-client';
import { searchRequestForUrl } from '@/services/search/search-request';
import { formatSearchUrl, parseSearchUrl } from '@/services/search/search-url';
import { validRecord } from '../../../tests/fixtures/hostile-collection';
import { ATTRIBUTE_LABELS } from './components/facet-labels';
import { uiStateToUrlState, urlStateToUiState } from './routing/search-routing';

const INDEX = MOCK_ALGOLIA.indexName;

/** A URL for one facet with one value (the range a year, a hierarchy a two-level path). */
function urlFor(facet: Facet): string {
  if (facet.kind === 'range') return `?${facet.param}=2015:2016`;
  if (facet.kind === 'hierarchy') return `?${facet.param}=Top%3ENext`;
  return `?${facet.param}=${facet.kind === 'list' && facet.values ? facet.values[0] : 'Someone'}`;
}

describe('the facet table drives every list derived from it', () => {
  it('gives each entry its URL parameter, UI state, request filter, index setting and chip name', () => {
    for (const facet of FACETS as readonly Facet[]) {
      const search = urlFor(facet);
      const state = parseSearchUrl(search);
      expect(formatSearchUrl(state), facet.param).toBe(search.slice(1));
      const ui = urlStateToUiState(state, INDEX);
      expect(uiStateToUrlState(ui, INDEX), facet.param).toEqual(state);
      const request = searchRequestForUrl(search, INDEX);
      const attributes = facet.kind === 'hierarchy' ? facet.attributes : [facet.attribute];
      const filters = [...request.facetFilters.flat(), ...request.numericFilters].join(' ');
      expect(filters, facet.param).toContain(
        facet.kind === 'hierarchy' ? `${attributes[1]}:Top > Next` : `${attributes[0]}`,
      );
      const faceting = primaryIndexSettings(INDEX).attributesForFaceting ?? [];
      for (const attribute of attributes) {
        const entry = facet.index === 'searchable' ? `searchable(${attribute})` : attribute;
        expect(faceting, facet.param).toContain(entry);
        if (facet.kind !== 'range') expect(FILTER_ATTRIBUTES, facet.param).toContain(attribute);
      }
      expect(ATTRIBUTE_LABELS[attributes[0] ?? ''], facet.param).toBe(facet.chip ?? facet.title);
    }
  });

  it('sends a made-up entry to the index as its kind and index options say', () => {
    const madeUp: Facet[] = [
      { param: 'mood', kind: 'list', attribute: 'mood', title: 'Mood', index: 'searchable' },
      { param: 'where', kind: 'hierarchy', attributes: ['where.lvl0', 'where.lvl1'], title: 'W' },
    ];
    expect(facetingAttributes(madeUp)).toEqual(['searchable(mood)', 'where.lvl0', 'where.lvl1']);
  });

  it('reads people and topics from the address bar and keeps older links as they were', () => {
    expect(parseSearchUrl('?people=Ann%20Example~Bo&topic=Places%3EHarbour')).toEqual({
      lists: { people: ['Ann Example', 'Bo'] },
      topic: ['Places', 'Harbour'],
    });
    // Four levels at most, as tagTree has; a fifth drops the parameter.
    expect(parseSearchUrl('?topic=a%3Eb%3Ec%3Ed%3Ee')).toEqual({});
    expect(formatSearchUrl({ topic: ['Places', 'Harbour'], camera: ['Canon'] })).toBe(
      'topic=Places%3EHarbour&camera=Canon',
    );
    expect(urlStateToUiState({ topic: ['Places'] }, INDEX)).toEqual({
      hierarchicalMenu: { 'tagTree.lvl0': ['Places'] },
    });
  });
});

/** Records as ingest writes them, with people and hierarchical tags (tagTree). */
const RECORDS = [
  {
    ...validRecord('harbour', 'Harbour'),
    people: ['Ann Example', 'Bo Berg'],
    tagTree: { lvl0: ['Places'], lvl1: ['Places > Harbour'] },
  },
  {
    ...validRecord('market', 'Market'),
    people: ['Bo Berg'],
    tagTree: { lvl0: ['Places', 'Events'], lvl1: ['Places > Market', 'Events > Fair'] },
  },
  { ...validRecord('plain', 'Plain') },
];

const client = createSearchClient(
  { ...MOCK_ALGOLIA, hosts: [] },
  () => false,
  requesterFromHandler(createRequestHandler(createDemoEngine(RECORDS), 'any')),
);

async function idsForUrl(search: string): Promise<string[]> {
  const { indexName, ...params } = searchRequestForUrl(search, INDEX);
  const { results } = await client.search([{ indexName, params }]);
  return (results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID).sort();
}

describe('people and topics through the real client and the demo engine', () => {
  it('filters by a person and by a topic at any depth', async () => {
    expect(await idsForUrl('?people=Bo%20Berg')).toEqual(['harbour', 'market']);
    expect(await idsForUrl('?people=Ann%20Example')).toEqual(['harbour']);
    expect(await idsForUrl('?topic=Places')).toEqual(['harbour', 'market']);
    expect(await idsForUrl('?topic=Places%3EHarbour')).toEqual(['harbour']);
    expect(await idsForUrl('?topic=Events&people=Ann%20Example')).toEqual([]);
  });

  it('counts people and topic levels, and searches the people facet', async () => {
    const { results } = await client.search([
      { indexName: INDEX, params: { query: '', facets: ['people', 'tagTree.lvl0'] } },
    ]);
    expect((results[0] as { facets: Record<string, Record<string, number>> }).facets).toEqual({
      people: { 'Bo Berg': 2, 'Ann Example': 1 },
      'tagTree.lvl0': { Places: 2, Events: 1 },
    });
    // The panel's "search people" box: a facet query, as InstantSearch sends it.
    const request = {
      indexName: INDEX,
      type: 'facet',
      facet: 'people',
      params: { facetQuery: 'ann' },
    };
    const found = await client.search([request] as never);
    expect((found.results[0] as { facetHits: { value: string }[] }).facetHits).toEqual([
      expect.objectContaining({ value: 'Ann Example', count: 1 }),
    ]);
  });
});
