import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import {
  FakeSearchService,
  SERVICE_MESSAGE_400,
  type ServiceFailure,
} from './fake-search-service.ts';

/**
 * The failure matrix of docs/reliability.md, in a real-mode build (the `real` project in
 * playwright.config.ts): the real client calls Algolia's hosts and the test answers them. Each
 * journey checks the message, the time to it, Try again (or its absence), the address, and
 * that the page recovers once the service does.
 */

const BUDGET_MS = 10_000;
const SERVICE_DOWN = 'The search service is not working right now';
const CONNECTION_LOST = 'The connection was lost';

interface Case {
  failure: ServiceFailure | 'offline';
  message: string;
  retry: boolean;
  /** Requests the failed search costs: one, or the search host and one fallback. */
  attempts: 1 | 2;
  /** The variable the owner has to fix, named on screen. */
  variable?: string;
}

const MATRIX: Case[] = [
  { failure: '400', message: 'This search could not be run', retry: false, attempts: 1 },
  {
    failure: '403',
    message: 'The search service refused this archive’s key',
    retry: false,
    attempts: 1,
    variable: 'VITE_ALGOLIA_SEARCH_KEY',
  },
  {
    failure: '404',
    message: 'The archive’s search index was not found',
    retry: false,
    attempts: 1,
    variable: 'VITE_ALGOLIA_INDEX',
  },
  // Retry-After is not waited for: one request, then the message.
  { failure: '429', message: 'Too many searches right now', retry: true, attempts: 1 },
  { failure: '500', message: SERVICE_DOWN, retry: true, attempts: 2 },
  { failure: '503 HTML page', message: SERVICE_DOWN, retry: true, attempts: 2 },
  { failure: 'malformed JSON', message: SERVICE_DOWN, retry: true, attempts: 1 },
  { failure: 'no answer', message: SERVICE_DOWN, retry: true, attempts: 2 },
  { failure: 'connection reset', message: CONNECTION_LOST, retry: true, attempts: 2 },
  { failure: 'offline', message: CONNECTION_LOST, retry: true, attempts: 2 },
];

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the archive' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

/** Console lines of the page: where the service's own words must go. */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

/**
 * How long since the visitor's action (`started`), and since the search left the page (the
 * first request the service saw after it): both are recorded on the test, the first is held to
 * 10 s.
 */
function recordTime(label: string, started: number, service: FakeSearchService): number {
  const now = Date.now();
  const searchLeft = service.requests.find(({ at }) => at >= started)?.at;
  const sinceSearch =
    searchLeft === undefined ? '' : `, ${now - searchLeft} ms after the search left`;
  test.info().annotations.push({ type: label, description: `${now - started} ms${sinceSearch}` });
  return now - started;
}

async function timeToMessage(
  alert: Locator,
  { message }: Case,
  started: number,
  service: FakeSearchService,
) {
  await expect(alert.getByRole('heading', { name: message })).toBeVisible({ timeout: BUDGET_MS });
  const elapsed = recordTime('time to message', started, service);
  expect(elapsed, 'time to the message').toBeLessThanOrEqual(BUDGET_MS);
}

/** For a search with no answer: "still searching" shows after about 2 s, not before. */
async function expectStillWaiting(
  page: Page,
  text: string,
  started: number,
  service: FakeSearchService,
) {
  await expect(page.getByText(text)).toBeVisible({ timeout: 5000 });
  expect(recordTime('time to still waiting', started, service)).toBeGreaterThanOrEqual(1500);
}

async function expectWhatTheMessageSays(
  page: Page,
  alert: Locator,
  testCase: Case,
  consoleLines: string[],
  { service, requestsBefore }: { service: FakeSearchService; requestsBefore: number },
) {
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(
    testCase.retry ? 1 : 0,
  );
  // The search host, then (for a 5xx, a timeout or a lost connection) one fallback; no more.
  const hosts = [/-dsn\.algolia\.net$/, /-[1-3]\.algolianet\.com$/].slice(0, testCase.attempts);
  expect(service.requests.slice(requestsBefore).map(({ host }) => host)).toEqual(
    hosts.map((host) => expect.stringMatching(host)),
  );
  if (testCase.variable) await expect(alert).toContainText(testCase.variable);
  // The service's own words (and an HTML error page) stay out of the page.
  await expect(page.locator('body')).not.toContainText('Service Unavailable');
  await expect(page.locator('body')).not.toContainText('Invalid syntax');
  if (testCase.failure === '400') {
    await expect
      .poll(() => consoleLines.some((line) => line.includes(SERVICE_MESSAGE_400)))
      .toBe(true);
  }
}

/** The service is healthy again: the page comes back by itself, by Try again, or by a reload. */
async function recover(
  page: Page,
  context: BrowserContext,
  service: FakeSearchService,
  alert: Locator,
  testCase: Case,
) {
  service.recover();
  if (testCase.failure === 'offline') await context.setOffline(false);
  else if (testCase.retry) await alert.getByRole('button', { name: 'Try again' }).click();
  else await page.reload();
}

