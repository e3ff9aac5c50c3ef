import { expect, test, type Locator, type Page } from './fixtures';
import { returningVisitor } from './visitor';

const inspector = (page: Page) => page.getByRole('dialog', { name: 'Event inspector' });
const toggle = (page: Page) => page.getByRole('button', { name: /^Events \d+$/ });

/** True when a click at the element's centre would reach it: nothing is drawn over it. */
function isOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && node.contains(hit);
  });
}

/** How many result cards share the first row of the grid on the screen. */
function cardsInFirstRow(page: Page): Promise<number> {
  return page.getByRole('list', { name: 'Search results' }).evaluate((grid) => {
    const cards = [...grid.querySelectorAll('.result-card')];
    const top = cards[0]?.getBoundingClientRect().top ?? 0;
    return cards.filter((card) => Math.abs(card.getBoundingClientRect().top - top) < 2).length;
  });
}

test('docked at 1366 px the inspector leaves the grid its columns and its button in sight', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/?debug=events');
  await expect(inspector(page)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link'),
  ).not.toHaveCount(0);
  expect(await cardsInFirstRow(page)).toBeGreaterThanOrEqual(2);
  const drawerBox = await inspector(page).boundingBox();
  const toggleBox = await toggle(page).boundingBox();
  expect(toggleBox && drawerBox && toggleBox.x + toggleBox.width).toBeLessThanOrEqual(
    drawerBox?.x ?? 0,
  );
  expect(await isOnTop(toggle(page))).toBe(true);

  // The button still works while the drawer is open: it closes it, and opens it again.
  await toggle(page).click();
  await expect(inspector(page)).toBeHidden();
  await toggle(page).click();
  await expect(inspector(page)).toBeVisible();
  await expect(inspector(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(inspector(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test('as a bottom sheet on a phone its button sits above it, and Escape closes it from the page', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about?debug=events');
  await expect(inspector(page)).toBeVisible();
  const sheetTop = (await inspector(page).boundingBox())?.y ?? 0;
  const toggleBox = await toggle(page).boundingBox();
  expect((toggleBox?.y ?? Infinity) + (toggleBox?.height ?? 0)).toBeLessThanOrEqual(sheetTop);
  expect(await isOnTop(toggle(page))).toBe(true);

  // Opened by the address, it took no focus; Escape still closes it.
  await page.keyboard.press('Escape');
  await expect(inspector(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(page).toHaveURL(/\/about\?debug=events$/);
});

test('?debug=events stays in the address through a search, a filter, a page and another screen', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto('/?debug=events');
  await expect(inspector(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Search the archive' }).fill('a');
  await expect(page).toHaveURL(/\/\?q=a&debug=events$/);
  await page.keyboard.press('Tab');
  await page.getByRole('checkbox', { name: /^Photos/ }).check();
  await expect(page).toHaveURL(/\/\?q=a&type=photo&debug=events$/);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/\?q=a&type=photo&page=2&debug=events$/);
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  // The Map link carries the search (issue 25, point 23) and the parameter with it.
  await expect(page).toHaveURL(/\/map\?q=a&type=photo&debug=events$/);
  await page.reload();
  await expect(inspector(page)).toBeVisible();
});
