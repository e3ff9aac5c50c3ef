import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemRecord } from '../../src/types/item.ts';
import {
  byId,
  GPS_EXIF,
  hasFfmpeg,
  makeTempDir,
  readRecords,
  removeDir,
  runCli,
  writeImage,
  writeJson,
  writeTestVideo,
} from './test-fixtures.ts';
import type { CliRun } from './test-fixtures.ts';

const FFMPEG = hasFfmpeg();
let dir: string;
let src: string;
let out: string;
let run: CliRun;
let records: ItemRecord[];

async function pixelSize(path: string): Promise<[number, number]> {
  const meta = await sharp(path).metadata();
  return [meta.width, meta.height];
}

beforeAll(async () => {
  dir = await makeTempDir();
  src = join(dir, 'src');
  out = join(dir, 'out');
  await writeJson(join(src, '_defaults.json'), {
    creator: 'Folio Tests',
    license: 'CC-BY-4.0',
    tags: ['fixture'],
  });
  await writeImage(join(src, 'gps.jpg'), { width: 1200, height: 800, exif: GPS_EXIF });
  await writeImage(join(src, 'plain.png'), {
    width: 700,
    height: 700,
    color: '#cc2222',
    format: 'png',
  });
  await writeImage(join(src, 'small.webp'), {
    width: 300,
    height: 200,
    color: '#22aa33',
    format: 'webp',
  });
  await writeImage(join(src, 'rotated.jpg'), {
    width: 1000,
    height: 700,
    color: '#0000ff',
    leftHalf: '#ff0000',
    orientation: 6,
  });
  await writeImage(join(src, 'trips/Harbour View.jpg'), { width: 800, height: 600 });
  await writeJson(join(src, 'trips/_defaults.json'), { tags: ['trip'], creator: 'Trip Person' });
  await writeJson(join(src, 'trips/Harbour View.jpg.json'), {
    title: 'The harbour at dusk',
    description: 'Boats.',
    tags: ['harbour'],
    creator: 'Ann Example',
    credit: '{title} / {creator} / {license}',
    license: { name: 'Custom licence', url: 'https://example.org/licence' },
    takenAt: '2020-06-01T18:30:00+02:00',
    place: { name: 'Aarhus', country: 'Denmark' },
    geo: { lat: 56.15, lng: 10.21 },
  });
  await writeImage(join(src, 'talks/keynote-poster.jpg'), { width: 1280, height: 720 });
  await writeJson(join(src, 'talks/keynote.video.json'), {
    provider: 'youtube',
    id: 'dQw4w9WgXcQ',
    poster: 'keynote-poster.jpg',
    title: 'Keynote',
    durationSec: 212,
  });
  if (FFMPEG) {
    writeTestVideo(join(src, 'clip.mp4'));
    writeTestVideo(join(src, 'clip.webm'), 'libvpx-vp9');
    await writeJson(join(src, 'clip.mp4.json'), { title: 'Test clip', alternates: ['clip.webm'] });
  }
  await writeImage(join(src, '.hidden.jpg'), { width: 100, height: 100 });
  await writeJson(join(src, 'notes.txt'), 'not media');
  await writeJson(join(src, 'phone.heic'), 'not really heic');
  run = await runCli([src, '--out', out, '--concurrency', '2', '--json-summary']);
  records = await readRecords(join(out, 'records.json'));
}, 180_000);

afterAll(() => removeDir(dir));

