import sharp from 'sharp';
import { expect, type Locator, type Page } from './fixtures';

export const TILE_HOST = /^https:\/\/([a-c]\.)?tile\.openstreetmap\.org\//;

export const outlinePaths = (map: Locator) => map.locator('.leaflet-outline-pane path');

/**
 * Share of a map's pixels that change when its world outline pane is hidden: how much of the
 * outline a visitor actually sees through (or instead of) the tiles.
 */
export async function outlineCoverage(map: Locator): Promise<number> {
  const pane = map.locator('.leaflet-outline-pane');
  const withOutline = await map.screenshot({ animations: 'disabled' });
  await pane.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
  const withoutOutline = await map.screenshot({ animations: 'disabled' });
  await pane.evaluate((element: HTMLElement) => (element.style.visibility = ''));
  const [a, b] = await Promise.all(
    [withOutline, withoutOutline].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  if (!a || !b || a.length !== b.length) throw new Error('The two screenshots differ in size.');
  let changed = 0;
  for (let i = 0; i < a.length; i += 3) {
    let difference = 0;
    for (let channel = i; channel < i + 3; channel += 1) {
      difference += Math.abs(a.readUInt8(channel) - b.readUInt8(channel));
    }
    if (difference > 24) changed += 1;
  }
  return changed / (a.length / 3);
}

/**
 * Blocks the tile server in Chromium's network stack: page.route() never sees requests the MSW
 * service worker answers (Playwright documents this), so they are blocked one level down, before
 * the worker. Returns the tile requests that failed, as they fail.
 */
export async function blockTileServer(page: Page): Promise<readonly string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['*://*tile.openstreetmap.org/*'] });
  const failedTiles: string[] = [];
  page.on('requestfailed', (request) => {
    if (TILE_HOST.test(request.url())) failedTiles.push(request.url());
  });
  return failedTiles;
}

/** With the tiles failing: the outline is drawn, no tile covers it, and land shows. */
export async function expectOutlineWithoutTiles(
  map: Locator,
  failedTiles: readonly string[],
): Promise<void> {
  await expect(map).toBeVisible();
  await expect.poll(() => failedTiles.length).toBeGreaterThan(0);
  await expect.poll(() => outlinePaths(map).count()).toBeGreaterThan(100);
  // Leaflet keeps a failed tile hidden, so nothing covers the outline.
  await expect(map.locator('img.leaflet-tile-loaded')).toHaveCount(0);
  // Land is drawn: a good part of the map changes when the outline is hidden.
  expect(await outlineCoverage(map)).toBeGreaterThan(0.05);
}

/**
 * Rows of the map's middle (between its top and bottom tenth: Antarctica rightly spans the whole
 * width at the bottom) where the outline covers nearly the full width: a ring drawn across the
 * antimeridian draws such a band. Returns their y offsets in the screenshot.
 */
export async function outlineBandRows(map: Locator): Promise<number[]> {
  const pane = map.locator('.leaflet-outline-pane');
  const withOutline = await map.screenshot({ animations: 'disabled' });
  await pane.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
  const withoutOutline = await map.screenshot({ animations: 'disabled' });
  await pane.evaluate((element: HTMLElement) => (element.style.visibility = ''));
  const [a, b] = await Promise.all(
    [withOutline, withoutOutline].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  const { width = 0, height = 0 } = await sharp(withOutline).metadata();
  if (!a || !b || a.length !== b.length) throw new Error('The two screenshots differ in size.');
  const bands: number[] = [];
  for (let y = Math.floor(height * 0.1); y < Math.ceil(height * 0.9); y += 1) {
    let changed = 0;
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const difference =
        Math.abs(a.readUInt8(i) - b.readUInt8(i)) +
        Math.abs(a.readUInt8(i + 1) - b.readUInt8(i + 1)) +
        Math.abs(a.readUInt8(i + 2) - b.readUInt8(i + 2));
      if (difference > 12) changed += 1;
    }
    if (changed > width * 0.97) bands.push(y);
  }
  return bands;
}
