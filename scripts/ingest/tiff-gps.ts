/**
 * Removes the GPS directory from a TIFF/EXIF block in place: the GPSInfo pointer is taken out
 * of IFD0 and the GPS entries and their values are zeroed. The block keeps its length, so no
 * other offset in the file moves and the image data is untouched.
 */

const GPS_POINTER_TAG = 0x8825;
const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};

interface TiffView {
  bytes: Uint8Array;
  view: DataView;
  little: boolean;
}

function openTiff(bytes: Uint8Array): TiffView | null {
  if (bytes.length < 8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  return view.getUint16(2, little) === 42 ? { bytes, view, little } : null;
}

function entryCount(tiff: TiffView, offset: number): number | null {
  if (offset < 8 || offset + 2 > tiff.bytes.length) return null;
  const count = tiff.view.getUint16(offset, tiff.little);
  return offset + 2 + count * 12 + 4 <= tiff.bytes.length ? count : null;
}

function zeroGpsDirectory(tiff: TiffView, offset: number): void {
  const count = entryCount(tiff, offset);
  if (count === null) return;
  for (let i = 0; i < count; i += 1) {
    const entry = offset + 2 + i * 12;
    const size =
      (TYPE_SIZES[tiff.view.getUint16(entry + 2, tiff.little)] ?? 1) *
      tiff.view.getUint32(entry + 4, tiff.little);
    const valueOffset = tiff.view.getUint32(entry + 8, tiff.little);
    if (size > 4 && valueOffset + size <= tiff.bytes.length) {
      tiff.bytes.fill(0, valueOffset, valueOffset + size);
    }
  }
  tiff.bytes.fill(0, offset, offset + 2 + count * 12 + 4);
}

/** Returns true when a GPS directory was found and removed. Mutates `bytes`. */
export function removeGpsFromTiff(bytes: Uint8Array): boolean {
  const tiff = openTiff(bytes);
  if (!tiff) return false;
  const ifd0 = tiff.view.getUint32(4, tiff.little);
  const count = entryCount(tiff, ifd0);
  if (count === null) return false;
  for (let i = 0; i < count; i += 1) {
    const entry = ifd0 + 2 + i * 12;
    if (tiff.view.getUint16(entry, tiff.little) !== GPS_POINTER_TAG) continue;
    zeroGpsDirectory(tiff, tiff.view.getUint32(entry + 8, tiff.little));
    const end = ifd0 + 2 + count * 12 + 4;
    // Shift the later entries and the next-IFD offset up over the removed entry.
    bytes.copyWithin(entry, entry + 12, end);
    bytes.fill(0, end - 12, end);
    tiff.view.setUint16(ifd0, count - 1, tiff.little);
    return true;
  }
  return false;
}
