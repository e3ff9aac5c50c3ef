import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { generateGeoCollection } from '../../../../tests/fixtures/geo-collection';
import { serveEngine } from '../../../../tests/fixtures/serve-engine';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';
import { acceptTracking, ga4Events, sentInsightsEvents } from '../../../../tests/utils/tracking';

interface SentQuery {
  indexName: string;
  params: Record<string, unknown>;
}

/** Every query of every search request, in order, with its parameters read flat. */
function watchQueries() {
  const requests: Array<Promise<SentQuery[]>> = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/1/indexes/*/queries')) return;
    requests.push(
      request
        .clone()
        .json()
        .then((body: { requests: Array<Record<string, unknown>> }) =>
          body.requests.map(({ indexName, params, ...flat }) => ({
            indexName: String(indexName),
            params:
              typeof params === 'string'
                ? Object.fromEntries(
                    [...new URLSearchParams(params)].map(([key, value]) => [key, parse(value)]),
                  )
                : { ...flat, ...(params as object) },
          })),
        ),
    );
  });
  return {
    count: () => requests.length,
    all: () => Promise.all(requests),
    last: async () => (await Promise.all(requests)).at(-1) ?? [],
  };
}

function parse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** "Cluster of 1,234 results, zoom in" → 1234. */
const clusterCount = (cluster: HTMLElement) =>
  Number(
    (/Cluster of ([\d,]+)/.exec(cluster.getAttribute('aria-label') ?? '')?.[1] ?? 'NaN').replace(
      /,/g,
      '',
    ),
  );
const mapOf = () => screen.findByRole('group', { name: 'Map of results' });
const resultsHeading = () => screen.findByRole('heading', { level: 2, name: /results? in/ });
/** The list's heading, once it says `count` results. */
const expectCount = (count: number) =>
  waitFor(() =>
    expect(screen.getByRole('heading', { level: 2, name: /results? in/ })).toHaveTextContent(
      new RegExp(`^${count.toLocaleString('en')} results? in`),
    ),
  );

// jsdom lays nothing out: the map's canvas gets the size its stylesheet gives it in a browser.
const sized = (element: Element) => element.classList.contains('map-canvas');
const descriptors = ['clientWidth', 'clientHeight'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
);
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return sized(this) ? 800 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return sized(this) ? 600 : 0;
    },
  });
});
afterAll(() => {
  for (const [name, descriptor] of descriptors)
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});
afterEach(() => server.events.removeAllListeners());

