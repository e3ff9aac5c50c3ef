import { liteClient } from 'algoliasearch/lite';
import instantsearch from 'instantsearch.js/es';
import type { InstantSearch } from 'instantsearch.js/es';
import {
  connectConfigure,
  connectHierarchicalMenu,
  connectHits,
  connectHitsPerPage,
  connectPagination,
  connectRange,
  connectRatingMenu,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
  connectToggleRefinement,
} from 'instantsearch.js/es/connectors';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults';
import { createSearchEngine } from '../../src/engine';
import type { EngineRecord, EngineSettings } from '../../src/engine';
import { createAlgoliaSearchHandlers } from '../../src/mocks/handlers/algolia-search';
import records from '../fixtures/ecommerce-example/records.json';
import settingsByIndex from '../fixtures/ecommerce-example/settings.json';

/**
 * The e-commerce example's widgets, headless: the published instantsearch.js connectors with the
 * options its React components give them (search box, hierarchical menu, searchable brand list,
 * price range, free-shipping toggle, rating menu, sort by replica, hits per page, pagination,
 * the `Configure` parameters), the real lite client, and the engine behind the search hosts
 * (MSW). So the requests are the ones InstantSearch builds (disjunctive facets, hierarchical
 * levels, facet-value search), not ones written by hand. Insights and routing are left out: they
 * need a browser and change no results.
 */
