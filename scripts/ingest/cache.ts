import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ItemRecord } from '../../src/types/item.ts';
import { writeFileAtomic } from './atomic-write.ts';
import type { OutputFile } from './process-item.ts';
import type { OutputOptions, PlannedItem } from './types.ts';

/** Bump when a change to ingest changes what it writes, so every cached item is redone. */
export const INGEST_VERSION = 9;

export interface CacheEntry {
  key: string;
  record: ItemRecord;
  outputs: OutputFile[];
}

function hashFile(path: string, hash: ReturnType<typeof createHash>): Promise<void> {
  return new Promise((resolve, reject) => {
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', resolve)
      .on('error', reject);
  });
}

/**
 * Everything an item's outputs depend on: its files' bytes (its `.xmp` sidecar's too), its
 * sidecar and defaults, the options, the encoder versions, whether ffmpeg could be used and
 * whether exiftool could write the rights into files other than JPEG and WebP.
 */
export async function cacheKey(
  item: PlannedItem,
  root: string,
  options: OutputOptions,
  tools: { ffmpeg: boolean; ffprobe: boolean; exiftool: boolean },
): Promise<string> {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      version: INGEST_VERSION,
      vips: sharp.versions,
      options: { baseUrl: options.baseUrl, stripGps: options.stripGps },
      tools: item.kind === 'video' ? tools : { exiftool: tools.exiftool },
      item: { ...item, defaults: item.defaults.files, sidecar: null },
    }),
  );
  const files = [
    item.kind === 'embed' ? null : item.source,
    item.poster,
    ...item.alternates,
    item.xmpSidecarPath,
  ];
  for (const file of files) {
    if (!file) continue;
    hash.update(`\0${file}\0`);
    await hashFile(join(root, file), hash);
  }
  return hash.digest('hex');
}

const entryPath = (cacheDir: string, objectID: string): string =>
  join(cacheDir, `${objectID}.json`);

export async function readCacheEntry(
  cacheDir: string,
  objectID: string,
): Promise<CacheEntry | null> {
  try {
    return JSON.parse(await readFile(entryPath(cacheDir, objectID), 'utf8')) as CacheEntry;
  } catch {
    return null;
  }
}

export function writeCacheEntry(cacheDir: string, entry: CacheEntry): Promise<void> {
  return writeFileAtomic(entryPath(cacheDir, entry.record.objectID), JSON.stringify(entry));
}

/** A cached item counts only while every file it wrote is still there at its size. */
export async function outputsPresent(itemDir: string, outputs: OutputFile[]): Promise<boolean> {
  for (const output of outputs) {
    const info = await stat(join(itemDir, output.name)).catch(() => null);
    if (info?.size !== output.size) return false;
  }
  return true;
}

export async function pruneCache(cacheDir: string, keep: Set<string>): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  for (const name of names) {
    if (!keep.has(name.replace(/\.json$/, ''))) await rm(join(cacheDir, name), { force: true });
  }
}
