import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { readItem } from '@/services/validation/read-item';
import { pickPoster } from './video-poster';

const item = (id: string) => {
  const found = demoRecords.map(readItem).find((record) => record.objectID === id);
  if (!found) throw new Error(`No demo record ${id}.`);
  return found;
};

describe('pickPoster', () => {
  it('takes the smallest file at least as wide as the player is drawn', () => {
    expect(pickPoster(item('mountains-slideshow'), 700)).toBe(
      '/media/mountains-slideshow/750.webp',
    );
    expect(pickPoster(item('mountains-slideshow'), 1100)).toBe(
      '/media/mountains-slideshow/1200.webp',
    );
    expect(pickPoster(item('city-timelapse'), 600)).toMatch(/^\/media\/city-timelapse\/640\./);
  });

  it('takes the full-size poster when no rendition is wide enough, never a stretched small one', () => {
    expect(pickPoster(item('city-timelapse'), 1200)).toBe(
      '/media/city-timelapse/city-timelapse-poster.jpg',
    );
    expect(pickPoster(item('mountains-slideshow'), 2400)).toBe(
      '/media/mountains-slideshow/mountains-slideshow-poster.jpg',
    );
  });

  it('falls back to the record’s poster when the item has no image', () => {
    const clip = item('city-timelapse');
    expect(pickPoster({ ...clip, image: null }, 800)).toBe('/media/city-timelapse/640.jpg');
  });
});
