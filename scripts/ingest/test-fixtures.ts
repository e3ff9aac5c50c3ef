import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Exif } from 'sharp';
import type { ItemRecord } from '../../src/types/item.ts';
import { main } from './main.ts';
import type { Writer } from './progress.ts';
import type { Summary } from './summary.ts';

/** Helpers for the ingest tests: fixture folders with generated media, and an in-process CLI. */

export async function makeTempDir(prefix = 'folio-ingest-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export async function removeDir(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
}

export const GPS_EXIF: Exif = {
  IFD0: { Make: 'TestCam', Model: 'T-100' },
  IFD2: {
    FNumber: '28/10',
    ExposureTime: '1/250',
    ISOSpeedRatings: '400',
    FocalLength: '35/1',
    DateTimeOriginal: '2019:05:04 10:20:30',
    LensModel: 'Test Lens 35mm',
  },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 24/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '2/1 21/1 3/1',
  },
};

export interface ImageSpec {
  width: number;
  height: number;
  color?: string;
  format?: 'jpeg' | 'png' | 'webp' | 'tiff';
  exif?: Exif;
  orientation?: number;
  /** Paints the left half this colour (to see where it ends up after rotation). */
  leftHalf?: string;
}

export async function writeImage(path: string, spec: ImageSpec): Promise<void> {
  const { width, height, color = '#3366cc', format = 'jpeg' } = spec;
  let image = sharp({ create: { width, height, channels: 3, background: color } });
  if (spec.leftHalf) {
    const half = await sharp({
      create: { width: Math.floor(width / 2), height, channels: 3, background: spec.leftHalf },
    })
      .png()
      .toBuffer();
    image = sharp(
      await image
        .composite([{ input: half, left: 0, top: 0 }])
        .png()
        .toBuffer(),
    );
  }
  if (spec.exif) image = image.withExif(spec.exif);
  if (spec.orientation) image = image.withMetadata({ orientation: spec.orientation });
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await image.toFormat(format).toBuffer());
}

export async function writeJson(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

export function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function writeTestVideo(path: string, codec: 'libx264' | 'libvpx-vp9' = 'libx264'): void {
  const extra = codec === 'libx264' ? ['-pix_fmt', 'yuv420p'] : ['-deadline', 'realtime'];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=320x240:rate=10',
    '-c:v',
    codec,
    ...extra,
    path,
  ]);
}

function runExiftool(args: string[]): void {
  try {
    execFileSync('exiftool', ['-q', '-q', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('exiftool is not on PATH: apt-get install libimage-exiftool-perl');
    throw error;
  }
}

/**
 * Writes metadata into a file with exiftool, as a photographer's tools do: each argument is one
 * exiftool option (`-XMP-dc:Title=Harbour`). The tests need it; `.ci/run` installs it.
 */
export function exiftool(path: string, args: string[]): void {
  runExiftool(['-overwrite_original', ...args, path]);
}

/** Writes an `.xmp` sidecar from nothing but the tags given, as exiftool `-o x.xmp` does. */
export function writeXmpSidecar(path: string, args: string[]): void {
  runExiftool([...args, '-o', path]);
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  summary: Summary | null;
}

/** Runs the CLI in process with a collecting writer (no console, no TTY). */
export async function runCli(args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const writer: Writer = {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    isTTY: false,
  };
  const code = await main(args, writer);
  const last = stdout.trim().split('\n').at(-1) ?? '';
  const summary = last.startsWith('{') ? (JSON.parse(last) as Summary) : null;
  return { code, stdout, stderr, summary };
}

export async function readRecords(path: string): Promise<ItemRecord[]> {
  return JSON.parse(await readFile(path, 'utf8')) as ItemRecord[];
}

export function byId(records: ItemRecord[], objectID: string): ItemRecord {
  const record = records.find((candidate) => candidate.objectID === objectID);
  if (!record)
    throw new Error(`no record ${objectID} in ${records.map((r) => r.objectID).join(', ')}`);
  return record;
}
