import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutItem } from './item-layout.ts';
import { describeItem } from './process-item.ts';
import { isPlainCopy, produceSource } from './produce.ts';
import { encodeRendition } from './render.ts';
import { rightsOfRecord, rightsXmp, type Rights } from './rights-xmp.ts';
import { copyServed, originalWithRights } from './served-rights.ts';
import type { PlannedItem } from './types.ts';
import { writeTiles } from './tiles.ts';

/**
 * Makes just one of an item's output files, byte for byte what the full ingest writes there,
 * or returns null when the item has no file of that name.
 */
export async function produceOneFile(
  item: PlannedItem,
  root: string,
  name: string,
  stripGps: boolean,
): Promise<Buffer | null> {
  const { layout, video } = await layoutItem(item, root, stripGps);
  const source = layout.files.find((file) => file.name === name);
  const isRendition = /^\d+\.(avif|webp|jpg)$/.test(name);
  if (!source && !isRendition) return null;
  // Every file carries the rights from the item's record, as in processItem.
  const imageBytes = await produceSource(root, layout.image);
  const options = { baseUrl: '', stripGps };
  const { record, decoded, renditions } = await describeItem(
    { item, root, options, layout, video, imageBytes },
    [],
  );
  const rights = rightsOfRecord(record);
  if (source && source !== layout.image && isPlainCopy(source))
    return servedCopy(join(root, source.from), source.name, rights);
  if (source) {
    const bytes = source === layout.image ? imageBytes : await produceSource(root, source);
    return originalWithRights(bytes, source.name, rights);
  }
  const rendition = renditions.find((r) => r.name === name);
  return rendition ? encodeRendition(decoded, rendition, rightsXmp(rights)) : null;
}

/** What `copyServed` writes for `source`, as bytes. */
async function servedCopy(source: string, name: string, rights: Rights): Promise<Buffer> {
  const work = await mkdtemp(join(tmpdir(), 'folio-served-'));
  try {
    const target = join(work, name);
    await copyServed(source, target, rights);
    return await readFile(target);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Writes an item's deep-zoom tiles into `itemDir`, as the full ingest does, when its record has
 * a tile service; false when it has none (a video, a photo no larger than its renditions).
 */
export async function produceTiles(
  item: PlannedItem,
  root: string,
  itemDir: string,
  baseUrl: string,
): Promise<boolean> {
  const { layout, video } = await layoutItem(item, root, false);
  const imageBytes = await produceSource(root, layout.image);
  const { record, decoded } = await describeItem(
    { item, root, options: { baseUrl, stripGps: false }, layout, video, imageBytes },
    [],
  );
  if (!record.image.tileService) return false;
  await writeTiles(decoded, itemDir, record.image.tileService);
  return true;
}
