import { posix } from 'node:path';
import { RENDITION_WIDTHS } from '../../src/types/item.ts';
import type { RenditionFormat } from '../../src/types/item.ts';
import type { PlannedItem } from './types.ts';
import { posterTime } from './video-tools.ts';

/**
 * The files ingest writes into `<out>/media/<objectID>/`. The full ingest and the dev server's
 * on-demand middleware both derive them from here, so they name and make every file alike.
 */

export type SourceOutput =
  | { kind: 'copy'; name: string; from: string; stripGps: boolean }
  | { kind: 'frame'; name: string; from: string; atSec: number };

export interface RenditionOutput {
  kind: 'rendition';
  name: string;
  format: RenditionFormat;
  width: number;
  height: number;
}

export interface SourceLayout {
  files: SourceOutput[];
  /** The output the image part of the record (renditions, colour, placeholder) is made from. */
  image: SourceOutput;
}

export const JPEG_FALLBACK_WIDTH = 1080;
const EXTENSIONS: Record<RenditionFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const RENDITION_NAME = /^\d+\.(avif|webp|jpg)$/i;

export class NoPosterError extends Error {
  override name = 'NoPosterError';
}

function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  while (used.has(candidate.toLowerCase()) || RENDITION_NAME.test(candidate)) {
    candidate = `original-${candidate}`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/** Originals, alternates and poster; `ffmpeg` says whether a poster frame can be extracted. */
export function planSources(
  item: PlannedItem,
  stripGps: boolean,
  video: { ffmpeg: boolean; durationSec: number | null },
): SourceLayout {
  const used = new Set<string>();
  const copy = (from: string, strip: boolean): SourceOutput => ({
    kind: 'copy',
    name: uniqueName(posix.basename(from), used),
    from,
    stripGps: strip,
  });
  if (item.kind === 'image') {
    const original = copy(item.source, stripGps);
    return { files: [original], image: original };
  }
  const files =
    item.kind === 'video' ? [item.source, ...item.alternates].map((f) => copy(f, false)) : [];
  let image: SourceOutput;
  if (item.poster) image = copy(item.poster, stripGps);
  else if (item.kind === 'video' && video.ffmpeg) {
    image = {
      kind: 'frame',
      name: uniqueName('poster.jpg', used),
      from: item.source,
      atSec: posterTime(video.durationSec),
    };
  } else {
    throw new NoPosterError(
      'no poster: ffmpeg was not found on PATH to take a frame, and the sidecar names no "poster"',
    );
  }
  return { files: [...files, image], image };
}

export function renditionWidths(sourceWidth: number): number[] {
  const widths = RENDITION_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

/** AVIF and WebP at every width, and one JPEG for browsers without either. */
export function planRenditions(sourceWidth: number, sourceHeight: number): RenditionOutput[] {
  const widths = renditionWidths(sourceWidth);
  const jpegWidth = Math.max(...widths.filter((w) => w <= JPEG_FALLBACK_WIDTH), widths[0] ?? 1);
  const make = (format: RenditionFormat, width: number): RenditionOutput => ({
    kind: 'rendition',
    name: `${width}.${EXTENSIONS[format]}`,
    format,
    width,
    height: Math.max(1, Math.round((sourceHeight * width) / sourceWidth)),
  });
  return [
    ...widths.map((width) => make('avif', width)),
    ...widths.map((width) => make('webp', width)),
    make('jpeg', jpegWidth),
  ];
}

export function mediaUrl(baseUrl: string, objectID: string, name: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${objectID}/${encodeURIComponent(name)}`;
}
