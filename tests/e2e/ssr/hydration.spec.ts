import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Pages rendered in Node at build time (scripts/render/render-pages.ts, decision 038) are
 * hydrated, not drawn again: the markup the page arrived with stays, React attaches to it without
 * a mismatch, and the first results are not asked for a second time. Runs against a mock build
 * made with React's development build (which reports every mismatch; the production build
 * reports few and patches none), rendered by that script (playwright.ssr.config.ts), not in the
 * gate yet:
 *
 *   npx playwright test -c playwright.ssr.config.ts
 */

// These journeys watch the page as it arrives and as it is hydrated: `page.goto` must not wait.
test.use({ waitForApp: false });

const SEARCH_REQUEST = /\/1\/indexes\/[^/]+\/queries/;

const ATTRIBUTES_DIFFER =
  /^A tree hydrated but some attributes of the server rendered HTML didn't match/;

/**
 * The one difference between a rendered page and the app, made on purpose: style attributes are
 * rules of the page's stylesheet (`data-style`, scripts/render/page-styles.ts). React's
 * development build reports it with every other attribute difference; only when each line of
 * its diff is that one (a `data-style` the page has, a style property the app has) is it not a
 * mismatch.
 */
function isMovedStylesOnly(message: string): boolean {
  if (!ATTRIBUTES_DIFFER.test(message)) return false;
  // The diff's lines are indented; the explanation's bullet points above them are not.
  const changed = message.split('\n').filter((line) => /^[+-]\s{2,}/.test(line));
  return (
    changed.length > 0 &&
    changed.every((line) =>
      line.startsWith('-')
        ? /^-\s+(data-style="s\d+"|style=\{\{\}\})$/.test(line)
        : /^\+\s+(style=\{\{.*\}\}|[-\w]+: .*)$/.test(line),
    )
  );
}

/** Console errors and uncaught errors (a hydration mismatch is reported as one), and searches. */
function watchPage(page: Page) {
  const problems: string[] = [];
  const searches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isMovedStylesOnly(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (SEARCH_REQUEST.test(request.url())) searches.push(request.postData() ?? '');
  });
  return { problems, searches };
}

/** Keeps the element the page's HTML holds at `selector`, before any of the app's code runs. */
async function keepParsedElement(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { parsed: Element | null }).parsed = document.querySelector(wanted);
    });
  }, selector);
}

const stillParsedElement = (page: Page, selector: string) =>
  page.evaluate((wanted) => {
    const parsed = (window as unknown as { parsed: Element | null }).parsed;
    return parsed !== null && parsed === document.querySelector(wanted) && parsed.isConnected;
  }, selector);

/** Drawn by the app only once hydrated (this browser's choice, not part of the page's HTML). */
const hydrated = (page: Page) =>
  expect(page.getByRole('dialog', { name: 'Privacy choices' })).toBeVisible();

test('`/` arrives with its first results and is hydrated without a second search', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('id="folio-page-data"');
  expect(html.match(/<li[^>]*class="result-card/g) ?? []).toHaveLength(24);

  const { problems, searches } = watchPage(page);
  await keepParsedElement(page, '.results-grid');
  await page.goto('/');
  await hydrated(page);
  // The screen itself is hydrated (its route's code arrived and committed: app/screen-running.ts).
  // Typing before that would be undone.
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '');
  expect(await stillParsedElement(page, '.results-grid')).toBe(true);
  expect(searches).toEqual([]);
  expect(problems).toEqual([]);

  // Hydrated, not just shown: the search box searches.
  await page.getByRole('combobox', { name: 'Search the archive' }).fill('leaf');
  await expect(page).toHaveURL(/\?q=leaf$/);
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('an item page arrives with its record and is hydrated without fetching it again', async ({
  page,
}) => {
  const html = await (await page.request.get('/item/aqua')).text();
  expect(html).toMatch(/<h1 id="item-title"[^>]*>.*Aqua/);
  expect(html).toContain('Charles Barbin');

  const { problems, searches } = watchPage(page);
  await keepParsedElement(page, '#item-title');
  await page.goto('/item/aqua');
  await hydrated(page);
  expect(await stillParsedElement(page, '#item-title')).toBe(true);
  expect(searches.filter((body) => body.includes('objectID:\\"aqua\\"'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('at an address without a page of its own, index.html is not hydrated as `/`', async ({
  page,
}) => {
  const { problems } = watchPage(page);
  await page.goto('/?q=forest');
  await hydrated(page);
  await expect(page.getByRole('combobox', { name: 'Search the archive' })).toHaveValue('forest');
  expect(problems).toEqual([]);
});

test('a rendered page has the visitor’s theme before any of the app’s code runs', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/item/aqua');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#item-title')).toContainText('Aqua');
});

/** The pages that load for themselves (useLoad) carry what they loaded: nothing is asked again. */
for (const { path, parsed, says } of [
  { path: '/collections', parsed: '.collection-list', says: /\d+ items/ },
  { path: '/about', parsed: '.credit-list', says: /Credits and licences/ },
  { path: '/collections/space', parsed: '.results-grid', says: /Space/ },
  { path: '/map', parsed: '.results-grid', says: /Map/ },
]) {
  test(`${path} arrives rendered and is hydrated without a mismatch or a second request`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('id="folio-page-data"');
    expect(html).toMatch(says);

    const { problems, searches } = watchPage(page);
    await keepParsedElement(page, parsed);
    await page.goto(path);
    await hydrated(page);
    expect(await stillParsedElement(page, parsed)).toBe(true);
    // The map asks for its points once drawn (map-points-client.ts): that is the map's own.
    if (path !== '/map') expect(searches).toEqual([]);
    expect(problems).toEqual([]);
  });
}
