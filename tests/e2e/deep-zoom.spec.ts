import sharp from 'sharp';
import { expect, test, type Page, type Request } from './fixtures';
import { pixelsIn, type Rgb } from './pixels';
import { returningVisitor } from './visitor';

/**
 * Deep zoom: zooming past the largest rendition of a photo with tiles goes on into its IIIF
 * tiles (OpenSeadragon, loaded then), to the original's pixels; the zoom and place stay in the
 * address. Bridge: a 3000 × 1687 original, renditions up to 2048 px, 512 px tiles.
 */
const ITEM = 'bridge';
const TILE = /\/media\/bridge\/iiif\/[^/]+\/(\d+),(\d+)\/0\/default\.jpg$/;
const MAGENTA: Rgb = [255, 0, 255];

const viewerReady = (page: Page) => expect(page.locator('.pswp[data-state="open"]')).toBeVisible();
const zoomLabel = (page: Page) => page.locator('.pswp__zoom-level');
const tilesDrawn = (page: Page) => page.locator('.viewer-deep-zoom[data-state="sharp"]');

/** Every tile comes back a solid magenta of its own size: what is drawn from a tile shows. */
async function markTiles(page: Page): Promise<void> {
  // On the context: in mock mode MSW's service worker makes the page's requests.
  await page.context().route(TILE, async (route) => {
    const [, width, height] = TILE.exec(route.request().url()) ?? [];
    const body = await sharp({
      create: {
        width: Number(width),
        height: Number(height),
        channels: 3,
        background: { r: 255, g: 0, b: 255 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    await route.fulfill({ body, contentType: 'image/jpeg' });
  });
}

const isMagenta = ([r, g, b]: Rgb) =>
  Math.abs(r - MAGENTA[0]) < 12 && g < 12 && Math.abs(b - MAGENTA[2]) < 12;

/** The share of a 200 × 200 square in the middle of the screen drawn in the tiles' colour. */
async function magentaAtCentre(page: Page): Promise<number> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  const pixels = await pixelsIn(page, {
    x: width / 2 - 100,
    y: height / 2 - 100,
    width: 200,
    height: 200,
  });
  return pixels.filter(isMagenta).length / pixels.length;
}

test.beforeEach(async ({ page }) => {
  await returningVisitor(page);
  await page.setViewportSize({ width: 1366, height: 900 });
});

test('zooming past the largest rendition draws the original from its tiles, loaded only then', async ({
  page,
}) => {
  await markTiles(page);
  const tileRequests: Request[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (TILE.test(request.url())) tileRequests.push(request);
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/item/${ITEM}#view=${ITEM}`);
  await viewerReady(page);
  await expect(zoomLabel(page)).toHaveText('1×');
  expect(await magentaAtCentre(page)).toBe(0);
  const scriptsBefore = scripts.length;

  // About 1.3× the rendition's pixels: past it, still short of the original's (3000 / 2048).
  await page.keyboard.press('+');
  await expect(tilesDrawn(page)).toBeVisible();
  expect(scripts.length, 'the deep zoom code loads on the zoom').toBeGreaterThan(scriptsBefore);
  expect(tileRequests.length).toBeGreaterThan(0);
  expect(await magentaAtCentre(page), 'the screen shows the tiles').toBeGreaterThan(0.99);
  await expect(zoomLabel(page)).toHaveText('2×');

  // Further in, the full-resolution tiles (512 px of the original each) are asked for.
  await page.keyboard.press('+');
  await expect(zoomLabel(page)).toHaveText(/^4× · beyond full resolution$/);
  expect(tileRequests.some((request) => /\/\d+,\d+,512,512\/512,512\//.test(request.url()))).toBe(
    true,
  );

  // The top bar's button zooms the tiles as the key does; they stay in charge.
  await page.getByRole('button', { name: 'Zoom out (−)' }).click();
  await expect(zoomLabel(page)).toHaveText('2×');
  await expect(tilesDrawn(page)).toBeVisible();

  // Out again, below the rendition: the tiles step aside and the rendition is back.
  await page.keyboard.press('-');
  await expect(zoomLabel(page)).toHaveText('1×');
  await expect(page.locator('.viewer-deep-zoom')).toHaveCount(0);
  expect(await magentaAtCentre(page)).toBe(0);

  // And in again, at once after "0" (a viewer stepping aside must not disturb the next one).
  await page.keyboard.press('+');
  await page.keyboard.press('0');
  await page.keyboard.press('+');
  await expect(tilesDrawn(page)).toBeVisible();
  await expect(zoomLabel(page)).toHaveText('2×');
  expect(await magentaAtCentre(page)).toBeGreaterThan(0.99);
});

test('the zoom and place are kept in the address, pan with the arrows, and survive a reload', async ({
  page,
}) => {
  await page.goto(`/item/${ITEM}#view=${ITEM}`);
  await viewerReady(page);
  await page.keyboard.press('+');
  await expect(tilesDrawn(page)).toBeVisible();
  await page.keyboard.press('+');
  await expect(page).toHaveURL(/#view=bridge&zoom=4(\.\d+)?&at=0\.5,0\.5\d*$/);

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/&at=0\.(5[1-9]|6)\d*,0\.5[1-9]\d*$/);
  const shared = page.url();
  const label = await zoomLabel(page).textContent();

  await page.reload();
  await viewerReady(page);
  await expect(tilesDrawn(page)).toBeVisible();
  await expect(zoomLabel(page)).toHaveText(label ?? '');
  expect(page.url()).toBe(shared);

  // A smaller window: the tiles open again where PhotoSwipe keeps the slide.
  // The same pixels of the original per screen pixel: more times the smaller fitted size.
  await page.setViewportSize({ width: 1100, height: 760 });
  await expect(tilesDrawn(page)).toBeVisible();
  await expect(zoomLabel(page)).toHaveText('5× · beyond full resolution');

  // "0" goes back to the whole photo; Escape closes the viewer and takes `#view=` away.
  await page.keyboard.press('0');
  await expect(zoomLabel(page)).toHaveText('1×');
  await expect(page.locator('.viewer-deep-zoom')).toHaveCount(0);
  await expect(page).toHaveURL(/#view=bridge$/);
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).not.toHaveURL(/#view=/);
});

test('a photo without tiles zooms as before, without loading any', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // Storm: its 1920 px original is its largest rendition's size.
  await page.goto('/item/storm#view=storm');
  await viewerReady(page);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(zoomLabel(page)).toHaveText(/beyond full resolution/);
  await expect(page.locator('.viewer-deep-zoom')).toHaveCount(0);
  expect(requests.filter((url) => url.includes('/iiif/'))).toEqual([]);
  await expect(page).toHaveURL(/#view=storm$/);
});

test('a drag pans the tiles, and Back still closes the viewer', async ({ page }) => {
  await page.goto(`/item/${ITEM}`);
  await page.getByRole('button', { name: 'Open viewer', exact: true }).click();
  await viewerReady(page);
  await expect(page).toHaveURL(/#view=bridge$/);
  await page.keyboard.press('+');
  await expect(tilesDrawn(page)).toBeVisible();
  await expect(page).toHaveURL(/&at=0\.5\d*,/);

  // Dragged to the left and up by 300 px: the point at the centre moves right and down.
  await page.mouse.move(800, 500);
  await page.mouse.down();
  await page.mouse.move(650, 400, { steps: 5 });
  await page.mouse.move(500, 300, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/&at=0\.(5[5-9]|6)\d*,0\.(5[5-9]|6)\d*$/);
  await expect(tilesDrawn(page)).toBeVisible();

  await page.goBack();
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/item/${ITEM}$`));
});
