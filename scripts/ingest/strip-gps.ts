import { crc32 } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import { removeGpsFromTiff } from './tiff-gps.ts';

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// XMP repeats the GPS tags as exif:GPS… elements or attributes.
const XMP_GPS = /<exif:GPS(\w+)>[\s\S]*?<\/exif:GPS\1>|<exif:GPS\w+\s*\/>|\sexif:GPS\w+="[^"]*"/g;

function blankXmpGps(bytes: Buffer, xmp: Buffer | undefined): void {
  if (!xmp) return;
  const at = bytes.indexOf(xmp);
  if (at < 0) return;
  // Same-length blanking keeps every offset valid; XMP allows whitespace anywhere there.
  const text = xmp.toString('latin1').replace(XMP_GPS, (match) => ' '.repeat(match.length));
  bytes.write(text, at, 'latin1');
}

/** PNG chunks carry a CRC over type and data; refresh the ones that the patch touched. */
function refreshPngCrcs(bytes: Buffer): void {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return;
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 8 + length;
    if (end + 4 > bytes.length) return;
    bytes.writeUInt32BE(crc32(bytes.subarray(offset + 4, end)), end);
    offset = end + 4;
  }
}

async function stillHasGps(bytes: Buffer): Promise<boolean> {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  const exif = meta.exif?.subarray(0, 6).equals(EXIF_HEADER) ? meta.exif.subarray(6) : meta.exif;
  const fromExif = exif ? await exifr.gps(exif).catch(() => undefined) : undefined;
  const fromFile =
    meta.format === 'tiff' ? await exifr.gps(bytes).catch(() => undefined) : undefined;
  const xmpGps = meta.xmp
    ? /exif:GPS(Latitude|Longitude)\b/.test(meta.xmp.toString('latin1'))
    : false;
  return Boolean(fromExif ?? fromFile) || xmpGps;
}

/**
 * A copy of an image file without its location: the EXIF GPS directory is removed in place and
 * XMP GPS tags are blanked, so the pixels and all other metadata stay byte for byte the same.
 * Throws when the location cannot be removed (for example compressed XMP in a PNG).
 */
export async function stripGps(original: Buffer): Promise<Buffer> {
  const bytes = Buffer.from(original);
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (meta.format === 'tiff') removeGpsFromTiff(bytes);
  else if (meta.exif) {
    const at = bytes.indexOf(meta.exif);
    const tiffStart = meta.exif.subarray(0, 6).equals(EXIF_HEADER) ? at + 6 : at;
    if (at >= 0) removeGpsFromTiff(bytes.subarray(tiffStart, at + meta.exif.length));
  }
  blankXmpGps(bytes, meta.xmp);
  refreshPngCrcs(bytes);
  if (await stillHasGps(bytes)) {
    throw new Error('--strip-gps: could not remove the location from this file; remove it first');
  }
  return bytes;
}
