import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { absoluteMediaUrl } from '../../src/services/page-meta/site-address.ts';
import type { ItemRecord } from '../../src/types/item.ts';

/**
 * IIIF wants an image service's `id` absolute, and ingest can only write what `--base-url`
 * says (`/media/<id>/iiif` in the demo). Each info.json the build holds for a record's
 * root-relative tile service gets the service's address on the site instead. A service on
 * another host already carries its absolute id and is not in the build: it is left alone.
 * Returns the files rewritten, as paths inside the build.
 */
export async function absoluteTileServiceIds(
  dist: string,
  siteUrl: string,
  records: Iterable<ItemRecord>,
): Promise<string[]> {
  const rewritten: string[] = [];
  for (const record of records) {
    const service = record.image.tileService;
    if (!service?.startsWith('/') || service.startsWith('//')) continue;
    const id = absoluteMediaUrl(siteUrl, service);
    const path = `${decodeURI(service).replace(/\/+$/, '')}/info.json`;
    const file = join(dist, path);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (!id || text === null) continue;
    const info = JSON.parse(text) as Record<string, unknown>;
    if (info.id === id) continue;
    // A new file in its place: the build's copy may be a link to the ingest's own.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, `${JSON.stringify({ ...info, id }, null, 2)}\n`);
    await rename(temp, file).catch(async (error: unknown) => {
      await rm(temp, { force: true });
      throw error;
    });
    rewritten.push(path);
  }
  return rewritten;
}
