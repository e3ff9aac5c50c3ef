import { OSM_TILES } from '@/config/map-tiles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mountResultsMap,
  type MapMove,
  type MapPoint,
  type ResultsMapHandle,
  type ResultsMapOptions,
} from './results-map';

const at = (id: string, lat: number, lng: number, title = `Item ${id}`): MapPoint => ({
  id,
  lat,
  lng,
  title,
  thumbnailUrl: `/media/${id}-320.jpg`,
  href: `/item/${id}`,
});

/** A repeatable scatter inside a box (a small linear congruential generator). */
function scatter(
  prefix: string,
  count: number,
  [south, west, north, east]: [number, number, number, number],
) {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return seed / 2 ** 32;
  };
  return Array.from({ length: count }, (_, index) =>
    at(`${prefix}-${index}`, south + random() * (north - south), west + random() * (east - west)),
  );
}

/** 1,234 photographs of one Pacific island and 1,766 spread over Europe and Asia. */
const THOUSANDS = [
  ...scatter('island', 1234, [-0.5, -140.5, 0.5, -139.5]),
  ...scatter('eurasia', 1766, [30, -20, 60, 100]),
];

let element: HTMLElement;
let map: ResultsMapHandle;
let options: ReturnType<typeof createOptions>;

const createOptions = (initialView: ResultsMapOptions['initialView']) => ({
  initialView,
  label: 'Map of results',
  tiles: OSM_TILES,
  onMoveEnd: vi.fn<(move: MapMove) => void>(),
  onOpenPoint: vi.fn<(point: MapPoint) => void>(),
  onHighlight: vi.fn<(id: string | null) => void>(),
});

async function mount(initialView: ResultsMapOptions['initialView'] = null) {
  options = createOptions(initialView);
  map = await mountResultsMap(element, options);
  return screen.getByRole('group', { name: 'Map of results' });
}

const clusters = (container: HTMLElement) =>
  within(container).queryAllByRole('button', { name: /^Cluster of/ });
const countOf = (cluster: HTMLElement) =>
  Number(
    (cluster.getAttribute('aria-label') ?? '')
      .replace(/^Cluster of ([\d,]+) results.*$/, '$1')
      .replace(/,/g, ''),
  );
const markerOf = (container: HTMLElement, title: string) =>
  within(container).getByRole('button', { name: title });

beforeEach(() => {
  element = document.createElement('div');
  // jsdom has no layout: the map's size, as a stylesheet would give it.
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 800 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 600 });
  document.body.append(element);
});

afterEach(() => {
  map.destroy();
  element.remove();
});

