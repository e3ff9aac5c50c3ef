import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { readItem } from '@/services/validation/read-item';
import type { ItemImage, ItemView } from '@/types/item';
import { slideFromRecord } from './slide-from-record';
import { readViewHash, viewHash } from './view-hash';
import { readViewZoom, viewZoomHash } from './view-zoom-hash';

const records = demoRecords.map(readItem);
function record(objectID: string): ItemView & { image: ItemImage } {
  const found = records.find((candidate) => candidate.objectID === objectID);
  if (!found?.image) throw new Error(`No demo photo ${objectID}`);
  return { ...found, image: found.image };
}
const blinds = record('blinds');
const bridge = record('bridge');

describe('viewer slides', () => {
  it('uses every WebP rendition, sized by the largest, never the original', () => {
    const slide = slideFromRecord(blinds);
    if (!slide) throw new Error('expected a slide');
    expect(slide.width).toBe(1920);
    expect(slide.height).toBe(1200);
    expect(slide.src).toBe('/media/blinds/1920.webp');
    expect(slide.srcset.split(', ')).toContain('/media/blinds/640.webp 640w');
    expect(slide.srcset).not.toContain('blinds.jpg');
    expect(slide.title).toBe('Blinds');
    // Any copy the page draws, AVIF included, is one the viewer can open on.
    expect(slide.drawnAs).toContain('/media/blinds/1200.avif');
    expect(slide.drawnAs).toContain('/media/blinds/blinds.jpg');
  });

  it('drops hostile URLs and falls back to JPEG, then to the original', () => {
    const hostile: ItemView = {
      ...blinds,
      image: {
        ...blinds.image,
        renditions: [
          { format: 'webp', width: 640, height: 400, url: 'javascript:alert(1)' },
          { format: 'jpeg', width: 640, height: 400, url: '/media/x/640.jpg' },
        ],
      },
    };
    expect(slideFromRecord(hostile)?.src).toBe('/media/x/640.jpg');
    const bare = { ...blinds, image: { ...blinds.image, renditions: [] } };
    expect(slideFromRecord(bare)?.src).toBe('/media/blinds/blinds.jpg');
    expect(slideFromRecord({ ...bare, image: { ...bare.image, src: 'data:x' } })).toBeNull();
  });

  it('reads and writes the viewer hash', () => {
    expect(viewHash('a b/c')).toBe('#view=a%20b%2Fc');
    expect(readViewHash('#view=a%20b%2Fc')).toBe('a b/c');
    expect(readViewHash('#view=%E0%A4%A')).toBeNull();
    expect(readViewHash('#other')).toBeNull();
    expect(readViewHash('#view=')).toBeNull();
  });

  it('keeps the zoom and place of a slide with tiles in the hash, and reads it back', () => {
    const zoom = { zoom: 4.5, x: 0.4123, y: 0.618 };
    expect(viewZoomHash('a&b', zoom)).toBe('#view=a%26b&zoom=4.5&at=0.4123,0.618');
    expect(readViewHash('#view=a%26b&zoom=4.5&at=0.4123,0.618')).toBe('a&b');
    expect(readViewZoom('#view=a%26b&zoom=4.5&at=0.4123,0.618')).toEqual(zoom);
    expect(readViewZoom('#view=a')).toBeNull();
    expect(viewZoomHash('a', null)).toBe('#view=a');
  });

  it('ignores a malformed zoom in the hash, and cuts an absurd one', () => {
    for (const hash of [
      '#view=a&zoom=x&at=0.5,0.5',
      '#view=a&zoom=0.5&at=0.5,0.5',
      '#view=a&zoom=2&at=1.5,0.5',
      '#view=a&zoom=2&at=0.5',
      '#view=a&zoom=2',
      '#zoom=2&at=0.5,0.5',
    ])
      expect(readViewZoom(hash), hash).toBeNull();
    expect(readViewZoom('#view=a&zoom=1e9&at=0,1')).toEqual({ zoom: 1000, x: 0, y: 1 });
  });

  it("gives a photo with tiles its service and the original's size, and no other slide", () => {
    expect(slideFromRecord(bridge)?.tiles).toEqual({
      service: '/media/bridge/iiif',
      width: 3000,
      height: 1687,
    });
    expect(slideFromRecord(blinds)?.tiles).toBeUndefined();
    const hostile = { ...bridge, image: { ...bridge.image, tileService: 'javascript:alert(1)' } };
    expect(slideFromRecord(hostile)?.tiles).toBeUndefined();
    expect(slideFromRecord({ ...bridge, type: 'video' })?.tiles).toBeUndefined();
  });
});
