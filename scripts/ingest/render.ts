import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { RenditionFormat } from '../../src/types/item.ts';
import { dominantColor } from './dominant-color.ts';
import type { RenditionOutput } from './outputs.ts';
import { isPixelLimitError, PIXEL_LIMIT, pixelLimitError } from './pixel-limit.ts';

/** Decoded once per item: upright (EXIF orientation applied) 8-bit sRGB pixels. */
export interface DecodedImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

// Fast encoder settings (AVIF effort 4 is ten times slower for a few per cent), tuned for photos.
const ENCODE: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * libaom's output depends on its thread count, so rendering always uses one libvips thread:
 * a worker, the dev server and another machine then write the same bytes. Parallelism comes
 * from worker threads instead.
 */
function pinThreads(): void {
  if (sharp.concurrency() !== 1) sharp.concurrency(1);
}

function fromRaw(image: DecodedImage): Sharp {
  const { width, height, channels } = image;
  return sharp(image.data, { raw: { width, height, channels } });
}

export async function decodeImage(bytes: Buffer): Promise<DecodedImage> {
  pinThreads();
  const { data, info } = await sharp(bytes, { failOn: 'warning', limitInputPixels: PIXEL_LIMIT })
    .autoOrient()
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(async (error: unknown) => {
      throw isPixelLimitError(error) ? await pixelLimitError(bytes) : error;
    });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A rendition, carrying `xmp` (the item's rights, rights-xmp.ts) when given. */
export async function encodeRendition(
  image: DecodedImage,
  output: RenditionOutput,
  xmp?: string,
): Promise<Buffer> {
  pinThreads();
  const resized = fromRaw(image).resize(output.width, output.height, { fit: 'fill' });
  return ENCODE[output.format](xmp ? resized.withXmp(xmp) : resized).toBuffer();
}

/** The colour of the largest similar region, from a 64 px thumbnail. */
export async function findDominantColor(image: DecodedImage): Promise<string> {
  const { data, info } = await fromRaw(image)
    .resize(64, 64, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return dominantColor(data, info.channels);
}

const PLACEHOLDER_LIMIT = 600;

/** A ~24 px WebP shown blurred while a rendition loads; smaller settings if it comes out big. */
export async function makePlaceholder(image: DecodedImage): Promise<string> {
  let data = Buffer.alloc(0);
  for (const [size, quality] of [
    [24, 40],
    [16, 20],
  ] as const) {
    data = await fromRaw(image).resize(size, size, { fit: 'inside' }).webp({ quality }).toBuffer();
    if (data.length * 1.34 + 23 < PLACEHOLDER_LIMIT) break;
  }
  return `data:image/webp;base64,${data.toString('base64')}`;
}
