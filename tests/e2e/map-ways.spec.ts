import { expect, test, type Locator, type Page } from './fixtures';
import { returningVisitor } from './visitor';

const mapOf = (page: Page) => page.getByRole('group', { name: 'Map of results' });
const box = (page: Page) => page.getByLabel('Search the archive');
const statsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /results? in/ });

test('the header’s Map link and “Show on a map” carry the query and filters', async ({ page }) => {
  await returningVisitor(page);
  await page.goto('/?q=skagen');
  await expect(statsHeading(page)).toHaveText(/^2 results/);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/map\?q=skagen$/);
  await expect(box(page)).toHaveValue('skagen');
  await expect(statsHeading(page)).toHaveText(/^2 results/);
  await expect(
    mapOf(page)
      .getByRole('button', { name: /^Skagen|Cluster/ })
      .first(),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Show as a grid' }).click();
  await expect(page).toHaveURL(/\/\?q=skagen$/);
  await page.getByRole('link', { name: 'Show on a map' }).click();
  await expect(page).toHaveURL(/\/map\?q=skagen$/);
  await expect(box(page)).toHaveValue('skagen');
});

test('from the search box, the first marker is within 10 Tab presses', async ({ page }) => {
  await returningVisitor(page);
  await page.goto('/map?q=skagen');
  const map = mapOf(page);
  await expect(map.getByRole('button', { name: /^Skagen|Cluster/ }).first()).toBeVisible();
  await box(page).focus();
  let presses = 0;
  const onMarker = () =>
    page.evaluate(() => document.activeElement?.closest('.leaflet-marker-pane') !== null);
  while (!(await onMarker()) && presses < 80) {
    await page.keyboard.press('Tab');
    presses += 1;
    const skip = page.getByRole('link', { name: 'Skip to the map' });
    if (await skip.evaluate((link) => link === document.activeElement)) {
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(map).toBeFocused();
    }
  }
  expect(presses).toBeLessThanOrEqual(10);
});

/** The element's box in the page (Leaflet's buttons focus the map, which may scroll it). */
const boxInPage = (element: Locator) =>
  element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });

test('“Search this area” appears without moving the map', async ({ page }) => {
  await returningVisitor(page);
  await page.goto('/map?area=58,11,55,8');
  await expect(statsHeading(page)).toHaveText(/^4 results/);
  const map = mapOf(page);
  await page.getByRole('checkbox', { name: 'Search as I move the map' }).uncheck();
  const before = await boxInPage(map);
  await map.getByRole('button', { name: 'Zoom out' }).click();
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toBeVisible();
  expect(await boxInPage(map)).toEqual(before);
  // Over the map, clear of the "Show map tiles" button.
  const [area, ask] = await Promise.all([
    boxInPage(searchArea),
    boxInPage(page.getByRole('button', { name: /^Show map tiles/ })),
  ]);
  expect(area.y >= ask.y + ask.height || area.x + area.width <= ask.x).toBe(true);
  await searchArea.click();
  await expect(page).toHaveURL(/area=(?!58,11,55,8)/);
  await expect(searchArea).toHaveCount(0);
  expect(await boxInPage(map)).toEqual(before);
});
