import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { returningVisitor } from './visitor';
import { viewportTop } from './viewport';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(results(page).getByRole('link').first()).toBeVisible() },
  {
    path: '/?q=leaf&type=photo&colour=brown',
    ready: (page) => expect(results(page).getByRole('link').first()).toBeVisible(),
  },
  {
    path: '/collections',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/collections/space',
    ready: (page) => expect(results(page).getByRole('link').first()).toBeVisible(),
  },
  {
    path: '/about',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/no/such/page',
    ready: (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
];

for (const theme of ['light', 'dark'] as const) {
  for (const { path, ready } of PAGES) {
    test(`${path} in the ${theme} theme has no serious accessibility violations`, async ({
      page,
    }) => {
      await returningVisitor(page, theme);
      await page.goto(path);
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: () => Promise<boolean>, max = 60): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target()) return presses;
  }
  throw new Error(`focus did not reach the target in ${max} Tab presses`);
}

test('by keyboard alone: type, pick a suggestion, refine, open a result and come back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await returningVisitor(page);
  await page.goto('/');
  await expect(results(page).getByRole('link').first()).toBeVisible();

  const box = page.getByRole('combobox', { name: 'Search the archive' });
  await tabTo(page, () => box.evaluate((element) => element === document.activeElement));
  await page.keyboard.type('lea', { delay: 60 });
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const picked = (await suggestions.getByRole('option', { selected: true }).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(suggestions).toBeHidden();
  const query = await box.inputValue();
  expect(picked.toLowerCase()).toContain(query.toLowerCase());
  // The address follows the box after a pause: wait for the picked search to be in it (a
  // write of the typed letters may come first), so the refinement below is the next change.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);

  // Refine with the first filter checkbox the keyboard reaches.
  const inFilters = () =>
    page.evaluate(
      () =>
        document.activeElement instanceof HTMLInputElement &&
        document.activeElement.type === 'checkbox' &&
        document.activeElement.closest('.filter-panel') !== null,
    );
  await tabTo(page, inFilters);
  const before = page.url();
  await page.keyboard.press('Space');
  await expect.poll(() => page.url()).not.toBe(before);
  const refinedUrl = page.url();

  // On to the last result of the page, which sits below the fold.
  const cards = results(page).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const lastCard = cards.last();
  const lastId = await lastCard.getAttribute('data-object-id');
  await tabTo(
    page,
    () =>
      page.evaluate((id) => document.activeElement?.getAttribute('data-object-id') === id, lastId),
    200,
  );
  const topBefore = await viewportTop(lastCard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/item\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const back = page.getByRole('link', { name: 'Back to results' });
  await tabTo(page, () => back.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(refinedUrl);
  await expect(lastCard).toBeFocused();
  // Where the visitor was: the card they opened is where it sat on the screen.
  await expect
    .poll(async () => Math.abs((await viewportTop(lastCard)) - topBefore))
    .toBeLessThan(3);
});

test('on a phone the filters live in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await returningVisitor(page);
  await page.goto('/');
  await expect(results(page).getByRole('link').first()).toBeVisible();

  const button = page.getByRole('button', { name: /^Filters/ });
  // Above the results, not below them and the pager.
  const buttonTop = (await button.boundingBox())?.y ?? Infinity;
  const firstCardTop = (await results(page).getByRole('link').first().boundingBox())?.y ?? 0;
  expect(buttonTop).toBeLessThan(firstCardTop);
  // "in 1 ms" is not broken across lines beside the sort control.
  const timeLines = await page.locator('#results .result-stats-time').evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(timeLines).toBe(1);

  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('checkbox', { name: /^Photos/ }).check();
  await expect(page).toHaveURL(/type=photo/);
  const show = drawer.getByRole('button', { name: /^Show \d+ results?$/ });
  await expect(show).toHaveText(/^Show (?!52 )\d+ results?$/);
  await show.click();
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName(/1 active/);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
});
