import type { BrowserContext, Page } from '@playwright/test';
import { HOSTILE_COLLECTION, LONG_WORD, MARKUP, SCRIPT_MARK } from '../fixtures/hostile-collection';
import { collectionResponse } from '../fixtures/serve-collection';
import { expect, test } from './fixtures';
import { REAL_MODE_SEARCH_HOSTS } from './real-mode-build';

/**
 * The real build over a search service that holds hostile and malformed records (answered by the
 * test at the network): no script runs, nothing is wider than a 390 px screen, no crash screen,
 * and every record still has its card and its page.
 */
const ALGOLIA_QUERIES = REAL_MODE_SEARCH_HOSTS;

async function serveHostileIndex(context: BrowserContext): Promise<void> {
  await context.route(ALGOLIA_QUERIES, async (route) => {
    const body = (route.request().postDataJSON() ?? null) as Parameters<
      typeof collectionResponse
    >[1];
    await route.fulfill({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(collectionResponse(HOSTILE_COLLECTION, body)),
    });
  });
}

async function expectSafeAndNarrow(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      (mark) => (window as unknown as Record<string, unknown>)[mark],
      SCRIPT_MARK,
    ),
  ).toBeUndefined();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await expect(page.getByText(/could not be shown|something went wrong/i)).toHaveCount(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  await serveHostileIndex(context);
});

test('the home page shows every record as text, none wider than a phone', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Search results' });
  await expect(grid.getByRole('listitem')).toHaveCount(HOSTILE_COLLECTION.length);
  await expect(grid.getByText(MARKUP).first()).toBeVisible();
  await expect(grid.getByText('Untitled (only-an-id)')).toBeVisible();
  await expectSafeAndNarrow(page);
  // The photos do not load here, so each shows its alt text: a long one stays in its box.
  const tallest = await grid
    .getByRole('listitem')
    .evaluateAll((cards) => Math.max(...cards.map((card) => card.getBoundingClientRect().height)));
  expect(tallest).toBeLessThan(600);
});

test('every record has an item page that shows what it can', async ({ page }) => {
  // One full page load per record, each about a second here and more on a busy machine.
  test.setTimeout(15_000 + HOSTILE_COLLECTION.length * 3_000);
  for (const record of HOSTILE_COLLECTION) {
    await page.goto(`/item/${encodeURIComponent(String(record.objectID))}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toBeEmpty();
    await expect(heading).not.toHaveText(/not found/i);
    await expectSafeAndNarrow(page);
  }
});

test('a 10,000-character word wraps on the item page and in the search box', async ({ page }) => {
  await page.goto('/item/long-words');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(LONG_WORD.slice(0, 50));
  await expectSafeAndNarrow(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search the archive' }).fill(LONG_WORD);
  await expect(page).toHaveURL(/\?q=WWWW/);
  await expectSafeAndNarrow(page);
});
