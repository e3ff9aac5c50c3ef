import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page, type Route } from './fixtures';

const ORIGINAL = '/media/blinds/blinds.jpg';
const downloadGroup = (page: Page) => page.getByRole('group', { name: 'Download' });
const downloadOriginal = (page: Page) =>
  downloadGroup(page).getByRole('button', { name: 'Download original' });
const message = (page: Page) => downloadGroup(page).getByRole('status');

/** Every file the browser saves during the test. */
function watchDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return downloads;
}

/**
 * Routes the downloader's request for the original. In mock mode MSW's service worker lets
 * same-origin media through by fetching it itself, so the request that reaches the network is
 * the worker's, which only a context route sees; the page's <img> requests are left alone.
 */
async function routeOriginal(page: Page, handle: (route: Route) => void): Promise<void> {
  await page.context().route(`**${ORIGINAL}`, (route) => {
    const type = route.request().resourceType();
    if (type === 'xhr' || type === 'fetch') handle(route);
    else void route.fallback();
  });
}

test('the original of a demo photo saves as blinds.jpg, byte for byte the served file', async ({
  page,
}) => {
  await page.goto('/item/blinds');
  const downloadStarts = page.waitForEvent('download');
  await downloadOriginal(page).click();
  const download = await downloadStarts;

  expect(download.suggestedFilename()).toBe('blinds.jpg');
  const saved = await readFile(await download.path());
  const served = await (await page.request.get(ORIGINAL)).body();
  expect(saved.byteLength).toBeGreaterThan(10_000);
  expect(saved.equals(served)).toBe(true);
  await expect(message(page)).toHaveText('Saved blinds.jpg');
});

test('a download whose request never answers stops after 40 s with its message', async ({
  page,
}) => {
  test.setTimeout(70_000);
  const downloads = watchDownloads(page);
  let requested: () => void = () => {};
  const requestSeen = new Promise<void>((resolve) => (requested = resolve));
  // Never fulfilled: the server "hangs" until the downloader's own timeout gives up.
  await routeOriginal(page, () => requested());

  await page.goto('/item/blinds');
  await downloadOriginal(page).click();
  await requestSeen;
  await expect(page.getByRole('progressbar', { name: 'Downloading blinds.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await expect(message(page)).toHaveText(
    'blinds.jpg was not saved: the server did not answer within 40 seconds. Check your connection and try again.',
    { timeout: 50_000 },
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Download' }).getByRole('button', { name: 'Try again' }),
  ).toBeVisible();
  expect(downloads).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});

test('a refused download names its HTTP status and saves nothing', async ({ page }) => {
  const downloads = watchDownloads(page);
  await routeOriginal(page, (route) => void route.fulfill({ status: 404, body: 'Not found' }));

  await page.goto('/item/blinds');
  await downloadOriginal(page).click();

  await expect(message(page)).toHaveText(
    'blinds.jpg was not saved: the file is no longer on the server (HTTP 404). Try again later.',
  );
  await expect(
    page.getByRole('group', { name: 'Download' }).getByRole('button', { name: 'Try again' }),
  ).toBeVisible();
  expect(downloads).toEqual([]);
});

test('the sizes menu lists every rendition with its bytes and fits a 320 px screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/item/blinds');
  const toggle = downloadGroup(page).getByRole('button', { name: 'Other sizes' });
  const webp1920 = downloadGroup(page).getByRole('button', {
    name: /^WebP 1920 × 1200 px \d+(\.\d)? (KB|MB)$/,
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(downloadGroup(page).getByRole('button', { name: /^WebP/ })).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // 13 renditions; the served files' Content-Length fills in the bytes.
  const sizes = downloadGroup(page).getByRole('listitem').getByRole('button');
  await expect(sizes).toHaveCount(13);
  await expect(sizes.first()).toHaveAccessibleName(/^JPEG|^WebP|^AVIF/);
  await expect(webp1920).toBeVisible();
  // Nothing of the menu reaches past the right edge of the screen.
  const widest = await downloadGroup(page).evaluate((group) =>
    Math.max(
      ...[group, ...group.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right),
    ),
  );
  expect(widest).toBeLessThanOrEqual(320);

  await toggle.click();
  await expect(webp1920).toBeHidden();
});
