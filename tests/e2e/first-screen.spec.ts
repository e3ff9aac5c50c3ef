import { site } from '../../src/config/site';
import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';

/**
 * Prerendered pages (scripts/prerender/prerender-pages.ts, run by `npm run build:mock`): the HTML
 * of `/` and of each item page shows the screen as the app draws it, and the app takes it over.
 */

const ITEM = '/item/blinds';
const PHOTO = /\/media\/blinds\/\d+\.(avif|webp|jpg)$/;
const APP_CODE = /\/assets\/boot-[\w-]+\.js$/;

const firstScreen = (page: Page) => page.locator('#first-screen');

async function photoBox(page: Page, scope: string, image = '.item-image img') {
  return page
    .locator(`${scope} ${image}`)
    .first()
    .evaluate((image: HTMLImageElement) => {
      const { x, y, width, height } = image.getBoundingClientRect();
      const loaded = image.complete && image.naturalWidth > 0;
      return { x, y, width, height, loaded, file: new URL(image.currentSrc).pathname };
    });
}

test.use({ viewport: { width: 412, height: 823 } });

test('a shared item link shows its photo, title and credit before any of the app’s code runs', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(ITEM);

  await expect(firstScreen(page).locator('h1')).toHaveText('Blinds');
  await expect(firstScreen(page)).toContainText('Lennart Poettering');
  await expect(firstScreen(page)).toContainText('Download original');
  await expect.poll(async () => (await photoBox(page, '#first-screen')).loaded).toBe(true);
  await expect(page).toHaveTitle('Blinds · Folio');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Close-up of a backlit green leaf showing its fine parallel veins.',
  );
  // A picture, not the page yet: nothing in it can be focused or read out as the page.
  await expect(firstScreen(page)).toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { name: 'Blinds' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor’s chosen theme is the prerendered page’s before the app runs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('folio:theme', 'dark'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(ITEM);
  await expect(firstScreen(page).locator('h1')).toHaveText('Blinds');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(background).toBe('rgb(20, 20, 22)');
});

test('the app takes the same screen over: the same photo file in the same place, and the title gets focus', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    // Once the app runs, mock mode's service worker sees the page's requests; only the page's own
    // request for the photo is counted (the worker fetches it again: a cost of mock mode only).
    if (PHOTO.test(request.url()) && !events.includes('app code requested'))
      events.push(`photo requested ${request.url()}`);
    if (APP_CODE.test(request.url())) events.push('app code requested');
  });
  page.on('requestfinished', (request) => {
    if (PHOTO.test(request.url())) events.push('photo loaded');
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await released;
    await route.continue();
  });

  // A slow photo: the app's code must still wait for it.
  await page.route(PHOTO, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });

  await page.goto(ITEM);
  await expect.poll(() => events.includes('app code requested')).toBe(true);
  const drawnAtBuild = await photoBox(page, '#first-screen');
  expect(drawnAtBuild.loaded).toBe(true);
  await expect(page.locator('#root')).toBeHidden();

  release();
  await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
  await expect(firstScreen(page)).toHaveCount(0);
  const title = page.getByRole('heading', { name: 'Blinds', level: 1 });
  await expect(title).toBeFocused();
  const drawnByApp = await photoBox(page, '#root');
  expect(drawnByApp).toEqual(drawnAtBuild);

  // The photo came first, alone; the app's code was asked for once it had arrived.
  const photoRequests = events.filter((event) => event.startsWith('photo requested'));
  expect(photoRequests).toHaveLength(1);
  expect(events.indexOf('photo loaded')).toBeLessThan(events.indexOf('app code requested'));
  expect(photoRequests[0]).toContain(drawnByApp.file);
});

test('when the app cannot start, it says so instead of leaving the copy up', async ({ page }) => {
  // Mock mode's search service (MSW and the engine, in their own chunk) cannot load: the app
  // shows its start-up error.
  await page.route(/\/assets\/browser-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(ITEM);
  await expect(
    page.getByRole('heading', { name: 'The demo search service could not start' }),
  ).toBeVisible();
  await expect(firstScreen(page)).toHaveCount(0);
});

const FIRST_CARD_IMAGE = '.results-grid .result-card img';

test('`/` shows its first results before any of the app’s code runs', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');

  await expect(firstScreen(page).locator('.result-card')).toHaveCount(24);
  await expect(firstScreen(page).locator('.result-card').first()).toContainText('Fallen Leaf');
  await expect(firstScreen(page).locator('.result-stats')).toHaveText('52 results');
  await expect
    .poll(async () => (await photoBox(page, '#first-screen', FIRST_CARD_IMAGE)).loaded)
    .toBe(true);
  await expect(firstScreen(page)).toHaveAttribute('inert', '');
  expect(await seriousViolations(page)).toEqual([]);
});

test('on `/` the other cards’ images are fetched once the first card’s photo has loaded', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  const media: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/media/')) media.push(path);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/media/fallen-leaf/**', async (route) => {
    await released;
    await route.continue();
  });
  // Not "load": that waits for the photo held back here.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(firstScreen(page).locator('.result-card')).toHaveCount(24);
  await expect.poll(() => media.length).toBeGreaterThan(0);
  // The page is drawn and its head script has had time to act (well within its 3 s safety delay).
  await page.waitForTimeout(300);
  expect(media.filter((path) => !path.startsWith('/media/fallen-leaf/'))).toEqual([]);

  release();
  const secondCard = firstScreen(page).locator('.results-grid > li:nth-child(2) img');
  // Until its source is given back it has none (and no currentSrc).
  await expect
    .poll(() => secondCard.evaluate((image: HTMLImageElement) => image.naturalWidth > 0))
    .toBe(true);
  expect(media[0]).toMatch(/^\/media\/fallen-leaf\//);
});

test('where index.html stands for another address, `/`’s copy is never shown', async ({ page }) => {
  // Only the app's code is held back: the page's own head script runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const address of ['/about', '/collections/space', '/?q=forest', '/item/not-in-the-build']) {
    await page.goto(address);
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
    await expect(firstScreen(page)).toBeHidden();
    await expect(page.locator('#root')).toBeAttached();
  }
  await page.goto('/');
  await expect(firstScreen(page)).toBeVisible();
});

test('on `/` the app takes the results over in place, once the first photo has arrived', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect
    .poll(async () => (await photoBox(page, '#first-screen', FIRST_CARD_IMAGE)).loaded)
    .toBe(true);
  const drawnAtBuild = await photoBox(page, '#first-screen', FIRST_CARD_IMAGE);
  await expect(page.locator('#root')).toBeHidden();
  // The archive's name and description are in the copy, where the app draws them.
  await expect(firstScreen(page).locator('h1')).toHaveText(site.archiveName);
  await expect(firstScreen(page)).toContainText(site.description);
  const introAtBuild = await firstScreen(page).locator('.search-intro').boundingBox();

  release();
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await expect(firstScreen(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^52 results in \d+ ms$/ })).toBeVisible();
  const drawnByApp = await photoBox(page, '#root', FIRST_CARD_IMAGE);
  expect(drawnByApp).toEqual(drawnAtBuild);
  expect(await page.locator('#root .search-intro').boundingBox()).toEqual(introAtBuild);
});