describe('the results map', () => {
  it('is a named group, focusable for the arrow keys, with named zoom buttons', async () => {
    const container = await mount();
    expect(container).toHaveAttribute('tabindex', '0');
    expect(within(container).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(container).getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
  });

  it('asks before OpenStreetMap’s tiles; once agreed, they load with their credit', async () => {
    const container = await mount();
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(within(container).queryByRole('link', { name: 'OpenStreetMap' })).toBeNull();
    await userEvent.click(
      within(container).getByRole('button', { name: 'Show map tiles from OpenStreetMap' }),
    );
    expect(container.querySelector('img.leaflet-tile')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/),
    );
    expect(within(container).getByRole('link', { name: 'OpenStreetMap' })).toBeInTheDocument();
  });

  it('draws a few thousand points as a few clusters with their counts, every point once', async () => {
    const container = await mount();
    map.setPoints(THOUSANDS);

    const shown = clusters(container);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(60);
    expect(shown.reduce((sum, cluster) => sum + countOf(cluster), 0)).toBe(3000);
    const island = within(container).getByRole('button', {
      name: 'Cluster of 1,234 results, zoom in',
    });
    expect(island).toHaveTextContent(/^1\.2k$/);
    // The first points were fitted: not the visitor's move.
    expect(options.onMoveEnd).not.toHaveBeenCalled();
  });

  it('zooms into a cluster on Enter, as the visitor’s move, and keeps focus on the map', async () => {
    const user = userEvent.setup();
    const container = await mount({ kind: 'centre', lat: 0, lng: -140, zoom: 4 });
    map.setPoints(THOUSANDS);
    const before = map.current().zoom;

    within(container).getByRole('button', { name: 'Cluster of 1,234 results, zoom in' }).focus();
    await user.keyboard('{Enter}');

    expect(options.onMoveEnd).toHaveBeenCalledTimes(1);
    const move = options.onMoveEnd.mock.lastCall?.[0];
    expect(move?.zoom).toBeGreaterThan(before);
    expect(move?.centre.lng).toBeCloseTo(-140, 0);
    expect(clusters(container).length).toBeGreaterThan(1);
    expect(container).toHaveFocus();
  });

  it('reports a keyboard pan as the visitor’s move', async () => {
    const container = await mount({ kind: 'centre', lat: 48, lng: 2, zoom: 5 });
    container.focus();
    // Leaflet reads keyCode, which user-event leaves at 0: the key as a browser sends it.
    fireEvent.keyDown(container, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(options.onMoveEnd).toHaveBeenCalledTimes(1));
    expect(options.onMoveEnd.mock.lastCall?.[0].centre.lng).toBeGreaterThan(2);
  });

  it('never reports its own moves: setView, fitPoints, openPoint', async () => {
    await mount();
    map.setPoints(THOUSANDS);
    map.setView({ kind: 'centre', lat: 52.5, lng: 13.4, zoom: 9 });
    expect(map.current()).toMatchObject({ zoom: 9, centre: { lat: 52.5, lng: 13.4 } });
    map.setView({ kind: 'bounds', bounds: { north: 60, south: 30, west: -20, east: 40 } });
    map.fitPoints();
    map.openPoint('island-7');
    expect(options.onMoveEnd).not.toHaveBeenCalled();
  });

  it('gives areas across the antimeridian with west > east, and draws both sides', async () => {
    const container = await mount({
      kind: 'bounds',
      bounds: { north: 0, south: -30, west: 170, east: -170 },
    });
    map.setPoints([at('fiji', -17.7, 178.1, 'Suva'), at('samoa', -13.8, -172.1, 'Apia')]);

    const { bounds, centre } = map.current();
    expect(bounds.west).toBeGreaterThan(bounds.east);
    expect(bounds.west).toBeLessThanOrEqual(180);
    expect(bounds.east).toBeGreaterThanOrEqual(-180);
    expect(Math.abs(centre.lng)).toBeGreaterThan(170);
    expect(markerOf(container, 'Suva')).toBeInTheDocument();
    expect(markerOf(container, 'Apia')).toBeInTheDocument();
  });

  it('fits the points across the antimeridian, and the whole world when there are none', async () => {
    await mount();
    map.setPoints([at('fiji', -17.7, 178.1), at('samoa', -13.8, -172.1)]);
    map.fitPoints();
    expect(map.current().zoom).toBeGreaterThan(3);
    expect(map.current().bounds.west).toBeGreaterThan(map.current().bounds.east);

    map.setPoints([]);
    map.fitPoints();
    expect(map.current().bounds).toMatchObject({ west: -180, east: 180 });
  });

  it('keeps the markers that stay when the points change (keyed, not redrawn)', async () => {
    const container = await mount({ kind: 'centre', lat: 48, lng: 2, zoom: 12 });
    map.setPoints([at('a', 48.0, 2.0, 'Alpha'), at('b', 48.05, 2.05, 'Bravo')]);
    const alpha = markerOf(container, 'Alpha');

    map.setPoints([at('a', 48.0, 2.0, 'Alpha'), at('c', 47.95, 1.95, 'Charlie')]);
    expect(markerOf(container, 'Alpha')).toBe(alpha);
    expect(within(container).queryByRole('button', { name: 'Bravo' })).toBeNull();
    expect(markerOf(container, 'Charlie')).toBeInTheDocument();

    map.setView({ kind: 'centre', lat: 48.01, lng: 2.01, zoom: 12 });
    expect(markerOf(container, 'Alpha')).toBe(alpha);
  });

  it('says which point is hovered or focused, and when none is', async () => {
    const user = userEvent.setup();
    const container = await mount({ kind: 'centre', lat: 48, lng: 2, zoom: 12 });
    map.setPoints([at('a', 48.0, 2.0, 'Alpha'), at('b', 48.05, 2.05, 'Bravo')]);

    markerOf(container, 'Alpha').focus();
    expect(options.onHighlight).toHaveBeenLastCalledWith('a');
    markerOf(container, 'Alpha').blur();
    expect(options.onHighlight).toHaveBeenLastCalledWith(null);

    await user.hover(markerOf(container, 'Bravo'));
    expect(options.onHighlight).toHaveBeenLastCalledWith('b');
    await user.unhover(markerOf(container, 'Bravo'));
    expect(options.onHighlight).toHaveBeenLastCalledWith(null);
    expect(options.onMoveEnd).not.toHaveBeenCalled();
  });

  it('highlights the marker of a point, or the cluster holding it, through redraws', async () => {
    const container = await mount({ kind: 'centre', lat: 48, lng: 2, zoom: 3 });
    map.setPoints([at('a', 48.0, 2.0, 'Alpha'), at('b', 48.01, 2.01, 'Bravo')]);
    const highlighted = () => container.querySelectorAll('.is-highlighted');

    map.highlight('a');
    expect([...highlighted()]).toEqual([clusters(container)[0]]);

    map.setView({ kind: 'centre', lat: 48, lng: 2, zoom: 14 });
    expect([...highlighted()]).toEqual([markerOf(container, 'Alpha')]);

    map.highlight('b');
    expect([...highlighted()]).toEqual([markerOf(container, 'Bravo')]);
    map.highlight(null);
    expect(highlighted()).toHaveLength(0);
  });

  it('opens a card with the title as text, whose link hands the point to the screen', async () => {
    const user = userEvent.setup();
    const hostile = '<img src=x onerror=alert(1)>';
    const container = await mount({ kind: 'centre', lat: 48, lng: 2, zoom: 12 });
    const point = at('hostile', 48.0, 2.0, hostile);
    map.setPoints([point]);

    await user.click(markerOf(container, hostile));
    const link = within(container).getByRole('link', { name: hostile });
    expect(link).toHaveAttribute('href', '/item/hostile');
    expect(link).toHaveFocus();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    const thumbnail = container.querySelector('.results-map-card img');
    expect(thumbnail).toHaveAttribute('alt', '');

    // A modified click opens the item the browser's way (a new tab): not the screen's business.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(options.onOpenPoint).not.toHaveBeenCalled();

    await user.click(link);
    expect(options.onOpenPoint).toHaveBeenCalledWith(point);
    await user.keyboard('{Enter}');
    expect(options.onOpenPoint).toHaveBeenCalledTimes(2);
  });

  it('opens the card from the keyboard, and Escape closes it with focus back on the marker', async () => {
    const user = userEvent.setup();
    const container = await mount({ kind: 'centre', lat: 48, lng: 2, zoom: 12 });
    map.setPoints([at('a', 48.0, 2.0, 'Alpha')]);

    markerOf(container, 'Alpha').focus();
    await user.keyboard('{Enter}');
    expect(within(container).getByRole('link', { name: 'Alpha' })).toHaveFocus();
    expect(within(container).getByRole('button', { name: 'Close card' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(within(container).queryByRole('link', { name: 'Alpha' })).toBeNull();
    expect(markerOf(container, 'Alpha')).toHaveFocus();
  });

  it('opens a point in a cluster by zooming in until it stands alone', async () => {
    const container = await mount();
    map.setPoints(THOUSANDS);
    map.openPoint('island-7');

    expect(within(container).getByRole('link', { name: 'Item island-7' })).toBeInTheDocument();
    expect(markerOf(container, 'Item island-7')).toBeInTheDocument();
    expect(map.current().zoom).toBeGreaterThan(8);
    expect(options.onMoveEnd).not.toHaveBeenCalled();
  });

  it('leaves the element as it found it when destroyed', async () => {
    const container = await mount();
    map.setPoints(THOUSANDS);
    map.destroy();
    expect(container).not.toHaveAttribute('role');
    expect(container).not.toHaveAttribute('aria-label');
    expect(container.querySelector('.leaflet-marker-icon, .leaflet-control')).toBeNull();
    map = { destroy() {} } as ResultsMapHandle;
  });
});