const engine = createSearchEngine(
  Object.entries(settingsByIndex).map(([indexName, settings]) => ({
    indexName,
    settings: settings as EngineSettings,
    records: records as EngineRecord[],
  })),
);
const server = setupServer(
  ...createAlgoliaSearchHandlers(engine, {
    appId: MOCK_ALGOLIA.appId,
    searchKey: MOCK_ALGOLIA.searchKey,
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const noRender = () => {};
const INDEX = 'instant_search';
/** The brands list as last drawn: its facet-value search draws it without an InstantSearch render. */
let brandList: Array<[string, number]> = [];

function startExample(): InstantSearch {
  const search = instantsearch({
    indexName: INDEX,
    searchClient: liteClient(MOCK_ALGOLIA.appId, MOCK_ALGOLIA.searchKey),
  });
  search.addWidgets([
    connectSearchBox(noRender)({}),
    connectConfigure(noRender)({
      searchParameters: {
        attributesToSnippet: ['description:10'],
        snippetEllipsisText: '…',
        removeWordsIfNoResults: 'allOptional',
      },
    }),
    connectHierarchicalMenu(noRender)({
      attributes: ['hierarchicalCategories.lvl0', 'hierarchicalCategories.lvl1'],
    }),
    connectRefinementList(({ items }) => {
      brandList = items.map(({ label, count }) => [label, count]);
    })({ attribute: 'brand' }),
    connectRange(noRender)({ attribute: 'price' }),
    connectToggleRefinement(noRender)({ attribute: 'free_shipping', on: true }),
    connectRatingMenu(noRender)({ attribute: 'rating' }),
    connectSortBy(noRender)({
      items: [
        { label: 'Sort by featured', value: INDEX },
        { label: 'Price ascending', value: 'instant_search_price_asc' },
        { label: 'Price descending', value: 'instant_search_price_desc' },
      ],
    }),
    connectHitsPerPage(noRender)({
      items: [
        { label: '16 hits per page', value: 16, default: true },
        { label: '32 hits per page', value: 32 },
        { label: '64 hits per page', value: 64 },
      ],
    }),
    connectHits(noRender)({}),
    connectPagination(noRender)({ padding: 2 }),
  ]);
  return search;
}

/** Resolves once InstantSearch has rendered the answer to the last change. */
function nextResults(search: InstantSearch): Promise<void> {
  return new Promise((resolve, reject) => {
    const onRender = () => {
      if (search.status === 'loading' || search.status === 'stalled') return;
      search.removeListener('render', onRender);
      if (search.status === 'error') reject(search.error);
      else resolve();
    };
    search.on('render', onRender);
  });
}

/** What the example's screen shows from the index's render state. */
function screen(search: InstantSearch) {
  const state = search.renderState[INDEX];
  if (!state) throw new Error('InstantSearch has not rendered');
  return {
    names: (state.hits?.items ?? []).map((hit) => String(hit.name)),
    brands: (state.hits?.items ?? []).map((hit) => String(hit.brand)),
    brandPanel: (state.refinementList?.brand?.items ?? []).map(({ label, count }) => [
      label,
      count,
    ]),
    categories: (state.hierarchicalMenu?.['hierarchicalCategories.lvl0']?.items ?? []).map(
      ({ label, count, data }) => ({ label, count, children: data?.map((child) => child.label) }),
    ),
    state,
  };
}

let search: InstantSearch;
afterEach(() => search.dispose());

async function openExample() {
  search = startExample();
  const started = nextResults(search);
  search.start();
  await started;
  return screen(search);
}

async function typeQuery(query: string) {
  await openExample();
  const typed = nextResults(search);
  search.renderState[INDEX]?.searchBox?.refine(query);
  await typed;
  return screen(search);
}

describe('the e-commerce example’s widgets over the engine', () => {
  it('opens on 16 products with the brands and categories panels filled', async () => {
    const shown = await openExample();
    expect(shown.names).toHaveLength(16);
    expect(shown.brandPanel.slice(0, 2)).toEqual([
      ['Apple', 12],
      ['Samsung', 3],
    ]);
    expect(shown.categories.find(({ label }) => label === 'Computers & Tablets')?.count).toBe(12);
    expect(shown.state.range?.price?.range).toEqual({ min: 19, max: 3500 });
  });

  it('shows the Apple products first for apple', async () => {
    const shown = await typeQuery('apple');
    expect(shown.brands.slice(0, 12)).toEqual(Array(12).fill('Apple'));
    expect(shown.names).toHaveLength(15);
  });

  // A swap of two adjacent letters is one typo for Algolia
  // (https://www.algolia.com/doc/guides/managing-results/optimize-search-results/typo-tolerance/).
  it('shows the Apple products for appel', async () => {
    const shown = await typeQuery('appel');
    expect(shown.brands.slice(0, 12)).toEqual(Array(12).fill('Apple'));
  });

  it('narrows apple to a brand, a category and free shipping, counting the other brands', async () => {
    await typeQuery('apple');
    const refined = nextResults(search);
    const state = search.renderState[INDEX];
    state?.refinementList?.brand?.refine('OtterBox');
    state?.hierarchicalMenu?.['hierarchicalCategories.lvl0']?.refine('Cell Phones');
    await refined;
    const shown = screen(search);
    expect(shown.names).toEqual([
      'OtterBox - Defender Series Case for Apple iPhone 6 and 6s - Black',
    ]);
    // The brand list is disjunctive: the other brands keep their counts within the category
    // (the refined brand is listed first).
    expect(shown.brandPanel).toEqual([
      ['OtterBox', 1],
      ['Apple', 3],
    ]);
    expect(shown.categories.find(({ label }) => label === 'Cell Phones')?.children).toEqual([
      'Cell Phone Accessories',
    ]);
    const shipping = nextResults(search);
    search.renderState[INDEX]?.toggleRefinement?.free_shipping?.refine({ isRefined: false });
    await shipping;
    expect(screen(search).names).toEqual([]);
  });

  it('sorts apple by price through the replica and finds a brand in the brands search box', async () => {
    await typeQuery('apple');
    const sorted = nextResults(search);
    search.renderState[INDEX]?.sortBy?.refine('instant_search_price_desc');
    await sorted;
    expect(screen(search).names[0]).toBe(
      'Apple - MacBook Pro with Retina display - 13.3" Display - 8GB Memory - 256GB Flash Storage',
    );
    search.renderState[INDEX]?.refinementList?.brand?.searchForItems('otter');
    await vi.waitFor(() => expect(brandList).toEqual([['OtterBox', 1]]));
  });
});
