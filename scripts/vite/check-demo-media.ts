import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ItemRecord } from '../../src/types/item.ts';

/** Every URL a record points at: original, renditions, video files and poster. */
export function urlsOf(record: ItemRecord): string[] {
  const urls = [record.image.src, ...record.image.renditions.map((r) => r.url)];
  if (record.video?.poster) urls.push(record.video.poster);
  if (record.video?.provider === 'file') {
    urls.push(record.video.src, ...record.video.sources.map((source) => source.url));
  }
  return [...new Set(urls)];
}

/** The record URLs (site-absolute, like `/media/x/640.avif`) with no file under `publicDir`. */
export async function findMissingMedia(recordsFile: string, publicDir: string): Promise<string[]> {
  const records = JSON.parse(await readFile(recordsFile, 'utf8')) as ItemRecord[];
  const missing: string[] = [];
  for (const url of records.flatMap(urlsOf)) {
    const path = join(publicDir, ...url.split('/').filter(Boolean).map(decodeURIComponent));
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) missing.push(url);
  }
  return missing;
}
