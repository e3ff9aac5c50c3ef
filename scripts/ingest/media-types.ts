import sharp from 'sharp';

export type MediaKind = 'image' | 'video';

const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};

const HEIC_TYPES: Record<string, string> = { '.heic': 'image/heic', '.heif': 'image/heif' };

const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** The prebuilt libvips ships libheif with AV1 only; HEIC needs an HEVC decoder. */
export function canReadHeic(): boolean {
  return sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;
}

export type Classification =
  { kind: MediaKind; mime: string } | { kind: 'unsupported'; reason: string };

export function classifyMedia(fileName: string): Classification {
  const ext = extensionOf(fileName);
  const image = IMAGE_TYPES[ext];
  if (image) return { kind: 'image', mime: image };
  const video = VIDEO_TYPES[ext];
  if (video) return { kind: 'video', mime: video };
  const heic = HEIC_TYPES[ext];
  if (heic) {
    return canReadHeic()
      ? { kind: 'image', mime: heic }
      : { kind: 'unsupported', reason: 'unsupported (HEIC): this sharp build cannot decode HEVC' };
  }
  return { kind: 'unsupported', reason: `unsupported file type (${ext || 'no extension'})` };
}

/** MIME type for serving an output file (originals, renditions, posters). */
export function contentTypeOf(fileName: string): string {
  const ext = extensionOf(fileName);
  return IMAGE_TYPES[ext] ?? VIDEO_TYPES[ext] ?? HEIC_TYPES[ext] ?? 'application/octet-stream';
}
