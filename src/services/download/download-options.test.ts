import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { readItem } from '@/services/validation/read-item';
import type { ItemImage, ItemView } from '@/types/item';
import { listDownloadChoices } from './download-options';

const records = demoRecords.map(readItem);

function demoItem(objectID: string): ItemView & { image: ItemImage } {
  const record = records.find((candidate) => candidate.objectID === objectID);
  if (!record?.image) throw new Error(`No demo photo ${objectID}`);
  return structuredClone({ ...record, image: record.image });
}

describe('listDownloadChoices', () => {
  it('offers a photo’s original and its renditions grouped by size, largest first', () => {
    const { original, groups } = listDownloadChoices(demoItem('blinds'));
    expect(original).toEqual({
      id: 'original',
      url: '/media/blinds/blinds.jpg',
      fileName: 'blinds.jpg',
      format: 'JPEG',
      detail: '1920 × 1200 px',
      width: 1920,
      height: 1200,
    });
    expect(groups.map((group) => group.label)).toEqual([
      '1920 × 1200 px',
      '1200 × 750 px',
      '1080 × 675 px',
      '828 × 518 px',
      '750 × 469 px',
      '640 × 400 px',
    ]);
    expect(groups[2]?.options.map((option) => [option.format, option.fileName, option.id])).toEqual(
      [
        ['JPEG', 'blinds-1080x675.jpg', 'jpeg-1080x675'],
        ['WebP', 'blinds-1080x675.webp', 'webp-1080x675'],
        ['AVIF', 'blinds-1080x675.avif', 'avif-1080x675'],
      ],
    );
  });

  it('offers a video file as the original, its other formats and the poster sizes', () => {
    const { original, groups } = listDownloadChoices(demoItem('city-timelapse'));
    expect(original).toMatchObject({
      url: '/media/city-timelapse/city-timelapse.mp4',
      fileName: 'city-timelapse.mp4',
      format: 'MP4',
      detail: '720 × 404 px',
    });
    expect(groups[0]).toEqual({
      label: 'Other video formats',
      options: [
        expect.objectContaining({
          id: 'video-webm',
          fileName: 'city-timelapse.webm',
          format: 'WebM',
        }),
      ],
    });
    expect(groups[1]?.label).toBe('Poster image, 640 × 359 px');
    expect(groups[1]?.options[0]).toMatchObject({
      fileName: 'city-timelapse-640x359.jpg',
      detail: 'poster image, 640 × 359 px',
    });
  });

  it('has no original for a YouTube video, only the poster sizes', () => {
    const item = demoItem('city-timelapse');
    item.video = { provider: 'youtube', id: 'abc', durationSec: 60, poster: null };
    const { original, groups } = listDownloadChoices(item);
    expect(original).toBeNull();
    expect(groups.map((group) => group.label)).toEqual(['Poster image, 640 × 359 px']);
  });

  it('keeps unusable URLs out but still names the file', () => {
    const item = demoItem('blinds');
    item.image.src = 'javascript:alert(1)';
    item.image.renditions = [
      { format: 'webp', width: 640, height: 400, url: 'data:text/html,x' },
      { format: 'webp', width: 640, height: 400, url: '/media/blinds/640.webp' },
    ];
    const { original, groups } = listDownloadChoices(item);
    expect(original).toMatchObject({ url: null, fileName: 'blinds.jpg' });
    // The same format and size twice is one choice: the one with a usable URL.
    expect(groups).toEqual([
      {
        label: '640 × 400 px',
        options: [
          expect.objectContaining({
            url: '/media/blinds/640.webp',
            fileName: 'blinds-640x400.webp',
          }),
        ],
      },
    ]);
    item.image.renditions = [{ format: 'avif', width: 640, height: 400, url: '' }];
    expect(listDownloadChoices(item).groups[0]?.options[0]).toMatchObject({
      url: null,
      fileName: 'blinds-640x400.avif',
    });
  });
});
