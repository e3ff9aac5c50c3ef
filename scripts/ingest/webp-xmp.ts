/**
 * Puts an XMP packet into a WebP without re-encoding it. A WebP is a RIFF container (Google's
 * "WebP Container Specification"): metadata needs the extended format, whose `VP8X` header
 * flags it, so a simple file (one `VP8 ` or `VP8L` chunk) gets that header first, sized from its
 * bitstream. The `XMP ` chunk is replaced or added at the end; every other chunk is kept.
 */

const XMP_FLAG = 0x04;
const ALPHA_FLAG = 0x10;

interface Chunk {
  id: string;
  start: number;
  /** Past its data and the pad byte that makes an odd size even. */
  end: number;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

export function isWebp(bytes: Buffer): boolean {
  return bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
}

function chunksOf(bytes: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    // A final odd-sized chunk whose pad byte a writer left off is still whole.
    if (end > bytes.length + (size % 2))
      throw new Error('WebP: a chunk runs past the end of the file');
    chunks.push({
      id: ascii(bytes, offset, offset + 4),
      start: offset,
      end: Math.min(end, bytes.length),
    });
    offset = end;
  }
  if (chunks.length === 0) throw new Error('WebP: no chunks');
  return chunks;
}

function chunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

/** The canvas of a simple file, from its one bitstream chunk's header. */
function simpleCanvas(
  bytes: Buffer,
  image: Chunk,
): { width: number; height: number; alpha: boolean } {
  const data = image.start + 8;
  if (image.id === 'VP8 ' && bytes.readUIntBE(data + 3, 3) === 0x9d012a) {
    return {
      width: bytes.readUInt16LE(data + 6) & 0x3fff,
      height: bytes.readUInt16LE(data + 8) & 0x3fff,
      alpha: false,
    };
  }
  if (image.id === 'VP8L' && bytes[data] === 0x2f) {
    const bits = bytes.readUInt32LE(data + 1);
    return {
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
      alpha: ((bits >>> 28) & 1) === 1,
    };
  }
  throw new Error(`WebP: no image header in its ${image.id.trim()} chunk`);
}

/** A `VP8X` header for a simple file, its XMP flag set. */
function extendedHeader(canvas: { width: number; height: number; alpha: boolean }): Buffer {
  const data = Buffer.alloc(10);
  data[0] = XMP_FLAG | (canvas.alpha ? ALPHA_FLAG : 0);
  data.writeUIntLE(canvas.width - 1, 4, 3);
  data.writeUIntLE(canvas.height - 1, 7, 3);
  return chunk('VP8X', data);
}

/** The XMP packet a WebP carries, or null. */
export function webpXmp(bytes: Buffer): string | null {
  const xmp = chunksOf(bytes).find((candidate) => candidate.id === 'XMP ');
  if (!xmp) return null;
  const size = bytes.readUInt32LE(xmp.start + 4);
  return bytes.toString('utf8', xmp.start + 8, xmp.start + 8 + size);
}

export function setWebpXmp(bytes: Buffer, xmp: string): Buffer {
  const chunks = chunksOf(bytes);
  const kept = chunks.filter((candidate) => candidate.id !== 'XMP ');
  const parts: Buffer[] = kept.map((candidate) => {
    const part = Buffer.from(bytes.subarray(candidate.start, candidate.end));
    if (candidate.id === 'VP8X') part[8] = (part[8] ?? 0) | XMP_FLAG;
    return part;
  });
  if (!kept.some((candidate) => candidate.id === 'VP8X')) {
    const image = kept.find((candidate) => candidate.id === 'VP8 ' || candidate.id === 'VP8L');
    if (!image || kept.length !== 1) throw new Error('WebP: not a simple file, and no VP8X header');
    parts.unshift(extendedHeader(simpleCanvas(bytes, image)));
  }
  parts.push(chunk('XMP ', Buffer.from(xmp, 'utf8')));
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
