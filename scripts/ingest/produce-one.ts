import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { layoutItem } from './item-layout.ts';
import { planRenditions } from './outputs.ts';
import { produceSource } from './produce.ts';
import { decodeImage, encodeRendition } from './render.ts';
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
  const { layout } = await layoutItem(item, root, stripGps);
  const source = layout.files.find((file) => file.name === name);
  if (source) {
    return source.kind === 'copy' && !source.stripGps
      ? readFile(join(root, source.from))
      : produceSource(root, source);
  }
  if (!/^\d+\.(avif|webp|jpg)$/.test(name)) return null;
  const decoded = await decodeImage(await produceSource(root, layout.image));
  const rendition = planRenditions(decoded.width, decoded.height).find((r) => r.name === name);
  return rendition ? encodeRendition(decoded, rendition) : null;
}
