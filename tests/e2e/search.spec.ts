import { expect, test, type Page } from './fixtures';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the archive' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

/** Third-party requests the page tried: mock mode must answer everything inside the browser. */
function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('requestfailed', (request) => foreign.push(`failed: ${request.url()}`));
  page.on('console', (message) => {
    if (message.type() === 'error') foreign.push(`console: ${message.text()}`);
  });
  return foreign;
}

test('a word from a title finds the item, highlighted, and a typo still finds it', async ({
  page,
}) => {
  const problems = watchForeignRequests(page);
  await page.goto('/');
  await expect(page.getByText(/^52 results/)).toBeVisible();

  await searchBox(page).fill('dragonfly');
  const card = results(page).getByRole('link', { name: /Dragonfly/ });
  await expect(card).toBeVisible();
  await expect(card.locator('.result-card-title mark')).toHaveText('Dragonfly');
  await expect(page).toHaveURL(/\?q=dragonfly$/);

  await searchBox(page).fill('dragonfyl');
  await expect(results(page).getByRole('link', { name: /Dragonfly/ })).toBeVisible();

  // One wrong letter in a four-letter word is still within Algolia's typo tolerance.
  await searchBox(page).fill('kote');
  const kite = results(page).getByRole('link', { name: /Kite/ });
  await expect(kite).toBeVisible();
  await expect(kite.locator('.result-card-title mark')).toHaveText('Kite');
  expect(problems).toEqual([]);
});

test('a facet refinement and the query survive a reload and back/forward', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('mountains');
  // Leaving the box closes its suggestions, which would cover the filters.
  await page.keyboard.press('Tab');
  await expect(results(page).getByRole('link', { name: /Aitzgorri/ })).toBeVisible();
  // The URL is written after a pause: a change before it would share the query's history entry.
  await expect(page).toHaveURL(/\?q=mountains$/);
  await page.getByRole('checkbox', { name: /Videos/ }).check();
  await expect(page).toHaveURL(/\?q=mountains&type=video$/);
  await expect(page.getByText(/^1 result\b/)).toBeVisible();

  await page.reload();
  await expect(searchBox(page)).toHaveValue('mountains');
  await expect(page.getByRole('checkbox', { name: /Videos/ })).toBeChecked();
  await expect(results(page).getByRole('link')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\?q=mountains$/);
  await expect(page.getByRole('checkbox', { name: /Videos/ })).not.toBeChecked();
  await expect(results(page).getByRole('link', { name: /Aitzgorri/ })).toBeVisible();

  await page.goForward();
  await expect(page.getByRole('checkbox', { name: /Videos/ })).toBeChecked();
});

test('a copied URL opens the same view in a new tab', async ({ page, context }) => {
  await page.goto('/?q=sea&tags=waves&sort=newest');
  await expect(
    results(page)
      .getByRole('link', { name: /Skagen/ })
      .first(),
  ).toBeVisible();
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);
  await expect(searchBox(other)).toHaveValue('sea');
  await expect(other.getByRole('combobox', { name: 'Sort' })).toHaveValue(/_newest$/);
  await expect(other.getByRole('button', { name: 'Remove filter Tag: waves' })).toBeVisible();
});

test('results are responsive images that do not shift the layout', async ({ page }) => {
  await page.goto('/');
  const first = results(page).locator('img').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('width', /\d+/);
  await expect(first).toHaveAttribute('height', /\d+/);
  const avif = results(page).locator('source[type="image/avif"]').first();
  await expect(avif).toHaveAttribute('srcset', /640w/);
  await expect(results(page).locator('img[loading="lazy"]').first()).toBeAttached();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
            total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.05);
});

test('an item page opens from the results and unknown pages say not found', async ({ page }) => {
  await page.goto('/?q=kite');
  await results(page).getByRole('link', { name: /Kite/ }).click();
  await expect(page.getByRole('heading', { name: 'Kite', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/item\/kite$/);
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('kite');

  await page.goto('/item/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Item not found' })).toBeVisible();
  await page.goto('/some/where/else');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a hostile URL is cleaned and its markup shown as text', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&page=-3&year=abc');
  await expect(searchBox(page)).toHaveValue('<img src=x onerror=alert(1)>');
  await expect(page.getByText('Nothing matches “<img src=x onerror=alert(1)>”')).toBeVisible();
  expect(dialogs).toBe(0);
});
