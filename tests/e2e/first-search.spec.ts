import { expect, test, type Page } from './fixtures';
import { FakeSearchService } from './fake-search-service.ts';

/**
 * The landing page's search leaves from the small entry, before the app's code (boot.tsx) has
 * downloaded, and is the only search the page makes (real-mode build: the test answers Algolia's
 * hosts). The app's chunk is held back here, so a search that waited for it would come late.
 */
/** Holds the app's chunk back for a second; returns when it was let through. */
async function holdBackTheApp(page: Page): Promise<() => number> {
  let servedAt = 0;
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    servedAt = Date.now();
    await route.continue();
  });
  return () => servedAt;
}

test('the landing search leaves before the app’s code has loaded, and is sent once', async ({
  page,
  context,
}) => {
  const service = await FakeSearchService.install(context);
  const bootServedAt = await holdBackTheApp(page);
  await page.goto('/?q=kite');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kite/ }).first()).toBeVisible();
  await page.waitForTimeout(500);

  expect(bootServedAt()).toBeGreaterThan(0);
  expect(service.requests).toHaveLength(1);
  expect(service.requests[0]?.at).toBeLessThan(bootServedAt());
  // The first result's image was asked for with the search's answer, with the card's own choice.
  const preload = page.locator('head link[rel="preload"][as="image"]').first();
  await expect(preload).toHaveAttribute('imagesrcset', /\/media\//);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  // The HTML opened the search host's connection, in the mode searches use.
  await expect(page.locator('head link[rel="preconnect"][crossorigin]')).toHaveAttribute(
    'href',
    /^https:\/\/\w+-dsn\.algolia\.net$/,
  );
});

test('an item page’s record leaves before the app’s code has loaded, and its photo is preloaded', async ({
  page,
  context,
}) => {
  const service = await FakeSearchService.install(context);
  const bootServedAt = await holdBackTheApp(page);
  await page.goto('/item/blinds');
  await expect(page.getByRole('heading', { level: 1, name: 'Blinds' })).toBeVisible();

  expect(service.requests[0]?.at).toBeLessThan(bootServedAt());
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', /\/media\/blinds\//);
  // The photo drawn is the file the preload fetched: one request for it.
  const photo = page.locator('.item-stage img');
  await expect(photo).toHaveJSProperty('complete', true);
  const src = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  const fetched = await page.evaluate((url) => performance.getEntriesByName(url).length, src);
  expect(fetched).toBe(1);
});

test('when the app’s code cannot be downloaded, the page says so instead of staying blank', async ({
  page,
  context,
}) => {
  await FakeSearchService.install(context);
  await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/?q=kite');
  await expect(page.locator('#root')).toHaveText(
    'This page could not load. Check your connection, then reload.',
  );
});
