import { expect, test, type BrowserContext, type Page } from './fixtures';

/** Every host a tracker could reach: GA4, Tag Manager, and the search service's Insights API. */
const TRACKER_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)$|^insights(\.\w+)?\.algolia\.io$/;
const TRACKER_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_ALGOLIA)$/;

/** Requests from the page and from its service worker alike. */
function watchTrackers(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    if (TRACKER_HOST.test(new URL(request.url()).hostname)) urls.push(request.url());
  });
  return urls;
}

async function trackerCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => TRACKER_COOKIE.test(name));
}

const privacyChoices = (page: Page) => page.getByRole('dialog', { name: 'Privacy choices' });
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer/ });

/** Search, open a result in the viewer, open its page, download it: every event the app has. */
async function fullJourney(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Search the archive' }).fill('leaf');
  // Leaving the box closes its suggestions, which would cover the first results.
  await page.keyboard.press('Tab');
  const result = page.getByRole('link', { name: /Fallen Leaf/ });
  await expect(result).toBeVisible();
  await page.waitForTimeout(1500); // a search counts once typing settles
  await page.getByRole('button', { name: 'Open viewer: Fallen Leaf' }).click();
  await expect(page.locator('.pswp[data-state="open"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await result.click();
  await expect(page.getByRole('heading', { name: 'Fallen Leaf', level: 1 })).toBeVisible();
  const saved = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'Download' })
    .getByRole('button', { name: 'Download original' })
    .click();
  await saved;
  await page.waitForTimeout(500); // anything queued would have left by now
}

test('with "Reject all", a full journey sends nothing to GA, GTM or Insights and sets no cookie', async ({
  page,
  context,
}) => {
  const trackers = watchTrackers(context);
  await page.goto('/');
  await privacyChoices(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(privacyChoices(page)).toBeHidden();
  await fullJourney(page);

  expect(trackers).toEqual([]);
  expect(await trackerCookies(context)).toEqual([]);
  expect(
    await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length),
  ).toBe(0);
});

test('before any choice nothing is sent either, while search works', async ({ page, context }) => {
  const trackers = watchTrackers(context);
  await page.goto('/');
  await expect(privacyChoices(page)).toBeVisible();
  await fullJourney(page);
  expect(trackers).toEqual([]);
  expect(await trackerCookies(context)).toEqual([]);
});

