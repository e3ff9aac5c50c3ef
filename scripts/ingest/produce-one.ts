import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { layoutItem } from './item-layout.ts';
import { describeItem } from './process-item.ts';
import { produceSource } from './produce.ts';
import { encodeRendition } from './render.ts';
import { rightsOfRecord, rightsXmp } from './rights-xmp.ts';
import { originalWithRights } from './served-rights.ts';
import type { PlannedItem } from './types.ts';

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
  if (source && source !== layout.image) {
    return source.kind === 'copy' && !source.stripGps
      ? readFile(join(root, source.from))
      : produceSource(root, source);
  }
  if (!source && !isRendition) return null;
  // The original and the renditions carry the rights from the item's record, as in processItem.
  const imageBytes = await produceSource(root, layout.image);
  const options = { baseUrl: '', stripGps };
  const { record, decoded, renditions } = await describeItem(
    { item, root, options, layout, video, imageBytes },
    [],
  );
  const rights = rightsOfRecord(record);
  if (source) return originalWithRights(imageBytes, rights);
  const rendition = renditions.find((r) => r.name === name);
  return rendition ? encodeRendition(decoded, rendition, rightsXmp(rights)) : null;
}
