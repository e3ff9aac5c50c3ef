import { site } from '../../src/config/site';
import { appRunning } from './app-running';
import { expect, test, type Page } from './fixtures';
import { returningVisitor } from './visitor';

/**
 * The start-up of a page rendered at build time (src/start/README.md): its markup is drawn before
 * any of the app's code runs, in the visitor's theme, with the first results' photo fetched first;
 * where the build's index.html stands for another address, that markup is never shown.
 */

const ITEM = '/item/blinds';
const APP_CODE = /\/assets\/boot-[\w-]+\.js$/;

// These journeys watch the page before the app runs: `page.goto` must not wait for it.
test.use({ viewport: { width: 412, height: 823 }, waitForApp: false });

/** Holds back the app's own code (boot.tsx's chunk) until `release` is called. */
async function holdBackTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a shared item link shows its photo, title and credit before any of the app’s code runs', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(ITEM);

  await expect(page.getByRole('heading', { name: 'Blinds', level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toContainText('Lennart Poettering');
  const photo = page.locator('#root .item-image img').first();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).not.toHaveAttribute('loading', 'lazy');
});

test('a visitor’s chosen theme is the rendered page’s first paint, before the app runs', async ({
  page,
}) => {
  await returningVisitor(page, 'dark');
  await page.route('**/assets/*.js', (route) => route.abort());
  // The theme as it stands at each frame, from the first one drawn.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { themes: string[] }).themes = frames;
    const record = () => {
      if (document.body) frames.push(getComputedStyle(document.documentElement).backgroundColor);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  for (const address of [ITEM, '/']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const themes = await page.evaluate(() => (window as unknown as { themes: string[] }).themes);
    expect(themes.length).toBeGreaterThan(0);
    expect(new Set(themes), address).toEqual(new Set(['rgb(20, 20, 22)']));
  }
});

test('`/` shows its first results before any of the app’s code runs, the first photo first', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');

  const cards = page.locator('#root .result-card');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText('Fallen Leaf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.archiveName);
  // The first card's photo is the page's largest paint: asked for first, not lazily.
  const images = page.locator('#root .results-grid img');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(images.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => images.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('`/?q=leaf` never shows `/`’s default results, then shows the results for leaf', async ({
  page,
}) => {
  await returningVisitor(page);
  // At every frame: the visible result cards and the visible results heading.
  await page.addInitScript(() => {
    const frames: { cards: number; stats: string | null }[] = [];
    (window as unknown as { frames: typeof frames }).frames = frames;
    const visible = (element: Element) => element.checkVisibility();
    const record = () => {
      const stats = [...document.querySelectorAll('.result-stats')].find(visible);
      frames.push({
        cards: [...document.querySelectorAll('.result-card')].filter(visible).length,
        stats: stats?.textContent ?? null,
      });
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const release = await holdBackTheApp(page);
  await page.goto('/?q=leaf');

  // The page arrived with `/`'s markup (index.html), which stays hidden while the app loads.
  await expect(page.locator('#root .result-card')).toHaveCount(24);
  await expect(page.locator('#root')).toBeHidden();
  release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    `${site.archiveName} — Search results for “leaf”`,
  );
  const leafStats = page.getByRole('heading', { name: /^\d+ results? in \d+ ms$/ });
  await expect(leafStats).toBeVisible();
  await expect(leafStats).not.toHaveText(/^52 results/);
  await expect(page.locator('.result-card').first()).toBeVisible();

  const frames = await page.evaluate(
    () => (window as unknown as { frames: { cards: number; stats: string | null }[] }).frames,
  );
  expect(frames.some((frame) => frame.stats?.startsWith('52 results'))).toBe(false);
  const firstLeafFrame = frames.findIndex((frame) => /^\d+ results? in/.test(frame.stats ?? ''));
  expect(firstLeafFrame).toBeGreaterThan(0);
  // Before the app's own results: not one card drawn.
  expect(frames.slice(0, firstLeafFrame).every((frame) => frame.cards === 0)).toBe(true);
});

test('when the app cannot start on a rendered page, it says so instead of leaving the page', async ({
  page,
}) => {
  // Mock mode's search service (MSW and the engine, in their own chunk) cannot load: the app
  // shows its start-up error in place of the rendered item page.
  await page.route(/\/assets\/browser-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(ITEM);
  await expect(
    page.getByRole('heading', { name: 'The demo search service could not start' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blinds' })).toHaveCount(0);
});

test('once `/` is hydrated from its rendered results, a result’s page opens with its photo', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto('/');
  await appRunning(page);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: /Fallen Leaf/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Fallen Leaf', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /not working/ })).toHaveCount(0);
});