describe('the map screen over the demo collection', () => {
  it('shows the located results on the map and in the list, and counts the others', async () => {
    renderApp('/map');
    expect(await screen.findByRole('heading', { level: 1, name: 'Map of Folio' })).toBeVisible();
    const map = await mapOf();
    expect(await resultsHeading()).toHaveTextContent(/^8 results/);
    // Every located record is on the map: as a marker, or counted in a cluster.
    await waitFor(() => {
      const markers = within(map).queryAllByRole('button', {
        name: /^(?!Cluster|Zoom|Show map tiles)/,
      });
      const clustered = within(map)
        .queryAllByRole('button', { name: /^Cluster of/ })
        .map(clusterCount);
      expect(markers.length + clustered.reduce((sum, count) => sum + count, 0)).toBe(8);
    });
    expect(screen.getByText(/44 results have no location/)).toBeVisible();
    expect(currentUrl()).toBe('/map');
    // One search box: the map's own (the header's form would leave for the grid).
    expect(screen.getAllByLabelText('Search the archive')).toHaveLength(1);
  });

  it('asks for the markers and the unlocated count in the same request as the list', async () => {
    const queries = watchQueries();
    renderApp('/map?q=skagen');
    expect(await resultsHeading()).toHaveTextContent(/^2 results/);
    expect(screen.getByRole('link', { name: 'Show as a grid' })).toHaveAttribute(
      'href',
      '/?q=skagen',
    );
    const [first] = await queries.all();
    const list = first?.find((query) => query.params.hitsPerPage === 24);
    const markers = first?.find((query) => query.params.hitsPerPage === 1000);
    const unlocated = first?.find(
      (query) => query.params.hitsPerPage === 0 && String(query.params.filters).includes('NOT'),
    );
    expect(list?.params).toMatchObject({
      query: 'skagen',
      insideBoundingBox: [[90, 180, -90, -180]],
    });
    expect(markers?.params).toMatchObject({
      query: 'skagen',
      attributesToRetrieve: ['title', '_geoloc'],
      analytics: false,
    });
    // Markers cover the whole world: a pan needs none anew.
    expect(markers?.params).not.toHaveProperty('insideBoundingBox');
    expect(markers?.params).not.toHaveProperty('facets');
    expect(unlocated?.params).toMatchObject({
      query: 'skagen',
      filters: 'NOT geoPrecision:gps AND NOT geoPrecision:place',
    });
    expect(unlocated?.params).not.toHaveProperty('insideBoundingBox');
  });

  it('opens a shared area: the request carries it and the list holds what is inside', async () => {
    const queries = watchQueries();
    renderApp('/map?area=58,11,55,8');
    expect(await resultsHeading()).toHaveTextContent(/^4 results/);
    const list = (await queries.all())[0]?.find((query) => query.params.hitsPerPage === 24);
    expect(list?.params.insideBoundingBox).toEqual([[58, 11, 55, 8]]);
    expect(currentUrl()).toBe('/map?area=58,11,55,8');
    // The grid view of the same search leaves the area behind.
    expect(screen.getByRole('link', { name: 'Show as a grid' })).toHaveAttribute('href', '/');
    expect(
      within(screen.getByRole('list', { name: 'Search results' })).getByRole('link', {
        name: /Skagen 2/,
      }),
    ).toBeInTheDocument();
  });

  it('shows the results without a location in one click, and goes back', async () => {
    const { user } = renderApp('/map?type=photo');
    await screen.findByText(/42 results have no location/);
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    await expectCount(42);
    await waitFor(() => expect(currentUrl()).toBe('/map?type=photo&area=none'));
    await user.click(screen.getByRole('button', { name: 'Back to the results on the map' }));
    await expectCount(8);
    await waitFor(() => expect(currentUrl()).toBe('/map?type=photo'));
  });

  it('searches the visible area as the map moves, one history entry per search', async () => {
    const queries = watchQueries();
    const { user } = renderApp('/map?area=58,11,55,8');
    expect(await resultsHeading()).toHaveTextContent(/^4 results/);
    const map = await mapOf();
    const before = queries.count();
    await user.click(within(map).getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(queries.count()).toBeGreaterThan(before));
    const area = (await queries.last()).find((query) => query.params.hitsPerPage === 24)?.params
      .insideBoundingBox as number[][];
    // Zoomed out around the same centre: a box holding the first one.
    const [[north, east, south, west]] = area as [[number, number, number, number]];
    expect(north).toBeGreaterThan(58);
    expect(south).toBeLessThan(55);
    expect(east).toBeGreaterThan(11);
    expect(west).toBeLessThan(8);
    // The markers are the query's everywhere: a pan asks only for the list.
    expect((await queries.last()).some((query) => query.params.hitsPerPage === 1000)).toBe(false);
    await waitFor(() => expect(currentUrl()).not.toBe('/map?area=58,11,55,8'));
    expect(currentUrl()).toMatch(/^\/map\?area=[\d.-]+,[\d.-]+,[\d.-]+,[\d.-]+$/);
    // Back returns to the area before the move, and searches it again.
    window.history.back();
    await waitFor(() => expect(currentUrl()).toBe('/map?area=58,11,55,8'));
    await waitFor(async () =>
      expect(
        (await queries.last()).find((query) => query.params.hitsPerPage === 24)?.params
          .insideBoundingBox,
      ).toEqual([[58, 11, 55, 8]]),
    );
  });

  it('with “Search as I move the map” off, a move searches nothing until “Search this area”', async () => {
    const queries = watchQueries();
    const { user } = renderApp('/map?area=58,11,55,8');
    expect(await resultsHeading()).toHaveTextContent(/^4 results/);
    const map = await mapOf();
    await user.click(screen.getByRole('checkbox', { name: 'Search as I move the map' }));
    const before = queries.count();
    await user.click(within(map).getByRole('button', { name: 'Zoom out' }));
    const searchArea = await screen.findByRole('button', { name: 'Search this area' });
    expect(queries.count()).toBe(before);
    // The view is in the address (replaced: Back still leaves the map), the search unchanged.
    await waitFor(() =>
      expect(currentUrl()).toMatch(/^\/map\?area=58,11,55,8&lat=[\d.]+&lng=[\d.]+&zoom=\d+$/),
    );
    await user.click(searchArea);
    await waitFor(() => expect(queries.count()).toBeGreaterThan(before));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/map\?area=(?!58,11,55,8)/));
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  });

  it('opening an item from its marker sends the grid’s click events, and Back returns', async () => {
    acceptTracking();
    const { user } = renderApp('/map?q=skagen');
    expect(await resultsHeading()).toHaveTextContent(/^2 results/);
    const map = await mapOf();
    // By keyboard (jsdom's clicks carry no coordinates for Leaflet's map events).
    const marker = await within(map).findByRole('button', { name: 'Skagen 2' });
    marker.focus();
    await user.keyboard('{Enter}');
    await user.click(await within(map).findByRole('link', { name: /Skagen 2/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Skagen 2' })).toBeVisible();
    await waitFor(() =>
      expect(ga4Events()).toContainEqual({
        name: 'select_item',
        params: expect.objectContaining({
          method: 'map',
          items: [expect.objectContaining({ item_id: 'skagen-2' })],
        }),
      }),
    );
    await waitFor(() =>
      expect(sentInsightsEvents()).toContainEqual(
        expect.objectContaining({
          eventType: 'click',
          objectIDs: ['skagen-2'],
          positions: [expect.any(Number)],
          queryID: expect.any(String),
        }),
      ),
    );
    await user.click(screen.getByRole('link', { name: /Back to results/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Map of Folio' })).toBeVisible();
  });

  it('an item’s “Show on the map” opens the map there with its card open', async () => {
    const queries = watchQueries();
    renderApp('/map?lat=57.7209&lng=10.5839&zoom=14&item=skagen');
    const map = await mapOf();
    expect(await within(map).findByRole('link', { name: /^Skagen$/ })).toBeInTheDocument();
    expect(currentUrl()).toBe('/map?lat=57.7209&lng=10.5839&zoom=14&item=skagen');
    // Its thumbnail is fetched when the card opens: the smallest WebP rendition.
    await waitFor(() =>
      expect(map.querySelector('.results-map-card img')).toHaveAttribute(
        'src',
        '/media/skagen/640.webp',
      ),
    );
    // The card asks for the record's image alone, and the request counts in no analytics.
    const thumbnail = (await queries.all())
      .flat()
      .find((query) => query.params.filters === 'objectID:"skagen"');
    expect(thumbnail?.params).toMatchObject({ attributesToRetrieve: ['image'], analytics: false });
  });
});

describe('the map by keyboard', () => {
  it('“Skip to the map” takes the search box to the first marker within 10 Tab presses', async () => {
    const { user } = renderApp('/map?q=skagen');
    const map = await mapOf();
    await within(map).findByRole('button', { name: 'Skagen 2' });
    screen.getByLabelText('Search the archive', { selector: 'input' }).focus();

    let presses = 0;
    const onMarker = () =>
      map.contains(document.activeElement) &&
      document.activeElement?.closest('.leaflet-marker-pane') !== null;
    while (!onMarker() && presses < 80) {
      await user.tab();
      presses += 1;
      if (document.activeElement === screen.getByRole('link', { name: 'Skip to the map' })) {
        await user.keyboard('{Enter}');
        expect(map).toHaveFocus();
      }
    }
    expect(presses).toBeLessThanOrEqual(10);
  });
});

describe('the map screen over thousands of located records', () => {
  const records = generateGeoCollection(3000);

  it('clusters them with counts that add up to every located result', async () => {
    server.use(...serveEngine(records));
    renderApp('/map');
    const located = records.filter((record) => record._geoloc).length;
    expect(await resultsHeading()).toHaveTextContent(
      new RegExp(`^${located.toLocaleString('en')} results`),
    );
    const map = await mapOf();
    await waitFor(() => {
      const clusters = within(map).queryAllByRole('button', { name: /^Cluster of/ });
      expect(clusters.length).toBeGreaterThan(5);
      const markers = within(map).queryAllByRole('button', {
        name: /^(?!Cluster|Zoom|Show map tiles)/,
      });
      const clustered = clusters.map(clusterCount).reduce((sum, count) => sum + count, 0);
      expect(clustered + markers.length).toBe(located);
    });
    expect(
      screen.getByText(new RegExp(`${records.length - located} results have no location`)),
    ).toBeVisible();
  });
});

describe('the timeline on the map screen', () => {
  it("filters the map's results to the chosen year, in the map's URL", async () => {
    const { user } = renderApp('/map');
    expect(await resultsHeading()).toHaveTextContent(/^8 results/);
    await user.click(await screen.findByRole('button', { name: '2005: 2 results' }));
    await waitFor(() => expect(currentUrl()).toBe('/map?year=2005:2005'));
    await waitFor(async () => expect(await resultsHeading()).toHaveTextContent(/^2 results/));
  });
});
