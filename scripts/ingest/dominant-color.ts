import { chroma, oklabToRgb, rgbToHex, rgbToOklab } from './oklab.ts';
import type { Lab } from './oklab.ts';

const L_BINS = 8;
const AB_BINS = 16;
const AB_RANGE = 0.4;

function binOf(value: number, min: number, max: number, bins: number): number {
  return Math.min(bins - 1, Math.max(0, Math.floor(((value - min) / (max - min)) * bins)));
}

/**
 * The colour of the largest region of similar pixels, as `#rrggbb`. Pixels are binned in OKLab;
 * each bin is scored with its neighbours so a smooth gradient is not split across bins, and
 * colourful pixels weigh a little more because they are what the eye remembers of a photo.
 */
export function dominantColor(pixels: Uint8Array, channels: number): string {
  const count = Math.floor(pixels.length / channels);
  if (count === 0) return '#808080';
  const labs: Lab[] = [];
  const bins = new Int32Array(count);
  const weights = new Float64Array(L_BINS * AB_BINS * AB_BINS);
  for (let i = 0; i < count; i += 1) {
    const o = i * channels;
    const lab = rgbToOklab(pixels[o] ?? 0, pixels[o + 1] ?? 0, pixels[o + 2] ?? 0);
    const bin =
      (binOf(lab.L, 0, 1, L_BINS) * AB_BINS + binOf(lab.a, -AB_RANGE, AB_RANGE, AB_BINS)) *
        AB_BINS +
      binOf(lab.b, -AB_RANGE, AB_RANGE, AB_BINS);
    labs.push(lab);
    bins[i] = bin;
    weights[bin] = (weights[bin] ?? 0) + 1 + 2 * Math.min(chroma(lab) / 0.1, 1);
  }
  const best = bestBin(weights);
  const near = new Set(neighbours(best));
  const sum = { L: 0, a: 0, b: 0, n: 0 };
  labs.forEach((lab, i) => {
    if (!near.has(bins[i] ?? -1)) return;
    sum.L += lab.L;
    sum.a += lab.a;
    sum.b += lab.b;
    sum.n += 1;
  });
  return rgbToHex(...oklabToRgb({ L: sum.L / sum.n, a: sum.a / sum.n, b: sum.b / sum.n }));
}

function neighbours(bin: number): number[] {
  const bi = bin % AB_BINS;
  const ai = Math.floor(bin / AB_BINS) % AB_BINS;
  const li = Math.floor(bin / (AB_BINS * AB_BINS));
  const result: number[] = [];
  for (let dl = -1; dl <= 1; dl += 1)
    for (let da = -1; da <= 1; da += 1)
      for (let db = -1; db <= 1; db += 1) {
        const [l, a, b] = [li + dl, ai + da, bi + db];
        if (l < 0 || a < 0 || b < 0 || l >= L_BINS || a >= AB_BINS || b >= AB_BINS) continue;
        result.push((l * AB_BINS + a) * AB_BINS + b);
      }
  return result;
}

function bestBin(weights: Float64Array): number {
  let best = 0;
  let bestScore = -1;
  for (let bin = 0; bin < weights.length; bin += 1) {
    if (!weights[bin]) continue;
    const score = neighbours(bin).reduce((total, n) => total + (weights[n] ?? 0), 0);
    if (score > bestScore) {
      bestScore = score;
      best = bin;
    }
  }
  return best;
}
