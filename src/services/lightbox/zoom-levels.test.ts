import { describe, expect, it } from 'vitest';
import {
  formatZoomFactor,
  isBeyondFullResolution,
  maxZoomLevel,
  secondaryZoomLevel,
  steppedZoomLevel,
} from './zoom-levels';

describe('viewer zoom levels', () => {
  it('allows eight times the fitted size, whatever the fit', () => {
    expect(maxZoomLevel(0.25)).toBe(2);
    expect(maxZoomLevel(1)).toBe(8);
  });

  it('steps by doubling and halving, snapping to fit and to the maximum', () => {
    const fit = 0.3;
    const levels = [fit];
    for (let press = 0; press < 4; press++)
      levels.push(steppedZoomLevel(levels.at(-1) ?? fit, fit, 1));
    expect(levels.map((level) => level / fit)).toEqual([1, 2, 4, 8, 8]);
    expect(steppedZoomLevel(fit * 8, fit, -1) / fit).toBe(4);
    expect(steppedZoomLevel(fit * 1.5, fit, -1)).toBe(fit);
  });

  it('says when the image is enlarged past its own pixels', () => {
    expect(isBeyondFullResolution(1)).toBe(false);
    expect(isBeyondFullResolution(1.5)).toBe(true);
    // With tiles of a 3000 px original behind a 2048 px rendition.
    expect(isBeyondFullResolution(1.4, 3000 / 2048)).toBe(false);
    expect(isBeyondFullResolution(1.5, 3000 / 2048)).toBe(true);
  });

  it('shows the zoom relative to the fitted size', () => {
    expect(formatZoomFactor(0.6, 0.3)).toBe('2×');
    expect(formatZoomFactor(0.45, 0.3)).toBe('1.5×');
  });

  it('makes a click zoom to the photo’s own pixels when that is at least twice the fit', () => {
    expect(secondaryZoomLevel(0.25)).toBe(1);
    expect(secondaryZoomLevel(1)).toBe(2);
  });
});
