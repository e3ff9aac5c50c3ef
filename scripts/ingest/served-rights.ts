import { isJpeg, jpegXmp, setJpegXmp } from './jpeg-xmp.ts';
import { mergeRightsXmp } from './rights-xmp.ts';
import type { Rights } from './rights-xmp.ts';

/**
 * An original (or poster) as served, with the rights in it. A JPEG gets them in its XMP
 * segment, losslessly; other formats are served as they are (docs/ingest.md says so), since
 * rewriting their containers here would risk the owner's bytes for little gain.
 */
export function originalWithRights(bytes: Buffer, rights: Rights): Buffer {
  if (!isJpeg(bytes)) return bytes;
  return setJpegXmp(bytes, mergeRightsXmp(jpegXmp(bytes), rights));
}
