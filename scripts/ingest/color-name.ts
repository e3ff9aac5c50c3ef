import type { ColorName } from '../../src/types/item.ts';
import { chroma, hexToRgb, rgbToOklab } from './oklab.ts';

/** Below this OKLab chroma a colour reads as a grey whatever its hue. */
const NEUTRAL_CHROMA = 0.032;

/**
 * Names a colour from the fixed palette using OKLCH (perceptual lightness, chroma, hue). Black,
 * white and grey come first, by lightness and low chroma; then the hue picks the family, and
 * lightness splits the families people name differently when dark or light (orange and yellow
 * turn brown when dark or dull, red and purple turn pink when light).
 */
export function nameColor(hex: string): ColorName {
  const lab = rgbToOklab(...hexToRgb(hex));
  const c = chroma(lab);
  const { L } = lab;
  if (L < 0.2 || (L < 0.3 && c < 0.05)) return 'black';
  if (c < NEUTRAL_CHROMA) return L > 0.92 ? 'white' : 'grey';
  if (L > 0.95 && c < 0.06) return 'white';
  const hue = ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
  if (hue >= 335) return 'pink';
  if (hue < 40) {
    if (L > 0.78) return 'pink';
    return c < 0.08 ? 'brown' : 'red';
  }
  if (hue < 75) return L < 0.62 || c < 0.09 ? 'brown' : 'orange';
  if (hue < 115) return L < 0.65 || (c < 0.07 && L < 0.85) ? 'brown' : 'yellow';
  if (hue < 170) return 'green';
  if (hue < 225) return 'teal';
  if (hue < 290) return 'blue';
  return L > 0.7 ? 'pink' : 'purple';
}
