import { expect, test, type Page } from './fixtures';
import { blockTileServer, outlinePaths, TILE_HOST } from './map-pixels';
import { mapsAgreedVisitor } from './visitor';

/** Leaflet, its CSS, the outline module and the world-atlas data, in dev and in the build. */
const MAP_CODE = /leaflet|world-outline|countries-110m|topojson/i;

const location = (page: Page) => page.getByRole('region', { name: 'Location' });
const mapOf = (page: Page) => location(page).getByRole('group', { name: /^Map: / });
const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost').origin;

/**
 * Every request the page made, and the problems: a request that failed, a console error, or a
 * third-party request that was not answered inside the browser by the mock service worker.
 */
function watchRequests(page: Page, appOrigin: string) {
  const urls: string[] = [];
  const tiles: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (TILE_HOST.test(url)) tiles.push(url);
    const foreign = new URL(url).origin !== appOrigin;
    if (foreign && !response.fromServiceWorker()) problems.push(`left the machine: ${url}`);
    else if (TILE_HOST.test(url) && response.status() !== 200) {
      problems.push(`tile ${response.status()}: ${url}`);
    }
  });
  return { urls, tiles, problems };
}

test('a GPS item shows its place and a small map whose tiles are answered in the browser', async ({
  page,
  baseURL,
}) => {
  await mapsAgreedVisitor(page);
  const seen = watchRequests(page, originOf(baseURL));
  await page.goto('/item/colorful-cups');

  await expect(location(page).getByText('Aarhus, Denmark')).toBeVisible();
  await expect(location(page).getByText(/Approximate position/)).toHaveCount(0);
  await expect(location(page).getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
    'href',
    '/map?lat=56.155995&lng=10.208205&zoom=14&item=colorful-cups',
  );
  const map = mapOf(page);
  await expect(map).toBeVisible();
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(map.locator('.location-marker')).toBeVisible();
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);

  // MSW's worker answered every tile (with its transparent PNG).
  expect(seen.tiles.length).toBeGreaterThan(0);
  expect(seen.tiles.every((url) => /\/14\/\d+\/\d+\.png$/.test(url))).toBe(true);
  expect(seen.urls.some((url) => MAP_CODE.test(url))).toBe(true);
  expect(seen.problems).toEqual([]);
});

test('a place-precision item says the position is approximate; the page scrolls past the map and its buttons zoom', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await mapsAgreedVisitor(page);
  const seen = watchRequests(page, originOf(baseURL));
  await page.goto('/item/skagen');

  await expect(location(page).getByText('Skagen, Denmark')).toBeVisible();
  await expect(location(page).getByText(/^Approximate position/)).toBeVisible();
  await expect(location(page).getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
    'href',
    '/map?lat=57.7209&lng=10.5839&zoom=10&item=skagen',
  );
  const map = mapOf(page);
  await expect(map).toHaveAccessibleName('Map: Skagen, Denmark (approximate position)');
  await expect(map.locator('.location-marker-approximate')).toBeVisible();
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);

  // The wheel scrolls the page, not the map.
  await map.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const box = await map.boundingBox();
  if (!box) throw new Error('The map has no box.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrollBefore);
  expect(seen.tiles.every((url) => /\/10\/\d+\/\d+\.png$/.test(url))).toBe(true);

  // The zoom buttons work from the keyboard.
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  await zoomIn.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => map.locator('img.leaflet-tile-loaded[src*="/11/"]').count())
    .toBeGreaterThan(0);
  expect(seen.problems).toEqual([]);
});

test('with the tile server unreachable, the map says where the place is', async ({ page }) => {
  await mapsAgreedVisitor(page);
  const failedTiles = await blockTileServer(page);
  await page.goto('/item/skagen');
  await expect.poll(() => failedTiles.length).toBeGreaterThan(0);
  // Zoom 10 is past the outline's detail: the place in words, not an empty wedge.
  await expect(mapOf(page).getByRole('status')).toHaveText(
    'Skagen, Denmark · 57.7209° N, 10.5839° E (approximate)',
  );
  await expect(location(page).getByRole('link', { name: 'Show on the map' })).toBeVisible();
});

test('an item without a position loads no map code', async ({ page, baseURL }) => {
  const seen = watchRequests(page, originOf(baseURL));
  await page.goto('/item/snow');
  await expect(location(page).getByText('Newark')).toBeVisible();
  await expect(location(page).getByRole('group')).toHaveCount(0);
  await expect(location(page).getByRole('link')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(seen.urls.filter((url) => MAP_CODE.test(url))).toEqual([]);

  await page.goto('/item/blinds');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(location(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(seen.urls.filter((url) => MAP_CODE.test(url))).toEqual([]);
  expect(seen.problems).toEqual([]);
});

test('nothing overflows at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/item/rocket');
  await expect(mapOf(page)).toBeVisible();
  await expect.poll(() => outlinePaths(mapOf(page)).count()).toBeGreaterThan(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
