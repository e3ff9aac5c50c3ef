import { expect, test } from './fixtures';

/**
 * A real build searching offline through `npm run engine:serve` (served-build.ts): the search
 * leaves for the configured host, the engine answers as Algolia would (a transposition is one
 * typo), and nothing goes to Algolia's hosts.
 */
const ENGINE_ORIGIN = `http://127.0.0.1:${process.env.E2E_ENGINE_PORT}`;

test('a real build searches engine:serve, and a swapped pair of letters still finds the photo', async ({
  page,
}) => {
  const searchHosts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/1/')) searchHosts.push(url.origin);
  });
  await page.goto('/?q=flalen');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Fallen Leaf/ }).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Search the archive' }).fill('brdige');
  await expect(results.getByRole('link', { name: /Bridge/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/q=brdige/);

  expect(searchHosts.length).toBeGreaterThan(0);
  expect(new Set(searchHosts)).toEqual(new Set([ENGINE_ORIGIN]));
});

test('an item page of the real build reads its record from engine:serve', async ({ page }) => {
  await page.goto('/item/kite');
  await expect(page.getByRole('heading', { level: 1, name: 'Kite' })).toBeVisible();
});
