import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { TEMP_PREFIX } from './atomic-write.ts';
import { makeDirs } from './make-dirs.ts';
import type { RenditionOutput } from './outputs.ts';
import type { DecodedImage } from './render.ts';

/** The folder beside the renditions that holds an item's IIIF image service. */
export const TILES_FOLDER = 'iiif';
/**
 * 512 px tiles: a 1920 × 1080 screen needs about 15 of them where 256 px tiles would take 45
 * requests, and at JPEG quality 80 each stays near 50–100 KB, small enough to arrive quickly.
 */
export const TILE_SIZE = 512;

export interface TileFile {
  /** Path inside the item's folder, `iiif/…`, with forward slashes. */
  name: string;
  size: number;
}

/** Tiles only pay when the original holds more pixels than the largest rendition shows. */
export function needsTiles(
  width: number,
  height: number,
  renditions: readonly RenditionOutput[],
): boolean {
  if (renditions.length === 0) return false;
  const largest = renditions.reduce((a, b) => (b.width > a.width ? b : a));
  return width > largest.width || height > largest.height;
}

async function listFiles(dir: string, prefix: string): Promise<TileFile[]> {
  const files: TileFile[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await listFiles(path, name)));
    else files.push({ name, size: (await stat(path)).size });
  }
  return files;
}

/**
 * Writes `<itemDir>/iiif/`: a IIIF Image API 3.0 level-0 pyramid (libvips' own `iiif3` layout)
 * and its info.json with `id` = `serviceUrl`. It is made in a temp folder and swapped in whole,
 * so a reader never meets half a pyramid; libvips' properties file stays behind in the temp.
 */
export async function writeTiles(
  image: DecodedImage,
  itemDir: string,
  serviceUrl: string,
): Promise<TileFile[]> {
  const { data, width, height, channels } = image;
  const work = join(itemDir, `${TEMP_PREFIX}tiles-${randomBytes(6).toString('hex')}`);
  const target = join(itemDir, TILES_FOLDER);
  try {
    await makeDirs(work);
    await sharp(data, { raw: { width, height, channels } })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .tile({ layout: 'iiif3', size: TILE_SIZE, overlap: 0, id: 'https://folio.invalid' })
      .toFile(join(work, TILES_FOLDER));
    const infoPath = join(work, TILES_FOLDER, 'info.json');
    const info = JSON.parse(await readFile(infoPath, 'utf8')) as Record<string, unknown>;
    await writeFile(infoPath, `${JSON.stringify({ ...info, id: serviceUrl }, null, 2)}\n`);
    await rm(target, { recursive: true, force: true });
    await rename(join(work, TILES_FOLDER), target);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return listFiles(target, TILES_FOLDER);
}
