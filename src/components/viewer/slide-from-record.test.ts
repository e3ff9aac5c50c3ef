import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { readItem } from '@/services/validation/read-item';
import type { ItemImage, ItemView } from '@/types/item';
import { slideFromRecord } from './slide-from-record';
import { readViewHash, viewHash } from './view-hash';

const records = demoRecords.map(readItem);
function record(objectID: string): ItemView & { image: ItemImage } {
  const found = records.find((candidate) => candidate.objectID === objectID);
  if (!found?.image) throw new Error(`No demo photo ${objectID}`);
  return { ...found, image: found.image };
}
const blinds = record('blinds');

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
});
