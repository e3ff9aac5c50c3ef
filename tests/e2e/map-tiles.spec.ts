import { expect, test, type Page, type Request } from './fixtures';
import { outlineBandRows, outlinePaths, TILE_HOST } from './map-pixels';
import { returningVisitor } from './visitor';

const resultsMap = (page: Page) => page.getByRole('group', { name: 'Map of results' });
const itemMap = (page: Page) =>
  page.getByRole('region', { name: 'Location' }).getByRole('group', { name: /^Map: / });
const askButton = (page: Page) =>
  page.getByRole('button', { name: 'Show map tiles from OpenStreetMap' });

/** Every request for an OpenStreetMap tile, answered by the mock worker or not. */
function watchTiles(page: Page): string[] {
  const tiles: string[] = [];
  page.on('request', (request: Request) => {
    if (TILE_HOST.test(request.url())) tiles.push(request.url());
  });
  return tiles;
}

test('/map asks no tile of OpenStreetMap before the visitor agrees on the map', async ({
  page,
}) => {
  // Refused tracking on an earlier visit; unlike returningVisitor, a later choice survives a load.
  await page.addInitScript(() => {
    if (localStorage.getItem('folio.consent') !== null) return;
    localStorage.setItem(
      'folio.consent',
      JSON.stringify({ version: 1, analytics: false, insights: false, decidedAt: '2026-11-01' }),
    );
  });
  const tiles = watchTiles(page);
  await page.goto('/map?q=skagen');
  const map = resultsMap(page);
  await expect(map.getByRole('button', { name: /^Skagen|Cluster/ }).first()).toBeVisible();
  await expect.poll(() => outlinePaths(map).count()).toBeGreaterThan(100);
  await page.waitForLoadState('networkidle');
  expect(tiles).toEqual([]);

  await askButton(page).click();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await expect(askButton(page)).toHaveCount(0);
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();

  // Remembered: the item page's map loads its tiles without asking again.
  const before = tiles.length;
  await page.goto('/item/skagen');
  await expect(itemMap(page)).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(before);
  await expect(askButton(page)).toHaveCount(0);
});

test('an item page asks no tile before the Maps choice in Privacy choices', async ({ page }) => {
  const tiles = watchTiles(page);
  await page.goto('/item/skagen');
  const map = itemMap(page);
  await expect(map).toBeVisible();
  await expect(askButton(page)).toBeVisible();
  // Zoom 10 is past the outline's detail: the place and its position instead of a grey wedge.
  await expect(map.getByRole('status')).toHaveText(
    'Skagen, Denmark · 57.7209° N, 10.5839° E (approximate)',
  );
  await page.waitForLoadState('networkidle');
  expect(tiles).toEqual([]);

  const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
  await dialog.getByRole('button', { name: 'Choose' }).click();
  await dialog.getByRole('checkbox', { name: 'Maps' }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(askButton(page)).toHaveCount(0);
  await expect(map.getByRole('status')).toHaveCount(0);
});

test('the world outline has no band across the map (shapes across the antimeridian)', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto('/map?lat=0&lng=0&zoom=1');
  const map = resultsMap(page);
  await expect.poll(() => outlinePaths(map).count()).toBeGreaterThan(100);
  expect(await outlineBandRows(map)).toEqual([]);
  // Centred on the antimeridian: Russia's and Fiji's parts on both sides are drawn.
  await page.goto('/map?lat=20&lng=180&zoom=2');
  await expect.poll(() => outlinePaths(map).count()).toBeGreaterThan(100);
  expect(await outlineBandRows(map)).toEqual([]);
});
