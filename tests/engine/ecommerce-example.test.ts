import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../src/engine';
import type { EngineRecord, EngineSettings } from '../../src/engine';
import records from '../fixtures/ecommerce-example/records.json';
import settingsByIndex from '../fixtures/ecommerce-example/settings.json';
import { objectIDs, searchItems } from '../fixtures/engine-fixture';
import type { TestResult } from '../fixtures/engine-fixture';

/**
 * Algolia's React e-commerce InstantSearch example, seen from its index: the `instant_search`
 * catalogue (tests/fixtures/ecommerce-example, hand-written in the published index's shape) and
 * its two price replicas, asked what the example's widgets ask. A shopper who types `appel`
 * there sees the Apple products; these tests hold the engine to that.
 */
const CATALOGUE = records as EngineRecord[];
const engine = createSearchEngine(
  Object.entries(settingsByIndex).map(([indexName, settings]) => ({
    indexName,
    settings: settings as EngineSettings,
    records: CATALOGUE,
  })),
);

/** What the example's search box, panels, sort and hits-per-page send with every query. */
const EXAMPLE_PARAMS = {
  attributesToSnippet: ['description:10'],
  snippetEllipsisText: '…',
  removeWordsIfNoResults: 'allOptional',
  clickAnalytics: true,
  hitsPerPage: 16,
  maxValuesPerFacet: 10,
  facets: ['brand', 'free_shipping', 'hierarchicalCategories.lvl0', 'price', 'rating'],
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
};

const search = (query: string, params: Record<string, unknown> = {}, index = 'instant_search') =>
  searchItems(engine, { ...EXAMPLE_PARAMS, query, ...params }, index);

const brandOf = (id: string) => CATALOGUE.find((record) => record.objectID === id)?.brand;
const APPLE_IDS = CATALOGUE.filter((record) => record.brand === 'Apple').map((r) => r.objectID);
const prices = (result: TestResult) => result.hits.map((hit) => hit.price as number);

describe('the e-commerce example’s catalogue', () => {
  it('shows the Apple products first for apple, then the accessories that name Apple', () => {
    const result = search('apple');
    const ids = objectIDs(result);
    expect(result.nbHits).toBe(15);
    expect(ids.slice(0, APPLE_IDS.length).map(brandOf)).toEqual(APPLE_IDS.map(() => 'Apple'));
    expect(ids.slice(APPLE_IDS.length).map(brandOf).sort()).toEqual([
      'Belkin',
      'Griffin',
      'OtterBox',
    ]);
    expect(result.facets?.brand).toEqual({ Apple: 12, Belkin: 1, Griffin: 1, OtterBox: 1 });
  });

  // Algolia counts a swap of two adjacent letters as one typo, and a 5-letter word may have one
  // (https://www.algolia.com/doc/guides/managing-results/optimize-search-results/typo-tolerance/).
  it('finds the Apple products for appel, one swap of two letters away', () => {
    const typed = search('appel');
    expect(objectIDs(typed).slice(0, APPLE_IDS.length).sort()).toEqual([...APPLE_IDS].sort());
    expect(typed.facets?.brand).toMatchObject({ Apple: 12, Belkin: 1, Griffin: 1, OtterBox: 1 });
  });

  it('leaves out brands that only start like Apple', () => {
    expect(search('apple').hits.map((hit) => hit.brand)).not.toContain('APC');
    expect(search('apple').hits.map((hit) => hit.brand)).not.toContain('Apogee');
    expect(search('apc').hits.map((hit) => hit.objectID)).toEqual(['apc-back-ups-600va']);
  });

  it('counts the brands panel over the whole catalogue, most first', () => {
    const result = search('');
    expect(result.nbHits).toBe(CATALOGUE.length);
    expect(result.hits).toHaveLength(16);
    expect(Object.entries(result.facets?.brand ?? {}).slice(0, 4)).toEqual([
      ['Apple', 12],
      ['Samsung', 3],
      ['Bose', 2],
      ['LG', 2],
    ]);
    expect(Object.keys(result.facets?.brand ?? {})).toHaveLength(10);
    expect(result.facets_stats?.price).toMatchObject({ min: 19.99, max: 3499.99 });
  });

  it('finds Apple in the brands panel’s own search box', () => {
    const reply = engine.searchForFacetValues('instant_search', 'brand', {
      ...EXAMPLE_PARAMS,
      query: '',
      facetQuery: 'app',
    });
    expect(reply.body).toMatchObject({ facetHits: [{ value: 'Apple', count: 12 }] });
  });

  it('sorts by price through the ascending and descending replicas', () => {
    const ascending = search('', {}, 'instant_search_price_asc');
    expect(prices(ascending)).toEqual([...prices(ascending)].sort((a, b) => a - b));
    // Two products at 19.99: the more popular (custom ranking) first.
    expect(objectIDs(ascending).slice(0, 2)).toEqual([
      'apple-lightning-usb-cable',
      'sony-mdr-zx110',
    ]);
    const descending = search('apple', {}, 'instant_search_price_desc');
    expect(prices(descending)).toEqual([...prices(descending)].sort((a, b) => b - a));
    expect(objectIDs(descending)[0]).toBe('apple-macbook-pro-13-retina');
    expect(descending.nbHits).toBe(15);
  });

  it('narrows to a category and counts its subcategories', () => {
    const result = search('apple', {
      facetFilters: [['hierarchicalCategories.lvl0:Cell Phones']],
      facets: [...EXAMPLE_PARAMS.facets, 'hierarchicalCategories.lvl1'],
    });
    expect(result.nbHits).toBe(4);
    expect(result.facets?.['hierarchicalCategories.lvl1']).toEqual({
      'Cell Phones > iPhone': 2,
      'Cell Phones > Cell Phone Accessories': 2,
    });
  });

  it('applies the price slider and the free-shipping toggle together', () => {
    const result = search('apple', {
      numericFilters: ['price>=100', 'price<=500'],
      facetFilters: [['free_shipping:true']],
    });
    expect(objectIDs(result).sort()).toEqual([
      'apple-ipad-air-2-64gb',
      'apple-ipad-mini-4-128gb',
      'apple-iphone-se-16gb',
      'apple-tv-4th-generation',
      'apple-watch-sport-42mm',
      'belkin-valet-charge-dock',
    ]);
  });

  it('highlights the brand and snippets the description as the hit card draws them', () => {
    const [first] = search('ipad').hits;
    expect(first?._highlightResult).toMatchObject({
      name: { value: expect.stringContaining('__ais-highlight__iPad__/ais-highlight__') },
    });
    expect(first?._snippetResult).toHaveProperty('description');
  });
});
