/**
 * Puts an XMP packet into a JPEG without re-encoding it: the APP1 XMP segment is replaced (or
 * added after the JFIF/EXIF headers), and every other byte, the image data included, is kept.
 */

const XMP_HEADER = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
// An APP1 segment's length field counts itself and is 16 bits: 65535 - 2 - the header.
const MAX_PACKET = 65533 - XMP_HEADER.length;

export function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

interface Segment {
  marker: number;
  start: number;
  end: number;
}

/** The marker segments between SOI and the start of scan (SOS), which is where the image begins. */
function headerSegments(bytes: Buffer): { segments: Segment[]; scanStart: number } {
  const segments: Segment[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error('JPEG: a marker was expected');
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xda) return { segments, scanStart: offset };
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length) throw new Error('JPEG: a segment runs past the end of the file');
    segments.push({ marker, start: offset, end });
    offset = end;
  }
  throw new Error('JPEG: no image data (start of scan) found');
}

const isXmp = (bytes: Buffer, s: Segment): boolean =>
  s.marker === 0xe1 &&
  bytes.subarray(s.start + 4, s.start + 4 + XMP_HEADER.length).equals(XMP_HEADER);

/** The XMP packet the JPEG carries, or null. */
export function jpegXmp(bytes: Buffer): string | null {
  const segment = headerSegments(bytes).segments.find((s) => isXmp(bytes, s));
  return segment
    ? bytes.subarray(segment.start + 4 + XMP_HEADER.length, segment.end).toString('utf8')
    : null;
}

/** The same JPEG with `packet` as its only XMP segment; throws when the packet cannot fit. */
export function setJpegXmp(bytes: Buffer, packet: string): Buffer {
  const data = Buffer.from(packet, 'utf8');
  if (data.length > MAX_PACKET)
    throw new Error(`XMP packet too large for JPEG (${data.length} bytes)`);
  const { segments } = headerSegments(bytes);
  const kept = segments.filter((s) => !isXmp(bytes, s));
  // After JFIF (APP0) and EXIF (APP1), where readers and the XMP standard expect it.
  const before = kept.filter((_, i) =>
    kept.slice(0, i + 1).every((k) => k.marker === 0xe0 || k.marker === 0xe1),
  );
  const length = Buffer.alloc(4);
  length.writeUInt16BE(0xffe1, 0);
  length.writeUInt16BE(2 + XMP_HEADER.length + data.length, 2);
  const xmpSegment = Buffer.concat([length, XMP_HEADER, data]);
  const firstAfter = kept[before.length];
  const insertAt = firstAfter ? firstAfter.start : (before.at(-1)?.end ?? 2);
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  const copyUntil = (end: number, skip: Segment[]): void => {
    for (const s of skip) {
      if (s.start >= offset && s.end <= end) {
        parts.push(bytes.subarray(offset, s.start));
        offset = s.end;
      }
    }
    parts.push(bytes.subarray(offset, end));
    offset = end;
  };
  const removed = segments.filter((s) => isXmp(bytes, s));
  copyUntil(insertAt, removed);
  parts.push(xmpSegment);
  copyUntil(bytes.length, removed);
  return Buffer.concat(parts);
}
