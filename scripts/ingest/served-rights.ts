import { basename } from 'node:path';
import { copyFileAtomic } from './atomic-write.ts';
import { bytesWithRights, copyWithRights, exiftoolWrites, hasExiftool } from './exiftool-rights.ts';
import { isJpeg, jpegXmp, setJpegXmp } from './jpeg-xmp.ts';
import { mergeRightsXmp } from './rights-xmp.ts';
import { isWebp, setWebpXmp, webpXmp } from './webp-xmp.ts';
import type { Rights } from './rights-xmp.ts';

/**
 * An original (or poster) as served, with the rights in it, its image data untouched: a JPEG in
 * its XMP segment and a WebP in its XMP chunk, here; PNG, TIFF, HEIC and AVIF through exiftool
 * when it is installed (exiftool-rights.ts); anything else as it is (docs/ingest.md says which).
 */
const firstLine = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);

export async function originalWithRights(
  bytes: Buffer,
  name: string,
  rights: Rights,
  warnings: string[] = [],
): Promise<Buffer> {
  try {
    if (isJpeg(bytes)) return setJpegXmp(bytes, mergeRightsXmp(jpegXmp(bytes), rights));
    if (isWebp(bytes)) return setWebpXmp(bytes, mergeRightsXmp(webpXmp(bytes), rights));
    if (exiftoolWrites(name) && (await hasExiftool()))
      return await bytesWithRights(bytes, name, rights);
  } catch (error) {
    // The owner's file is served intact rather than not at all; the renditions still carry them.
    warnings.push(`rights not written into the original: ${firstLine(error)}`);
  }
  return bytes;
}

/**
 * A file served as the owner gave it (a video, an original kept whole), copied file to file
 * without buffering: with the rights in its XMP where exiftool can write them, else as it is.
 */
export async function copyServed(
  source: string,
  target: string,
  rights: Rights,
  warnings: string[] = [],
): Promise<void> {
  if (exiftoolWrites(target) && (await hasExiftool())) {
    try {
      await copyWithRights(source, target, rights);
      return;
    } catch (error) {
      warnings.push(`rights not written into ${basename(target)}: ${firstLine(error)}`);
    }
  }
  await copyFileAtomic(source, target);
}
