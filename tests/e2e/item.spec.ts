import { appRunning } from './app-running';
import { expect, test, type Page } from './fixtures';
import { viewportTop } from './viewport';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer/ });
/** The viewer has finished opening and takes keys. */
const viewerReady = (page: Page) => expect(page.locator('.pswp[data-state="open"]')).toBeVisible();

/** Zoom of the open viewer relative to its fitted size, as PhotoSwipe reports it. */
function zoomFactor(page: Page) {
  return page.evaluate(() => {
    const slide = (
      window as unknown as {
        pswp?: { currSlide?: { currZoomLevel: number; zoomLevels: { fit: number } } };
      }
    ).pswp?.currSlide;
    return slide ? slide.currZoomLevel / slide.zoomLevels.fit : null;
  });
}

test('an item opened from a search: focus on its title, next by key, back to the same scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  // A returning visitor: the privacy banner would cover the card Playwright scrolls to click.
  await page.addInitScript(() =>
    localStorage.setItem(
      'folio.consent',
      JSON.stringify({ version: 1, analytics: false, insights: false, decidedAt: '2026-11-01' }),
    ),
  );
  await page.goto('/');
  await expect(page.getByText(/^52 results/)).toBeVisible();
  // A click on the rendered page before the app runs would load the item's page from scratch.
  await appRunning(page);
  const cards = results(page).getByRole('link');
  await expect(cards).toHaveCount(24);
  const tenth = cards.nth(9);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  const topBefore = await viewportTop(tenth);
  const title = (await tenth.locator('.result-card-title').textContent()) ?? '';
  await tenth.click();

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toBeFocused();
  await expect(page.getByText('10 of 52')).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('11 of 52')).toBeVisible();
  await expect(heading).not.toHaveText(title);
  await page.keyboard.press('ArrowLeft');
  await expect(heading).toHaveText(title);

  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(results(page).getByRole('link').nth(9)).toBeFocused();
  // Back where the visitor was: the card they opened is where it sat on the screen.
  await expect
    .poll(async () =>
      Math.abs((await viewportTop(results(page).getByRole('link').nth(9))) - topBefore),
    )
    .toBeLessThan(3);
});

test('the viewer zooms from fit to 8×, steps to the next result and closes back to its opener', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const mediaRequests: string[] = [];
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Ranged reads are the camera details reading the original's head, not the viewer.
    if (url.pathname.startsWith('/media/') && !request.headers()['range'])
      mediaRequests.push(url.pathname);
    // Search goes to the (mocked) search service; nothing else may leave the page's origin.
    if (url.origin !== 'http://localhost:' + url.port && !url.hostname.endsWith('algolia.net'))
      if (!url.protocol.startsWith('data')) foreignRequests.push(request.url());
  });
  // The newest photo tagged "sky" is Kite; the viewer then has a next result to go to.
  await page.goto('/?tags=sky');
  const kiteCard = results(page).getByRole('link', { name: /Kite/ });
  await expect(results(page).getByRole('link').nth(1)).toBeVisible();
  const secondTitle =
    (await results(page).getByRole('link').nth(1).locator('.result-card-title').textContent()) ??
    '';
  await expect(results(page).getByRole('link').first()).toHaveText(/Kite/);
  await kiteCard.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kite' })).toBeVisible();

  const openButton = page.getByRole('button', { name: 'Open viewer', exact: true });
  await openButton.click();
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page)).toHaveAccessibleName('Viewer: Kite');
  await expect(page).toHaveURL(/#view=kite$/);
  await expect(page.locator('.pswp__caption')).toContainText('Kite');
  await viewerReady(page);
  await expect.poll(() => zoomFactor(page)).toBe(1);

  const widthOf = (path: string) => Number(/\/(\d+)\.\w+$/.exec(path)?.[1] ?? 0);
  const viewerFiles = () => mediaRequests.filter((path) => path.endsWith('.webp'));
  await expect.poll(() => viewerFiles().length).toBeGreaterThan(0);
  const widestAtFit = Math.max(...viewerFiles().map(widthOf));

  for (let press = 0; press < 5; press++) await page.keyboard.press('+');
  await expect.poll(() => zoomFactor(page)).toBeCloseTo(8, 5);
  // Zoomed in, the browser takes a wider rendition from the srcset.
  await expect.poll(() => Math.max(...viewerFiles().map(widthOf))).toBeGreaterThan(widestAtFit);
  await expect(page.locator('.pswp__zoom-level')).toContainText('8×');
  await page.keyboard.press('-');
  await expect.poll(() => zoomFactor(page)).toBeCloseTo(4, 5);

  // The next result of the search, by the viewer's own button (arrow keys pan while zoomed).
  await viewer(page).getByRole('button', { name: 'Next' }).click();
  await expect(viewer(page)).toHaveAccessibleName(`Viewer: ${secondTitle}`);
  await expect(page.locator('.pswp__caption')).toContainText(secondTitle);
  await expect(page).not.toHaveURL(/#view=kite$/);

  // The viewer never loads an original file (/media/<id>/<id>.<ext>), only renditions.
  expect(mediaRequests.filter((path) => /^\/media\/([^/]+)\/\1\./.test(path))).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(openButton).toBeFocused();
  await expect(page).toHaveURL(/\/item\/kite$/);
  expect(foreignRequests).toEqual([]);
});

test('the viewer from the grid steps across the page boundary; Back closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  await expect(results(page).getByRole('link')).toHaveCount(24);
  const last = results(page).getByRole('listitem').nth(23);
  await last.hover();
  const lastTitle = (await last.locator('.result-card-title').textContent()) ?? '';
  await last.getByRole('button', { name: /^Open viewer:/ }).click();
  await expect(viewer(page)).toHaveAccessibleName(`Viewer: ${lastTitle}`);
  await viewerReady(page);

  const lastHash = new URL(page.url()).hash;
  // The 25th result is on the next page of results: the viewer fetches it.
  await page.keyboard.press('ArrowRight');
  await expect(viewer(page)).toHaveAccessibleName(/^Viewer: .+/);
  await expect(viewer(page)).not.toHaveAccessibleName(`Viewer: ${lastTitle}`);
  await expect(page.locator('.pswp__caption')).not.toHaveText('');
  await expect.poll(() => new URL(page.url()).hash).not.toBe(lastHash);

  await page.goBack();
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('a shared link opens the viewer on that item', async ({ page }) => {
  await page.goto('/item/fallen-leaf#view=fallen-leaf');
  await expect(viewer(page)).toHaveAccessibleName('Viewer: Fallen Leaf');
  await viewerReady(page);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/item\/fallen-leaf$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fallen Leaf' })).toBeVisible();
});

for (const path of [
  '/item/blinds',
  '/item/city-timelapse',
  '/no/such/page',
  '/item/nothing-here',
]) {
  test(`no sideways scrolling at 320 px on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}
