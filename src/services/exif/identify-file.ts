/**
 * What the first bytes of a file say it is. exifr's lite build reads JPEG, HEIC and AVIF; other
 * images (PNG, TIFF, WebP, GIF) are named so the region can say why it shows nothing.
 */
export type FileIdentity =
  { kind: 'readable' } | { kind: 'unsupported'; format: string } | { kind: 'not-image' };

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** Brands of an ISO-BMFF `ftyp` box: the major one, then the compatible ones. */
function fileTypeBrands(head: Uint8Array): string[] {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const boxSize = Math.min(head.length >= 4 ? view.getUint32(0) : 0, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(ascii(head, offset, offset + 4));
  return brands;
}

export function identifyFile(head: Uint8Array): FileIdentity {
  const [a, b, c, d] = head;
  if (a === 0xff && b === 0xd8) return { kind: 'readable' };
  if (ascii(head, 4, 8) === 'ftyp') {
    // The same box starts MP4 and MOV videos: only the HEIF image brands count.
    return fileTypeBrands(head).some((brand) => HEIF_BRANDS.has(brand))
      ? { kind: 'readable' }
      : { kind: 'not-image' };
  }
  if ((a === 0x49 && b === 0x49 && c === 0x2a) || (a === 0x4d && b === 0x4d && d === 0x2a))
    return { kind: 'unsupported', format: 'TIFF' };
  if (a === 0x89 && ascii(head, 1, 4) === 'PNG') return { kind: 'unsupported', format: 'PNG' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { kind: 'unsupported', format: 'WebP' };
  if (ascii(head, 0, 4) === 'GIF8') return { kind: 'unsupported', format: 'GIF' };
  return { kind: 'not-image' };
}
