import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { ItemRecord } from '../../src/types/item.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { buildRecord } from './build-record.ts';
import { NO_EXIF, readExif } from './exif.ts';
import { readFileMetadata } from './file-metadata.ts';
import { layoutItem } from './item-layout.ts';
import { planRenditions } from './outputs.ts';
import type { RenditionOutput, SourceLayout } from './outputs.ts';
import type { DecodedImage } from './render.ts';
import type { VideoProbe } from './video-tools.ts';
import { PixelLimitError } from './pixel-limit.ts';
import { isPlainCopy, produceSource } from './produce.ts';
import { rightsOfRecord, rightsXmp } from './rights-xmp.ts';
import { copyServed, originalWithRights } from './served-rights.ts';
import { describeError } from './report.ts';
import { decodeImage, encodeRendition, findDominantColor, makePlaceholder } from './render.ts';
import { needsTiles, writeTiles } from './tiles.ts';
import type { OutputOptions, PlannedItem } from './types.ts';

export interface OutputFile {
  name: string;
  size: number;
}

export interface ItemResult {
  record: ItemRecord;
  outputs: OutputFile[];
  renditions: number;
  bytes: number;
  warnings: string[];
}

async function checkReadable(path: string): Promise<void> {
  const info = await stat(path);
  if (info.size === 0) throw new Error('empty file (0 bytes)');
}

/** Makes every file of one item in `mediaDir/<objectID>/` and returns its record. */
export async function processItem(
  item: PlannedItem,
  root: string,
  mediaDir: string,
  options: OutputOptions,
): Promise<ItemResult> {
  const warnings: string[] = [];
  if (item.kind !== 'embed') await checkReadable(join(root, item.source));
  if (item.poster) await checkReadable(join(root, item.poster));
  const { layout, video } = await layoutItem(item, root, options.stripGps, warnings);
  const dir = join(mediaDir, item.objectID);
  const outputs: OutputFile[] = [];
  let bytes = 0;
  const write = async (name: string, data: Buffer): Promise<void> => {
    await writeFileAtomic(join(dir, name), data);
    outputs.push({ name, size: data.length });
    bytes += data.length;
  };

  const imageBytes = await produceSource(root, layout.image).catch((error: unknown) => {
    const reason = describeError(error);
    throw new Error(layout.image.from === item.source ? reason : `${layout.image.from}: ${reason}`);
  });
  const { record, decoded, renditions } = await describeItem(
    { item, root, options, layout, video, imageBytes },
    warnings,
  );
  // Every file served carries the item's rights (docs/ingest.md, "Rights in the files served").
  const rights = rightsOfRecord(record);
  const xmp = rightsXmp(rights);
  for (const file of layout.files) {
    if (file === layout.image)
      await write(file.name, await originalWithRights(imageBytes, file.name, rights, warnings));
    else if (isPlainCopy(file)) {
      await copyServed(join(root, file.from), join(dir, file.name), rights, warnings);
      const size = (await stat(join(dir, file.name))).size;
      outputs.push({ name: file.name, size });
      bytes += size;
    } else {
      // A video or alternate with its GPS removed: the rights go in as into an original.
      const produced = await produceSource(root, file);
      await write(file.name, await originalWithRights(produced, file.name, rights, warnings));
    }
  }
  for (const rendition of renditions)
    await write(rendition.name, await encodeRendition(decoded, rendition, xmp));
  if (record.image.tileService) {
    for (const tile of await writeTiles(decoded, dir, record.image.tileService)) {
      outputs.push(tile);
      bytes += tile.size;
    }
  }
  await removeStaleFiles(dir, outputs);

  return { record, outputs, renditions: renditions.length, bytes, warnings };
}

export interface ItemSource {
  item: PlannedItem;
  root: string;
  options: OutputOptions;
  layout: SourceLayout;
  video: VideoProbe;
  /** The bytes of `layout.image`, before the rights are put in. */
  imageBytes: Buffer;
}

/**
 * Decodes the item's image and builds its record. The dev server's on-demand files
 * (produce-one.ts) use it too: the rights they carry come from this record.
 */
export async function describeItem(
  { item, root, options, layout, video, imageBytes }: ItemSource,
  warnings: string[],
): Promise<{ record: ItemRecord; decoded: DecodedImage; renditions: RenditionOutput[] }> {
  const meta = await sharp(imageBytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const decoded = await decodeImage(imageBytes).catch((error: unknown) => {
    if (error instanceof PixelLimitError) throw error;
    throw new Error(`cannot decode image: ${decodeFailure(error as Error)}`);
  });
  const renditions = planRenditions(decoded.width, decoded.height);
  // Photos only: a video's poster is never looked at closer than its renditions.
  const tiled = item.kind === 'image' && needsTiles(decoded.width, decoded.height, renditions);
  const exif = item.kind === 'image' ? await readExif(exifBlobOf(meta, imageBytes)) : NO_EXIF;
  // A video's poster is a picture of it, not the item: its embedded metadata is not the video's.
  const embedded = item.kind === 'image' ? { xmp: meta?.xmp, iptc: meta?.iptc } : {};
  const files = await readFileMetadata(root, embedded, item.xmpSidecarPath ?? null, warnings);
  const record = buildRecord({
    item,
    options,
    exif,
    files,
    image: {
      name: layout.image.name,
      width: decoded.width,
      height: decoded.height,
      color: await findDominantColor(decoded),
      placeholder: await makePlaceholder(decoded),
      renditions,
      tiled,
    },
    video:
      item.kind === 'video'
        ? { files: layout.files.filter((f) => f !== layout.image), ...video }
        : null,
  });
  return { record, decoded, renditions };
}

/** TIFF files hold their EXIF in the file's own directories rather than in a separate block. */
function exifBlobOf(meta: Metadata | null, bytes: Buffer): Buffer | undefined {
  return meta?.exif ?? (meta?.format === 'tiff' ? bytes : undefined);
}

async function removeStaleFiles(dir: string, keep: OutputFile[]): Promise<void> {
  // A tile's name is a path (`iiif/…`): its folder is kept whole, and replaced whole when redone.
  const wanted = new Set(keep.map((file) => file.name.split('/')[0]));
  for (const name of await readdir(dir)) {
    if (!wanted.has(name)) await rm(join(dir, name), { recursive: true, force: true });
  }
}

/**
 * Why an image could not be decoded. A file cut short makes libvips warn, and with
 * `failOn: 'warning'` sharp fails with either that warning ("VipsJpeg: premature end of JPEG
 * image") or only "Warning treated as error due to failOn setting", depending on which thread
 * saw it first: both say the same thing to the person running the ingest, in the same words.
 */
function decodeFailure(error: Error): string {
  return /premature end|truncated|treated as error due to failOn/i.test(error.message)
    ? 'the file is truncated or damaged'
    : error.message;
}