test.describe('search screen', () => {
  for (const testCase of MATRIX) {
    test(`${testCase.failure}: “${testCase.message}”`, async ({ page, context }) => {
      const service = await FakeSearchService.install(context);
      const consoleLines = watchConsole(page);
      const address = '/?q=kite&type=photo';
      let started: number;
      let requestsBefore = 0;
      if (testCase.failure === 'offline') {
        await page.goto('/?type=photo');
        await expect(results(page)).toBeVisible();
        await context.setOffline(true);
        service.goOffline();
        requestsBefore = service.requests.length;
        started = Date.now();
        await searchBox(page).fill('kite');
      } else {
        service.fail(testCase.failure);
        started = Date.now();
        await page.goto(address);
      }
      if (testCase.failure === 'no answer') {
        await expectStillWaiting(page, 'Still searching…', started, service);
      }
      const alert = page.getByRole('alert').filter({ hasText: testCase.message });
      await timeToMessage(alert, testCase, started, service);
      await expectWhatTheMessageSays(page, alert, testCase, consoleLines, {
        service,
        requestsBefore,
      });
      await expect(page).toHaveURL(address);
      await expect(searchBox(page)).toHaveValue('kite');
      await expect(results(page)).toBeHidden();

      await recover(page, context, service, alert, testCase);
      await expect(results(page).getByRole('link', { name: /Kite/ })).toBeVisible();
      await expect(alert).toHaveCount(0);
      await expect(page).toHaveURL(address);
    });
  }

  test('a search that fails mid-visit keeps the visitor’s words and never shows the last results as theirs', async ({
    page,
    context,
  }) => {
    const service = await FakeSearchService.install(context);
    await page.goto('/?q=kite');
    await expect(results(page).getByRole('link', { name: /Kite/ })).toBeVisible();

    service.fail('500');
    await searchBox(page).fill('leaf');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: SERVICE_DOWN })).toBeVisible();
    await expect(page).toHaveURL('/?q=leaf');
    await expect(page.getByRole('link', { name: /Kite/ })).toHaveCount(0);

    service.recover();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(results(page).getByRole('link', { name: /Fallen Leaf/ })).toBeVisible();
    await expect(page).toHaveURL('/?q=leaf');
  });

  test('a slow answer shows “Still searching…” after about 2 s, then the results', async ({
    page,
    context,
  }) => {
    const service = await FakeSearchService.install(context);
    // Slow enough for "Still searching…" (2 s), and inside the fallback host's 4 s to connect
    // (search-timeouts.ts) with room to spare on a busy machine: 3.5 s left only 0.5 s.
    service.slowDown(2500);
    const started = Date.now();
    await page.goto('/?q=kite');
    await expectStillWaiting(page, 'Still searching…', started, service);
    await expect(results(page).getByRole('link', { name: /Kite/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('item page', () => {
  for (const testCase of MATRIX) {
    test(`${testCase.failure}: “${testCase.message}”`, async ({ page, context }) => {
      const service = await FakeSearchService.install(context);
      const consoleLines = watchConsole(page);
      let address = '/item/kite';
      let title = 'Kite';
      let started: number;
      let requestsBefore = 0;
      if (testCase.failure === 'offline') {
        // Open one item first, so the item screen's code is in the page before the network goes.
        await page.goto('/');
        await results(page).getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.goBack();
        const next = results(page).getByRole('link').nth(1);
        address = (await next.getAttribute('href')) ?? '';
        title = (await next.locator('.result-card-title').textContent()) ?? '';
        await context.setOffline(true);
        service.goOffline();
        requestsBefore = service.requests.length;
        started = Date.now();
        await next.click();
      } else {
        service.fail(testCase.failure);
        started = Date.now();
        await page.goto(address);
      }
      if (testCase.failure === 'no answer') {
        await expectStillWaiting(page, 'Still loading…', started, service);
      }
      const alert = page.getByRole('alert').filter({ hasText: testCase.message });
      await timeToMessage(alert, testCase, started, service);
      await expectWhatTheMessageSays(page, alert, testCase, consoleLines, {
        service,
        requestsBefore,
      });
      await expect(alert.getByRole('link', { name: 'Back to the archive' })).toBeVisible();
      await expect(page).toHaveURL(address);

      await recover(page, context, service, alert, testCase);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(alert).toHaveCount(0);
      await expect(page).toHaveURL(address);
    });
  }
});

test('a screen whose code could not be downloaded offline reloads by itself when back online', async ({
  page,
  context,
}) => {
  const service = await FakeSearchService.install(context);
  await page.goto('/?q=kite');
  const card = results(page).getByRole('link', { name: /Kite/ });
  await expect(card).toBeVisible();

  // The item screen's code has not been needed yet, so going offline leaves it out of reach.
  await context.setOffline(true);
  service.goOffline();
  await card.click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(alert).toContainText('You seem to be offline');
  await expect(page).toHaveURL('/item/kite');

  service.recover();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Kite', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/item/kite');
});
