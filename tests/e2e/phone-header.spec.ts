import { expect, test, type Page } from './fixtures';
import { returningVisitor } from './visitor';

const PHONE = { width: 390, height: 844 };
/** One row: the 40 px links and buttons with the header's padding and border. */
const ONE_ROW_PX = 72;

const header = (page: Page) => page.getByRole('banner');
const headerHeight = (page: Page) =>
  header(page).evaluate((element) => element.getBoundingClientRect().height);
const exploreTrigger = (page: Page) =>
  page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Explore' });
const themeSelect = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/', '/item/kite', '/map', '/about']) {
    test(`on a 390 px phone the header of ${path} is one row (${theme} theme)`, async ({
      page,
    }) => {
      await returningVisitor(page, theme);
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Before the site menu has loaded (plain links) and after: the same single row.
      const before = await headerHeight(page);
      expect(before).toBeLessThanOrEqual(ONE_ROW_PX);
      await expect(exploreTrigger(page)).toBeVisible();
      expect(await headerHeight(page)).toBe(before);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Nothing sticks out of the row: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      // The theme is not in the header on a phone: it is in the menu.
      await expect(themeSelect(page)).toBeHidden();
    });
  }
}

test('on a phone the item page search is a button that opens over the same row', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.setViewportSize(PHONE);
  await page.goto('/item/kite');
  await expect(page.getByRole('heading', { name: 'Kite', level: 1 })).toBeVisible();
  const height = await headerHeight(page);
  const open = header(page).getByRole('button', { name: 'Open search' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(header(page).getByRole('searchbox')).toBeHidden();

  await open.click();
  const box = header(page).getByRole('searchbox', { name: 'Search the archive' });
  await expect(box).toBeFocused();
  expect(await headerHeight(page)).toBe(height);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(open).toBeFocused();

  // Left empty, a tap elsewhere folds it away too.
  await open.click();
  await expect(box).toBeFocused();
  await page.getByRole('heading', { name: 'Kite', level: 1 }).click();
  await expect(box).toBeHidden();

  await open.focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await page.keyboard.type('leaf');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?q=leaf$/);
  await expect(page.getByRole('link', { name: /Fallen Leaf/ })).toBeVisible();
});

test('on a phone the theme is changed from the site menu, by keyboard too', async ({ page }) => {
  await returningVisitor(page, 'light');
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await expect(exploreTrigger(page)).toBeVisible();
  await exploreTrigger(page).focus();
  await page.keyboard.press('Enter');
  const select = page.getByRole('group', { name: 'Display' }).getByRole('combobox', {
    name: 'Theme',
  });
  await expect(select).toBeVisible();
  for (let presses = 0; presses < 30; presses++) {
    if (await select.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(select).toBeFocused();
  await expect(select).toHaveValue('light');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(select).toHaveValue('dark');

  // By pointer too, and remembered for the next page load.
  await select.selectOption('system');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('folio:theme'))).toBeNull();
  await select.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('folio:theme'))).toBe('dark');
});

test('from 768 px the theme stays in the header and the menu has none', async ({ page }) => {
  await returningVisitor(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/item/kite');
  await expect(header(page).getByRole('searchbox', { name: 'Search the archive' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Open search' })).toBeHidden();
  expect(await headerHeight(page)).toBeLessThanOrEqual(ONE_ROW_PX);
  await exploreTrigger(page).click();
  await expect(page.getByRole('list', { name: 'Collections' })).toBeVisible();
  // One theme control in sight: the header's; the menu's is for phones only.
  await expect(themeSelect(page)).toHaveCount(1);
  await expect(header(page).locator('.header-theme-select')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Display' })).toBeHidden();
});
