import { seriousViolations } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';
import { blockTileServer, expectOutlineWithoutTiles, TILE_HOST } from './map-pixels';
import { mapsAgreedVisitor, returningVisitor } from './visitor';

const mapOf = (page: Page) => page.getByRole('group', { name: 'Map of results' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const statsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /results? in/ });

/** Requests that left the machine (not answered by the mock worker), failures, console errors. */
function watchProblems(page: Page, appOrigin: string): string[] {
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    // A reload cancels what is still on its way: that is the browser, not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed: ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (new URL(url).origin !== appOrigin && !response.fromServiceWorker())
      problems.push(`left the machine: ${url}`);
  });
  return problems;
}

/** Drags the map by (dx, dy) pixels with the mouse, in small steps as a hand would. */
async function drag(page: Page, map: Locator, dx: number, dy: number): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('The map has no box.');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

test('panning searches the new area; the URL has it, and a reload opens the same area', async ({
  page,
  baseURL,
}) => {
  await returningVisitor(page);
  const problems = watchProblems(page, new URL(baseURL ?? 'http://localhost').origin);
  await page.goto('/map?area=58,11,55,8');
  await expect(statsHeading(page)).toHaveText(/^4 results/);
  const map = mapOf(page);
  await expect(map.getByRole('button', { name: /Skagen|Cluster/ }).first()).toBeVisible();

  // Drag Denmark out of view to the east: the map now looks west, over the North Sea.
  await drag(page, map, 500, 0);
  await expect(page).not.toHaveURL(/area=58,11,55,8/);
  await expect(page).toHaveURL(/\/map\?area=[\d.-]+,[\d.-]+,[\d.-]+,[\d.-]+$/);
  await expect(statsHeading(page)).not.toHaveText(/^4 results/);
  const movedUrl = page.url();
  const movedStats = (await statsHeading(page).textContent())?.replace(/ in \d+ ms/, '');

  await page.reload();
  await expect(page).toHaveURL(movedUrl);
  await expect(statsHeading(page)).toHaveText(new RegExp(`^${movedStats}`));
  // Back steps to the area before the pan: each search was asked for.
  await page.goBack();
  await expect(page).toHaveURL(/area=58,11,55,8$/);
  await expect(statsHeading(page)).toHaveText(/^4 results/);
  expect(problems.filter((problem) => !TILE_HOST.test(problem.replace(/^\w+: /, '')))).toEqual([]);
});

test('with the tile server unreachable, the world outline still shows', async ({ page }) => {
  await mapsAgreedVisitor(page);
  const failedTiles = await blockTileServer(page);
  await page.goto('/map');
  await expectOutlineWithoutTiles(mapOf(page), failedTiles);
});

test('by keyboard: a marker opens its card, the card opens the item, Back returns to the map', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto('/map?area=58,11,55,8');
  await expect(statsHeading(page)).toHaveText(/^4 results/);
  const map = mapOf(page);
  const marker = map.getByRole('button', { name: 'Colorful Cups' });
  await expect(marker).toBeVisible();
  await marker.focus();
  await page.keyboard.press('Enter');
  const link = map.getByRole('link', { name: /Colorful Cups/ });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Colorful Cups' })).toBeVisible();
  await expect(page).toHaveURL(/\/item\/colorful-cups$/);
  await page.getByRole('link', { name: /Back to results/ }).click();
  await expect(page).toHaveURL(/\/map\?area=58,11,55,8$/);
  await expect(statsHeading(page)).toHaveText(/^4 results/);
});

test('a result in the list and its marker light up together', async ({ page }) => {
  await returningVisitor(page);
  await page.goto('/map?area=58,11,55,8');
  const map = mapOf(page);
  const marker = map.getByRole('button', { name: 'Spiff' });
  await expect(marker).toBeVisible();
  await results(page).getByRole('link', { name: /Spiff/ }).hover();
  await expect(marker).toHaveClass(/highlight/);
  await marker.hover();
  await expect(results(page).getByRole('link', { name: /Spiff/ })).toHaveClass(/is-highlighted/);
});

test('an item’s “Show on the map” lands on the map with its card open', async ({ page }) => {
  await returningVisitor(page);
  await page.goto('/item/skagen');
  await page.getByRole('link', { name: 'Show on the map' }).click();
  await expect(page).toHaveURL(/\/map\?lat=57\.7209&lng=10\.5839&zoom=10&item=skagen$/);
  await expect(mapOf(page).getByRole('link', { name: /^Skagen$/ })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`/map in the ${theme} theme has no serious accessibility violations`, async ({ page }) => {
    await returningVisitor(page, theme);
    await page.goto('/map');
    await expect(statsHeading(page)).toHaveText(/^8 results/);
    await expect(mapOf(page).getByRole('button').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('at 390 px the map sits above the list and nothing scrolls sideways', async ({ page }) => {
  await returningVisitor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/map');
  await expect(statsHeading(page)).toHaveText(/^8 results/);
  await expect(mapOf(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
