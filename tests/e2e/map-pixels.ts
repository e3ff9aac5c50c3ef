import sharp from 'sharp';
import type { Locator } from './fixtures';

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
