import sharp from 'sharp';

/**
 * sharp's own default (16383 × 16383 pixels), passed explicitly wherever pixels are decoded so
 * that the limit the message states is the one enforced. Reading metadata decodes no pixels,
 * so it runs without a limit (and can tell the image's size).
 */
export const PIXEL_LIMIT = 0x3fff * 0x3fff;

export class PixelLimitError extends Error {
  override name = 'PixelLimitError';
}

const megapixels = (pixels: number): string => `${Math.round(pixels / 1e6)} megapixels`;

export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /exceeds pixel limit/i.test(error.message);
}

/** sharp says only "Input image exceeds pixel limit"; this says by how much. */
export async function pixelLimitError(bytes: Buffer): Promise<PixelLimitError> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const size =
    meta?.width && meta.height
      ? `${meta.width} × ${meta.height} pixels (${megapixels(meta.width * meta.height)})`
      : 'more pixels than the limit';
  const side = Math.sqrt(PIXEL_LIMIT);
  return new PixelLimitError(
    `image too large: ${size}; sharp decodes at most ${megapixels(PIXEL_LIMIT)} ` +
      `(${side} × ${side}, its limitInputPixels), so make a smaller copy to ingest`,
  );
}
