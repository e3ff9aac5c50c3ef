import { isJpeg, jpegXmp, setJpegXmp } from './jpeg-xmp.ts';
import { mergeRightsXmp } from './rights-xmp.ts';
import type { Rights } from './rights-xmp.ts';

/**
 * An original (or poster) as served, with the rights in it. A JPEG gets them in its XMP
 * segment, losslessly; other formats are served as they are (docs/ingest.md says so), since
 * rewriting their containers here would risk the owner's bytes for little gain.
 */
export function originalWithRights(bytes: Buffer, rights: Rights, warnings: string[] = []): Buffer {
  if (!isJpeg(bytes)) return bytes;
  try {
    return setJpegXmp(bytes, mergeRightsXmp(jpegXmp(bytes), rights));
  } catch (error) {
    // The owner's file is served intact rather than not at all; the renditions still carry them.
    warnings.push(`rights not written into the original: ${(error as Error).message}`);
    return bytes;
  }
}