describe('ingest of a fixture folder', () => {
  it('reports what it did and skipped, and exits 0', () => {
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    expect(run.summary?.errors).toEqual([]);
    expect(run.summary?.items).toBe(FFMPEG ? 7 : 6);
    expect(run.summary?.skipped).toEqual([
      { file: 'notes.txt', reason: 'unsupported file type (.txt)' },
      { file: 'phone.heic', reason: 'unsupported (HEIC): this sharp build cannot decode HEVC' },
    ]);
    expect(records.map((r) => r.objectID)).toEqual(
      [
        'gps',
        'plain',
        'rotated',
        'small',
        'talks-keynote',
        'trips-harbour-view',
        ...(FFMPEG ? ['clip'] : []),
      ].sort(),
    );
  });

  it('reads camera, exposure, date and GPS from EXIF, and applies the folder defaults', () => {
    const gps = byId(records, 'gps');
    expect(gps).toMatchObject({
      type: 'photo',
      title: 'Gps',
      creator: 'Folio Tests',
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      reuse: 'free',
      credit: '"Gps" by Folio Tests, CC BY 4.0',
      tags: ['fixture'],
      creators: ['Folio Tests'],
      camera: { make: 'TestCam', model: 'T-100' },
      cameraPath: { lvl0: 'TestCam', lvl1: 'TestCam > T-100' },
      lens: 'Test Lens 35mm',
      exposure: { fNumber: 2.8, exposureTime: 0.004, iso: 400, focalLength: 35 },
      takenAt: Date.UTC(2019, 4, 4, 10, 20, 30) / 1000,
      year: 2019,
      geoPrecision: 'gps',
      orientation: 'landscape',
      colorName: 'blue',
      place: null,
    });
    expect(gps._geoloc?.lat).toBeCloseTo(48.856667, 5);
    expect(gps._geoloc?.lng).toBeCloseTo(-2.350833, 5);
    expect(gps.image.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lets the sidecar override EXIF and defaults; sidecar coordinates are place precision', () => {
    const harbour = byId(records, 'trips-harbour-view');
    expect(harbour).toMatchObject({
      title: 'The harbour at dusk',
      description: 'Boats.',
      tags: ['fixture', 'trip', 'harbour'],
      creator: 'Ann Example',
      credit: 'The harbour at dusk / Ann Example / Custom licence',
      license: { name: 'Custom licence', url: 'https://example.org/licence' },
      reuse: 'permission',
      takenAt: Date.UTC(2020, 5, 1, 16, 30) / 1000,
      year: 2020,
      place: { name: 'Aarhus', country: 'Denmark' },
      _geoloc: { lat: 56.15, lng: 10.21 },
      geoPrecision: 'place',
    });
    expect(harbour.image.src).toBe('/media/trips-harbour-view/Harbour%20View.jpg');
  });

  it('invents no location, date or camera for a file without EXIF', () => {
    const plain = byId(records, 'plain');
    expect(plain).toMatchObject({ camera: null, exposure: null, takenAt: null, year: null });
    expect(plain).not.toHaveProperty('_geoloc');
    expect(plain).not.toHaveProperty('geoPrecision');
    expect(plain.orientation).toBe('square');
    expect(plain.colorName).toBe('red');
  });

  it('writes AVIF and WebP at every width up to the original and one JPEG, never upscaled', async () => {
    const gps = byId(records, 'gps');
    const widths = (format: string): number[] =>
      gps.image.renditions.filter((r) => r.format === format).map((r) => r.width);
    expect(widths('avif')).toEqual([640, 750, 828, 1080, 1200]);
    expect(widths('webp')).toEqual([640, 750, 828, 1080, 1200]);
    expect(widths('jpeg')).toEqual([1080]);
    for (const rendition of gps.image.renditions) {
      const file = join(out, 'media', 'gps', rendition.url.split('/').at(-1) ?? '');
      expect(await pixelSize(file)).toEqual([rendition.width, rendition.height]);
      expect(rendition.height).toBe(Math.round((800 * rendition.width) / 1200));
    }
    const small = byId(records, 'small');
    expect(small.image.renditions.map((r) => `${r.format}:${r.width}x${r.height}`)).toEqual([
      'avif:300x200',
      'webp:300x200',
      'jpeg:300x200',
    ]);
  });

  it('copies the original with its EXIF and pixels, plus the rights XMP (JPEG, PNG, WebP)', async () => {
    const copy = await readFile(join(out, 'media/gps/gps.jpg'));
    // rights-in-files.test.ts proves the JPEG's image data unchanged and the rights in it.
    expect(copy.length).toBeGreaterThan((await readFile(join(src, 'gps.jpg'))).length);
    expect(await exifr.gps(copy)).toBeTruthy();
    for (const name of ['plain/plain.png', 'small/small.webp']) {
      const [served, given] = [join(out, 'media', name), join(src, name.split('/')[1] ?? '')];
      const [servedMeta, givenMeta] = await Promise.all([
        sharp(served).metadata(),
        sharp(given).metadata(),
      ]);
      expect(servedMeta.exif).toEqual(givenMeta.exif);
      expect(servedMeta.xmp?.toString('utf8')).toContain('<photoshop:Credit>');
      const [servedPixels, givenPixels] = await Promise.all([
        sharp(served).raw().toBuffer(),
        sharp(given).raw().toBuffer(),
      ]);
      expect(servedPixels.equals(givenPixels)).toBe(true);
    }
    expect(byId(records, 'gps').image.src).toBe('/media/gps/gps.jpg');
  });

  it('applies the EXIF orientation: a stored landscape with orientation 6 becomes a portrait', async () => {
    const rotated = byId(records, 'rotated');
    expect([rotated.image.width, rotated.image.height]).toEqual([700, 1000]);
    expect(rotated.orientation).toBe('portrait');
    const { data, info } = await sharp(join(out, 'media/rotated/640.webp'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([640, 914]);
    const pixel = (x: number, y: number): number[] => {
      const o = (y * info.width + x) * info.channels;
      return [data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0];
    };
    // The stored left half (red) is the top once turned 90° clockwise.
    expect(pixel(320, 100)[0]).toBeGreaterThan(200);
    expect(pixel(320, 800)[2]).toBeGreaterThan(200);
  });

  it('makes a tiny WebP placeholder', () => {
    for (const record of records) {
      expect(record.image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
      expect(record.image.placeholder.length).toBeLessThan(600);
    }
  });

  it('turns a YouTube sidecar entry into a video item with its poster as image', async () => {
    const talk = byId(records, 'talks-keynote');
    expect(talk).toMatchObject({
      type: 'video',
      title: 'Keynote',
      video: {
        provider: 'youtube',
        id: 'dQw4w9WgXcQ',
        durationSec: 212,
        poster: '/media/talks-keynote/1080.jpg',
      },
      image: { src: '/media/talks-keynote/keynote-poster.jpg', width: 1280, height: 720 },
    });
    expect(records.some((r) => r.objectID === 'talks-keynote-poster')).toBe(false);
    await expect(stat(join(out, 'media/talks-keynote/1080.jpg'))).resolves.toBeTruthy();
  });

  it('probes a video, takes a poster frame, and lists the alternate encoding', (ctx) => {
    ctx.skip(!FFMPEG, 'ffmpeg is not on PATH, so no test video could be made');
    const clip = byId(records, 'clip');
    expect(clip).toMatchObject({
      type: 'video',
      title: 'Test clip',
      orientation: 'landscape',
      image: { src: '/media/clip/poster.jpg', width: 320, height: 240 },
      video: {
        provider: 'file',
        src: '/media/clip/clip.mp4',
        sources: [
          { url: '/media/clip/clip.mp4', type: 'video/mp4' },
          { url: '/media/clip/clip.webm', type: 'video/webm' },
        ],
        poster: '/media/clip/320.jpg',
      },
    });
    expect(clip.video?.durationSec).toBeCloseTo(1, 1);
    expect(records.some((r) => r.objectID === 'clip-webm')).toBe(false);
  });

  it('writes sorted, pretty-printed records, and the same bytes again from scratch', async () => {
    const text = await readFile(join(out, 'records.json'), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text).toContain('\n  {\n    "objectID"');
    const again = join(dir, 'out-again');
    const second = await runCli([src, '--out', again, '--concurrency', '1', '--json-summary']);
    expect(second.code).toBe(0);
    expect(await readFile(join(again, 'records.json'), 'utf8')).toBe(text);
    const avif = 'media/gps/828.avif';
    expect((await readFile(join(again, avif))).equals(await readFile(join(out, avif)))).toBe(true);
  }, 180_000);
});

describe('--strip-gps', () => {
  it('removes the location from the copy and the record, leaving pixels and other EXIF', async () => {
    const stripDir = await makeTempDir();
    try {
      await writeImage(join(stripDir, 'src/gps.jpg'), { width: 700, height: 500, exif: GPS_EXIF });
      const result = await runCli([
        join(stripDir, 'src'),
        '--out',
        join(stripDir, 'out'),
        '--strip-gps',
        '--json-summary',
      ]);
      expect(result.code).toBe(0);
      const original = await readFile(join(stripDir, 'src/gps.jpg'));
      const copy = await readFile(join(stripDir, 'out/media/gps/gps.jpg'));
      expect(await exifr.gps(copy)).toBeUndefined();
      // The copy differs from the original only by the rights XMP segment (rights-in-files.test.ts).
      expect(copy.length).toBeGreaterThan(original.length);
      const tags = (await exifr.parse(copy)) as Record<string, unknown>;
      expect(tags.Make).toBe('TestCam');
      const pixels = (bytes: Buffer): Promise<Buffer> => sharp(bytes).raw().toBuffer();
      expect((await pixels(copy)).equals(await pixels(original))).toBe(true);
      const [record] = await readRecords(join(stripDir, 'out/records.json'));
      expect(record).not.toHaveProperty('_geoloc');
      expect(record).not.toHaveProperty('geoPrecision');
      expect(record?.camera).toEqual({ make: 'TestCam', model: 'T-100' });
    } finally {
      await removeDir(stripDir);
    }
  }, 60_000);
});
