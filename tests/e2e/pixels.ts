import sharp from 'sharp';
import type { Locator, Page } from './fixtures';

export type Rgb = readonly [number, number, number];
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every pixel of a part of the screen, as the browser draws it now. */
export async function pixelsIn(page: Page, clip: Box): Promise<Rgb[]> {
  const png = await page.screenshot({ clip, animations: 'disabled' });
  const raw = await sharp(png).removeAlpha().raw().toBuffer();
  const pixels: Rgb[] = [];
  for (let i = 0; i + 2 < raw.length; i += 3) {
    pixels.push([raw.readUInt8(i), raw.readUInt8(i + 1), raw.readUInt8(i + 2)]);
  }
  return pixels;
}

/** The part of an element's box that is on the screen; fails when none of it is. */
export async function boxOnScreen(element: Locator): Promise<Box> {
  const box = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const left = Math.max(0, Math.ceil(rect.left));
    const top = Math.max(0, Math.ceil(rect.top));
    const right = Math.min(window.innerWidth, Math.floor(rect.right));
    const bottom = Math.min(window.innerHeight, Math.floor(rect.bottom));
    if (right <= left || bottom <= top) return null;
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
  if (!box) throw new Error(`${element.toString()} is not on the screen.`);
  return box;
}

/** "rgb(1, 2, 3)" or "rgba(1, 2, 3, 0.5)" from getComputedStyle, with its alpha. */
export function parseCssColour(text: string): { rgb: Rgb; alpha: number } {
  const parts = /rgba?\(([^)]+)\)/
    .exec(text)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (!parts || parts.length < 3) throw new Error(`Not an rgb() colour: ${text}`);
  const [r, g, b, a] = parts.map(Number);
  return { rgb: [r ?? 0, g ?? 0, b ?? 0], alpha: a ?? 1 };
}

/** A translucent colour laid over an opaque one, as the browser blends them (in sRGB). */
export function blend(over: { rgb: Rgb; alpha: number }, under: Rgb): Rgb {
  const mix = (i: 0 | 1 | 2) => Math.round(over.rgb[i] * over.alpha + under[i] * (1 - over.alpha));
  return [mix(0), mix(1), mix(2)];
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The pixel of a list that is brightest: the worst background for light text. */
export function brightest(pixels: readonly Rgb[]): Rgb {
  let best: Rgb = [0, 0, 0];
  for (const pixel of pixels) if (luminance(pixel) > luminance(best)) best = pixel;
  return best;
}