test('the privacy choices sheet leaves room for the end of the page, set on <html> and <body> only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const sheet = privacyChoices(page);
  await expect(sheet).toBeVisible();
  const height = await sheet.evaluate((element) => (element as HTMLElement).offsetHeight);
  const room = () =>
    page.evaluate(() => ({
      body: getComputedStyle(document.body).paddingBottom,
      scroll: getComputedStyle(document.documentElement).scrollPaddingBottom,
      // Not inherited: a new height restyles these two, not every element of the page.
      inside: getComputedStyle(document.querySelector('main') ?? document.body).getPropertyValue(
        '--privacy-choices-space',
      ),
    }));
  await expect.poll(room).toEqual({ body: `${height}px`, scroll: `${height}px`, inside: '0px' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.locator('.site-footer');
  const footerEnd = await footer.evaluate((element) => element.getBoundingClientRect().bottom);
  const sheetTop = await sheet.evaluate((element) => element.getBoundingClientRect().top);
  expect(footerEnd).toBeLessThanOrEqual(sheetTop + 1);
});

test('with "Accept all" the tags load and the events reach GA4 and Insights; withdrawing deletes the cookies', async ({
  page,
  context,
}) => {
  const trackers = watchTrackers(context);
  await page.goto('/');
  await privacyChoices(page).getByRole('button', { name: 'Accept all' }).click();
  await fullJourney(page);

  const paths = trackers.map((url) => {
    const { hostname, pathname, searchParams } = new URL(url);
    return `${hostname}${pathname}${searchParams.has('en') ? ` en=${searchParams.get('en')}` : ''}`;
  });
  expect(paths).toEqual(
    expect.arrayContaining([
      'www.googletagmanager.com/gtag/js',
      'www.googletagmanager.com/gtm.js',
      'region1.google-analytics.com/g/collect en=page_view',
      'region1.google-analytics.com/g/collect en=search',
      'region1.google-analytics.com/g/collect en=select_item',
      'region1.google-analytics.com/g/collect en=view_item',
      'region1.google-analytics.com/g/collect en=file_download',
      'insights.algolia.io/1/events',
    ]),
  );
  // The search's own anonymous token, kept after consent; GA4's client and session cookies.
  expect(await trackerCookies(context)).toEqual(
    expect.arrayContaining(['_ALGOLIA', '_ga', '_ga_FOLIODEMO00']),
  );

  // Withdraw from the footer: cookies go, and nothing more is sent.
  await page.getByRole('button', { name: 'Privacy choices' }).click();
  const dialog = privacyChoices(page);
  await dialog.getByRole('checkbox', { name: /Analytics/ }).uncheck();
  await dialog.getByRole('checkbox', { name: /Search improvement/ }).uncheck();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => trackerCookies(context)).toEqual([]);
  const sentBefore = trackers.length;
  await page.getByRole('link', { name: 'Back to results' }).click();
  await page.getByRole('link', { name: /Fallen Leaf/ }).click();
  await expect(page.getByRole('heading', { name: 'Fallen Leaf', level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(trackers.slice(sentBefore)).toEqual([]);
  expect(await trackerCookies(context)).toEqual([]);
});

test('with Global Privacy Control on, no banner asks and nothing is sent until the visitor opts in', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  const trackers = watchTrackers(context);
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await page.waitForTimeout(1500); // the banner would have loaded by now
  await expect(privacyChoices(page)).toBeHidden();
  await fullJourney(page);
  expect(trackers).toEqual([]);

  await page.getByRole('button', { name: 'Privacy choices' }).click();
  await expect(privacyChoices(page)).toContainText('Global Privacy Control');
  await privacyChoices(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => trackers.some((url) => url.includes('/g/collect'))).toBe(true);
});

test('QA watches the events live in the inspector, blocked ones marked', async ({ page }) => {
  await page.goto('/?q=leaf');
  await expect(page.getByRole('link', { name: /Fallen Leaf/ })).toBeVisible();
  await page.getByRole('button', { name: /^Events/ }).click();
  const inspector = page.getByRole('dialog', { name: 'Event inspector' });
  await expect(inspector).toBeVisible();
  await expect(inspector).toContainText('page_view');
  await expect(inspector).toContainText('Blocked by consent');

  await privacyChoices(page).getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('link', { name: /Fallen Leaf/ }).click();
  await expect(inspector).toContainText('Result Opened');
  await expect(inspector).toContainText('select_item');
});

/** The objectIDs of every "Results Viewed" event the mock Insights API received, in order. */
function viewedObjectIDs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traffic = (
      window as unknown as {
        __folioMockTraffic: { entries(): { destination: string; body: unknown }[] };
      }
    ).__folioMockTraffic;
    return traffic
      .entries()
      .filter((entry) => entry.destination === 'Insights')
      .flatMap(
        (entry) => (entry.body as { events: { eventName: string; objectIDs: string[] }[] }).events,
      )
      .filter((event) => event.eventName === 'Results Viewed')
      .flatMap((event) => event.objectIDs);
  });
}

test('view events name only the results that were on screen, each once, also those seen before accepting', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Search results' }).locator('[data-object-id]');
  await expect(cards).toHaveCount(24);
  // The first screen's views are gathered and their batch blocked: no choice made yet.
  await page.waitForTimeout(1500);
  expect(await viewedObjectIDs(page)).toEqual([]);
  await privacyChoices(page).getByRole('button', { name: 'Accept all' }).click();
  const ids = await cards.evaluateAll((links) =>
    links.map((link) => (link as HTMLElement).dataset.objectId ?? ''),
  );
  const first = ids[0] ?? '';
  const last = ids[23] ?? '';

  await expect.poll(() => viewedObjectIDs(page), { timeout: 5000 }).toContain(first);
  await page.waitForTimeout(1500);
  const onFirstScreen = await viewedObjectIDs(page);
  expect(onFirstScreen).not.toContain(last);
  expect(onFirstScreen.length).toBeLessThan(24);

  await cards.nth(23).scrollIntoViewIfNeeded();
  await expect.poll(() => viewedObjectIDs(page), { timeout: 5000 }).toContain(last);
  const all = await viewedObjectIDs(page);
  expect(new Set(all).size).toBe(all.length);
  expect(all.every((id) => ids.includes(id))).toBe(true);
});
