import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCameraData } from '../../src/services/exif/parse-camera-data.ts';
import {
  exiftool,
  GPS_EXIF,
  makeTempDir,
  removeDir,
  runCli,
  writeImage,
  writeJson,
  writeTestVideo,
} from './test-fixtures.ts';
import sharp from 'sharp';

/** Issue 28 point 6: a real ingest, and the files it serves read back as a visitor's tools do. */

let dir: string;

const SIDECAR = {
  title: 'Harbour at dawn',
  creator: 'Ada Lovelace',
  license: 'CC-BY-4.0',
  copyrightNotice: '© 2024 Ada Lovelace',
  webStatement: 'https://example.org/rights',
};

/** From the start of scan to the end: the compressed image itself. */
function scanData(bytes: Buffer): Buffer {
  let offset = 2;
  while (bytes[offset + 1] !== 0xda) offset += 2 + bytes.readUInt16BE(offset + 2);
  return bytes.subarray(offset);
}

async function ingest(name: string, extra: string[] = []): Promise<string> {
  const out = join(dir, name);
  const run = await runCli([join(dir, 'src'), '--out', out, '--json-summary', ...extra]);
  expect(run.code, run.stderr).toBe(0);
  return join(out, 'media/harbour');
}

/** The rights as exiftool reads them from any file (exifr reads XMP from JPEG only). */
function exiftoolRights(path: string): Record<string, unknown> {
  const [tags] = JSON.parse(
    execFileSync('exiftool', ['-j', '-XMP:all', path], { encoding: 'utf8' }),
  ) as Record<string, unknown>[];
  return tags ?? {};
}

async function expectRights(path: string): Promise<void> {
  expect(exiftoolRights(path)).toMatchObject({
    Credit: '"Harbour at dawn" by Ada Lovelace, CC BY 4.0',
    Creator: 'Ada Lovelace',
    Rights: '© 2024 Ada Lovelace',
    UsageTerms: 'CC BY 4.0',
    License: 'https://creativecommons.org/licenses/by/4.0/',
    WebStatement: 'https://example.org/rights',
  });
  if (!path.endsWith('.jpg')) return;
  // The same through exifr, which the app uses, for the JPEGs it can read.
  const xmp = (await exifr.parse(await readFile(path), {
    xmp: true,
    tiff: false,
    mergeOutput: true,
  })) as Record<string, unknown>;
  expect(xmp.Credit).toBe('"Harbour at dawn" by Ada Lovelace, CC BY 4.0');
  expect(xmp.license).toEqual({ resource: 'https://creativecommons.org/licenses/by/4.0/' });
  expect(xmp.WebStatement).toBe('https://example.org/rights');
}

/**
 * The files served as they are: the renditions and the original. The deep-zoom tiles (an `iiif`
 * folder beside them, decision 048) are fragments of a rendition the viewer draws, never saved.
 */
