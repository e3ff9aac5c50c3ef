import { expect, test, type Page } from './fixtures';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the archive' });
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).locator('[data-object-id]');

/** A visitor who accepted search improvement on an earlier visit. */
async function acceptedInsights(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'folio.consent',
      JSON.stringify({ version: 1, analytics: false, insights: true, decidedAt: '2026-11-01' }),
    );
  });
}

/** The "Results Viewed" requests the mock Insights API received: the objectIDs of each. */
function viewRequests(page: Page): Promise<string[][]> {
  return page.evaluate(() => {
    const traffic = (
      window as unknown as {
        __folioMockTraffic: { entries(): { destination: string; body: unknown }[] };
      }
    ).__folioMockTraffic;
    return traffic
      .entries()
      .filter((entry) => entry.destination === 'Insights')
      .map((entry) =>
        (entry.body as { events: { eventName: string; objectIDs: string[] }[] }).events
          .filter((event) => event.eventName === 'Results Viewed')
          .flatMap((event) => event.objectIDs),
      )
      .filter((objectIDs) => objectIDs.length > 0);
  });
}

const objectIDsOf = (page: Page) =>
  cards(page).evaluateAll((links) =>
    links.map((link) => (link as HTMLElement).dataset.objectId ?? ''),
  );

test('a typed search sends one view event, for its own results, not one per keystroke', async ({
  page,
}) => {
  await acceptedInsights(page);
  // A laptop's screen tall enough for two rows of cards below the timeline: the four results
  // (three in a row) are all in view.
  await page.setViewportSize({ width: 1366, height: 900 });
  // From a search with no results, so no earlier screen of cards can count as seen meanwhile.
  await page.goto('/?q=zzzz');
  await expect(page.getByText('Nothing matches “zzzz”')).toBeVisible();
  await searchBox(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  // At typing speed each keystroke's results are drawn before the next key.
  await searchBox(page).pressSequentially('leaves', { delay: 250 });
  await expect(cards(page)).toHaveCount(4);
  const leaves = (await objectIDsOf(page)).sort();

  // All four are in view: they are seen together, in one event.
  await expect
    .poll(async () => (await viewRequests(page)).flat().sort(), { timeout: 5000 })
    .toEqual(leaves);
  expect(await viewRequests(page)).toHaveLength(1);
});

test('results viewed once are not counted again when the visitor comes back to them', async ({
  page,
}) => {
  await acceptedInsights(page);
  // Short enough that the second row of cards starts below the fold.
  await page.setViewportSize({ width: 1366, height: 600 });
  await page.goto('/');
  await expect(cards(page)).toHaveCount(24);
  const ids = await objectIDsOf(page);
  const first = ids[0] ?? '';
  await expect
    .poll(async () => (await viewRequests(page)).flat(), { timeout: 5000 })
    .toContain(first);
  const firstScreen = (await viewRequests(page)).flat();

  await cards(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
  // A little further down: the first row stays in view and the next one comes into it. Views of
  // both would be due by the time the new row's arrive.
  await page.mouse.wheel(0, 160);
  const unseen = ids.find((id) => !firstScreen.includes(id)) ?? '';
  await expect(cards(page).and(page.locator(`[data-object-id="${unseen}"]`))).toBeInViewport({
    ratio: 0.5,
  });
  await expect
    .poll(async () => (await viewRequests(page)).flat(), { timeout: 5000 })
    .toContain(unseen);
  const all = (await viewRequests(page)).flat();
  expect(all.filter((id) => firstScreen.includes(id))).toEqual(firstScreen);
  expect(new Set(all).size).toBe(all.length);
});
