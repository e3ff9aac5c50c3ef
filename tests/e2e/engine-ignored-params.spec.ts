import { MOCK_ALGOLIA } from '../../src/config/mock-defaults';
import { expect, test, type Page } from './fixtures';

/**
 * Mock mode names, once, each parameter the local engine ignores (issue 26), and the app itself
 * sends none: otherwise every visit would warn.
 */

const IGNORING = /^ignoring \S+: not supported by the local engine$/;

function ignoredWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && IGNORING.test(message.text())) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

/** A search the app never sends, from the page, so MSW's engine answers it. */
function searchWith(page: Page, params: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    async ({ appId, searchKey, indexName, extra }) => {
      const url = `https://${appId}-dsn.algolia.net/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${searchKey}`;
      const response = await fetch(url, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName, query: '', ...extra }] }),
      });
      return response.status;
    },
    { ...MOCK_ALGOLIA, extra: params },
  );
}

test('browsing in mock mode sends nothing the engine ignores', async ({ page }) => {
  const warnings = ignoredWarnings(page);
  await page.goto('/');
  await expect(page.getByText(/^\d+ results/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Search the archive' }).fill('mountains');
  // Leaving the box closes its suggestions, which would cover the filters.
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(/\?q=mountains$/);
  await page.getByRole('checkbox', { name: /Videos/ }).check();
  await expect(page).toHaveURL(/type=video/);
  await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/item\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The map asks for every located point, the collections page for counts.
  for (const path of ['/map', '/collections', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(warnings).toEqual([]);
});

test('a parameter the engine ignores is named once in the console', async ({ page }) => {
  const warnings = ignoredWarnings(page);
  await page.goto('/');
  await expect(page.getByText(/^\d+ results/)).toBeVisible();
  expect(await searchWith(page, { optionalFilters: ['type:video'] })).toBe(200);
  expect(await searchWith(page, { optionalFilters: ['type:photo'] })).toBe(200);
  await expect
    .poll(() => warnings)
    .toEqual(['ignoring optionalFilters: not supported by the local engine']);
});
