import { describe, expect, it } from 'vitest';
import {
  mediaUrl,
  NoPosterError,
  planRenditions,
  planSources,
  renditionWidths,
} from './outputs.ts';
import type { PlannedItem } from './types.ts';

function item(overrides: Partial<PlannedItem>): PlannedItem {
  return {
    objectID: 'x',
    kind: 'image',
    source: 'x.jpg',
    sidecarPath: null,
    sidecarText: null,
    sidecar: null,
    defaults: { defaults: {}, files: [], brokenFile: null },
    poster: null,
    alternates: [],
    ...overrides,
  };
}

describe('rendition plan', () => {
  it('uses the listed widths up to the original, never more', () => {
    expect(renditionWidths(5000)).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(renditionWidths(2560)).toEqual([640, 750, 828, 1080, 1200, 1920, 2048]);
    expect(renditionWidths(828)).toEqual([640, 750, 828]);
    expect(renditionWidths(451)).toEqual([451]);
  });

  it('adds one JPEG at 1080 or the largest width below it', () => {
    const jpeg = (width: number): string | undefined =>
      planRenditions(width, 1000).find((r) => r.format === 'jpeg')?.name;
    expect(jpeg(3000)).toBe('1080.jpg');
    expect(jpeg(1000)).toBe('828.jpg');
    expect(jpeg(451)).toBe('451.jpg');
  });

  it('keeps the aspect ratio', () => {
    expect(planRenditions(3000, 2000).slice(0, 2)).toEqual([
      { kind: 'rendition', name: '640.avif', format: 'avif', width: 640, height: 427 },
      { kind: 'rendition', name: '750.avif', format: 'avif', width: 750, height: 500 },
    ]);
  });
});

describe('source files', () => {
  it('keeps the original name unless it would clash with a rendition', () => {
    expect(
      planSources(item({ source: 'a/1080.jpg' }), false, { ffmpeg: true, durationSec: null }).image
        .name,
    ).toBe('original-1080.jpg');
  });

  it('takes a poster frame with ffmpeg, or needs a poster without it', () => {
    const video = item({ kind: 'video', source: 'clip.mp4', alternates: ['clip.webm'] });
    const layout = planSources(video, false, { ffmpeg: true, durationSec: 8 });
    expect(layout.files.map((file) => file.name)).toEqual(['clip.mp4', 'clip.webm', 'poster.jpg']);
    expect(layout.image).toEqual({ kind: 'frame', name: 'poster.jpg', from: 'clip.mp4', atSec: 1 });
    expect(() => planSources(video, false, { ffmpeg: false, durationSec: 8 })).toThrow(
      NoPosterError,
    );
    const withPoster = planSources({ ...video, poster: 'still.jpg' }, true, {
      ffmpeg: false,
      durationSec: null,
    });
    expect(withPoster.image).toEqual({
      kind: 'copy',
      name: 'still.jpg',
      from: 'still.jpg',
      stripGps: true,
    });
  });

  it('makes URLs from the base URL, the id and the encoded file name', () => {
    expect(mediaUrl('https://cdn.example/media/', 'a', 'Harbour View.jpg')).toBe(
      'https://cdn.example/media/a/Harbour%20View.jpg',
    );
  });
});
