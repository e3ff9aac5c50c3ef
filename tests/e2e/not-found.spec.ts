import { expect, test, type Page } from './fixtures';
import { returningVisitor } from './visitor';

const noindex = (page: Page) => page.locator('meta[name="robots"]');

/** One search form, holding the address's words; the way back; and noindex. */
async function expectNotFoundScreen(page: Page, heading: string, words: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search the archive' })).toHaveValue(words);
  await expect(page.getByRole('link', { name: 'Back to the archive' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(noindex(page)).toHaveAttribute('content', 'noindex');
}

test.beforeEach(async ({ page }) => returningVisitor(page));

test('an unknown address: 404 from the host, one search holding its words, a way back', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  // The dev server knows no 404.html; `vite preview` of the build answers as a static host.
  if (!process.env.E2E_DEV) expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page, 'Page not found', 'no such page');

  await page.getByRole('searchbox', { name: 'Search the archive' }).fill('kite');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?q=kite$/);
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await expect(noindex(page)).toHaveCount(process.env.E2E_DEV ? 0 : 1);
});

test('an unknown item: the same screen, its address already in the search box', async ({
  page,
}) => {
  const response = await page.goto('/item/does-not-exist');
  if (!process.env.E2E_DEV) expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page, 'Item not found', 'does not exist');
  await expect(
    page.getByText('No item in this archive has the address “does-not-exist”'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the archive' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/^52 results/)).toBeVisible();
});

test('404.html, as a host serves it, is marked noindex and is the app’s not-found screen', async ({
  page,
}) => {
  test.skip(!!process.env.E2E_DEV, '404.html is written by the build');
  const response = await page.request.get('/404.html');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toMatch(/<title>Page not found · /);
  expect(html).toContain('There is no page at this address.');

  await page.goto('/404.html');
  await expectNotFoundScreen(page, 'Page not found', '');
});
