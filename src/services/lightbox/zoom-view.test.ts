import { describe, expect, it } from 'vitest';
import { placementOfZoom, zoomOfPlacement } from './zoom-view';

const image = { width: 2048, height: 1152 };

describe('a zoom as a link keeps it', () => {
  it('names the zoom against the fit and the point at the centre of the stage', () => {
    // Fitted 1350 px wide on a 1366 × 900 stage, zoomed 4×, the image's middle at the centre.
    const stage = { width: 1366, height: 900 };
    const width = 1350 * 4;
    const placement = { left: 683 - width / 2, top: 450 - (width * 1152) / 2048 / 2, width };
    expect(zoomOfPlacement(placement, image, 1350, stage)).toEqual({ zoom: 4, x: 0.5, y: 0.5 });
  });

  it('opens on the same point at the same zoom on another screen', () => {
    const zoom = { zoom: 3, x: 0.25, y: 0.75 };
    const phone = { width: 390, height: 844 };
    const placement = placementOfZoom(zoom, image, 374, phone);
    expect(placement.width).toBe(374 * 3);
    expect(zoomOfPlacement(placement, image, 374, phone)).toEqual(zoom);
  });
});