async function servedFiles(media: string): Promise<string[]> {
  const entries = await readdir(media, { withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

beforeAll(async () => {
  dir = await makeTempDir();
  const photo = join(dir, 'src/harbour.jpg');
  await writeImage(photo, { width: 900, height: 600, exif: GPS_EXIF });
  // The owner's own XMP: the download must keep it next to the rights.
  exiftool(photo, ['-XMP-dc:Subject=boats', '-XMP-dc:Creator=Someone Else']);
  await writeJson(join(dir, 'src/harbour.jpg.json'), SIDECAR);
}, 60_000);

afterAll(async () => {
  await removeDir(dir);
});

describe('rights in the files served', () => {
  it('puts credit, creator, copyright, licence URI and web statement in the original and every rendition', async () => {
    const media = await ingest('out');
    const names = await servedFiles(media);
    expect(names.filter((n) => /\.(jpg|webp|avif)$/.test(n)).length).toBe(names.length);
    expect(names.filter((n) => n.endsWith('.avif')).length).toBeGreaterThan(0);
    for (const name of names) {
      await expectRights(join(media, name));
    }
    // The owner's keyword stays in the original; the creator is the record's, not the stale one.
    expect(exiftoolRights(join(media, 'harbour.jpg'))).toMatchObject({ Subject: 'boats' });
  }, 120_000);

  it('keeps the original JPEG image data byte for byte, and its camera details for the app', async () => {
    const media = await ingest('out-bytes');
    const source = await readFile(join(dir, 'src/harbour.jpg'));
    const original = await readFile(join(media, 'harbour.jpg'));
    expect(scanData(original).equals(scanData(source))).toBe(true);
    const camera = await parseCameraData(original);
    expect(camera).toMatchObject({ make: 'TestCam', model: 'T-100' });
    expect(JSON.stringify(camera)).toContain('Test Lens 35mm');
  }, 120_000);

  it('with --strip-gps, no file served has a location, and the rights are still there', async () => {
    const media = await ingest('out-strip', ['--strip-gps']);
    const names = await servedFiles(media);
    expect(names.filter((n) => /\.(jpg|webp|avif)$/.test(n)).length).toBe(names.length);
    expect(names.filter((n) => n.endsWith('.avif')).length).toBeGreaterThan(0);
    for (const name of names) {
      const bytes = await readFile(join(media, name));
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/GPSL(at|ong)itude/);
      await expectRights(join(media, name));
    }
    const camera = await parseCameraData(await readFile(join(media, 'harbour.jpg')));
    expect(camera).toMatchObject({ make: 'TestCam' });
    // The deep-zoom tiles carry no metadata at all: no location either.
    const tiles = (await readdir(join(media, 'iiif'), { recursive: true })).filter((path) =>
      path.endsWith('.jpg'),
    );
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const bytes = await readFile(join(media, 'iiif', tile));
      expect(bytes.toString('latin1')).not.toMatch(/GPSL(at|ong)itude|Exif\0/);
    }
  }, 120_000);
});

describe('rights in originals other than JPEG', () => {
  let out: string;
  const other = (name: string) => ({ ...SIDECAR, title: name });

  beforeAll(async () => {
    const src = join(dir, 'src-formats');
    await writeImage(join(src, 'scan.png'), { width: 640, height: 480, format: 'png' });
    await writeImage(join(src, 'still.webp'), { width: 640, height: 480, format: 'webp' });
    writeTestVideo(join(src, 'clip.mp4'));
    // The owner's own keyword in the PNG: kept beside the rights.
    exiftool(join(src, 'scan.png'), ['-XMP-dc:Subject=maps']);
    for (const name of ['scan.png', 'still.webp', 'clip.mp4'])
      await writeJson(join(src, `${name}.json`), other(name));
    out = join(dir, 'out-formats');
    const run = await runCli([src, '--out', out, '--json-summary']);
    expect(run.code, run.stderr).toBe(0);
  }, 120_000);

  it.each([
    ['scan', 'scan.png'],
    ['still', 'still.webp'],
    ['clip', 'clip.mp4'],
  ])('%s: the file served carries the credit and the licence (exiftool)', (id, name) => {
    expect(exiftoolRights(join(out, 'media', id, name))).toMatchObject({
      Credit: `"${name}" by Ada Lovelace, CC BY 4.0`,
      Creator: 'Ada Lovelace',
      Rights: '© 2024 Ada Lovelace',
      License: 'https://creativecommons.org/licenses/by/4.0/',
      WebStatement: 'https://example.org/rights',
    });
  });

  it('keeps the pixels of a PNG and the owner’s own XMP', async () => {
    const pixels = (path: string) => sharp(path).raw().toBuffer();
    const [source, served] = await Promise.all([
      pixels(join(dir, 'src-formats/scan.png')),
      pixels(join(out, 'media/scan/scan.png')),
    ]);
    expect(served.equals(source)).toBe(true);
    expect(exiftoolRights(join(out, 'media/scan/scan.png'))).toMatchObject({ Subject: 'maps' });
  });

  it('keeps a video playable, its length as it was', () => {
    const duration = (path: string) =>
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path],
        { encoding: 'utf8' },
      ).trim();
    expect(duration(join(out, 'media/clip/clip.mp4'))).toBe(
      duration(join(dir, 'src-formats/clip.mp4')),
    );
  });
});
