import { safeMediaUrl } from '@/components/ui/media-url';
import type { ItemView, RenditionFormat } from '@/types/item';
import { downloadFileName, formatLabel, urlExtension } from './file-names';

/** One file a visitor can download from the item page. */
export interface DownloadOption {
  /** Stable key, also the analytics `rendition`: `original`, `webp-1920x1200`, `video-webm`. */
  id: string;
  /** Safe URL, or null when the record's URL is missing or unusable. */
  url: string | null;
  fileName: string;
  /** `JPEG`, `WebP`, `MP4`… */
  format: string;
  /** What else tells it apart: `1920 × 1200 px`, `poster image, 640 × 359 px`, `video`. */
  detail: string;
  width: number | null;
  height: number | null;
}

export interface DownloadGroup {
  /** e.g. `1920 × 1200 px`, or `Other video formats`. */
  label: string;
  options: DownloadOption[];
}

export interface DownloadChoices {
  /** The original file; null for YouTube/Vimeo videos, whose file is not ours to give. */
  original: DownloadOption | null;
  /** Other sizes and formats, largest first. */
  groups: DownloadGroup[];
}

const FORMAT_EXTENSION: Record<RenditionFormat, string> = {
  jpeg: 'jpg',
  webp: 'webp',
  avif: 'avif',
};
const FORMAT_ORDER: RenditionFormat[] = ['jpeg', 'webp', 'avif'];

export function formatDimensions(width: number, height: number): string {
  return `${width} × ${height} px`;
}

function mimeExtension(type: string): string {
  return /^video\/([a-z0-9]{1,5})$/i.exec(type)?.[1]?.toLowerCase() ?? 'mp4';
}

function originalOf(item: ItemView): DownloadOption | null {
  const { video } = item;
  if (video && video.provider !== 'file') return null;
  const { image } = item;
  if (!video && !image) return null;
  const url = safeMediaUrl(video ? video.src : image?.src);
  const fallback = video
    ? mimeExtension(video.sources.find((source) => source.url === video.src)?.type ?? '')
    : 'jpg';
  const extension = (url && urlExtension(url)) || fallback;
  return {
    id: 'original',
    url,
    fileName: downloadFileName({ objectID: item.objectID, url, fallbackExtension: fallback }),
    format: formatLabel(extension),
    // A video's frame size is its poster's, which the ingest takes from the clip itself.
    detail: image ? formatDimensions(image.width, image.height) : 'video',
    width: video || !image ? null : image.width,
    height: video || !image ? null : image.height,
  };
}

function otherVideoFormats(item: ItemView): DownloadGroup[] {
  const { video } = item;
  if (video?.provider !== 'file') return [];
  const options = video.sources
    .filter((source) => source.url !== video.src)
    .map((source): DownloadOption => {
      const url = safeMediaUrl(source.url);
      const extension = (url && urlExtension(url)) || mimeExtension(source.type);
      return {
        id: `video-${extension}`,
        url,
        fileName: downloadFileName({ objectID: item.objectID, url, fallbackExtension: extension }),
        format: formatLabel(extension),
        detail: 'video',
        width: null,
        height: null,
      };
    });
  return options.length > 0 ? [{ label: 'Other video formats', options }] : [];
}

function renditionGroups(item: ItemView): DownloadGroup[] {
  const bySize = new Map<string, DownloadGroup>();
  // Largest first; within a size, the most widely readable format first; usable URLs first, so
  // of two renditions of one format and size the one that works is kept.
  const renditions = [...(item.image?.renditions ?? [])].sort(
    (a, b) =>
      b.width - a.width ||
      b.height - a.height ||
      FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format) ||
      Number(!safeMediaUrl(a.url)) - Number(!safeMediaUrl(b.url)),
  );
  const poster = item.type === 'video' ? 'poster image, ' : '';
  const seen = new Set<string>();
  for (const rendition of renditions) {
    const { width, height, format } = rendition;
    const url = safeMediaUrl(rendition.url);
    const size = `${width}x${height}`;
    // Two renditions of one format and size would be the same choice twice.
    if (seen.has(`${format}-${size}`)) continue;
    seen.add(`${format}-${size}`);
    const dimensions = formatDimensions(width, height);
    const group = bySize.get(size) ?? {
      label: poster ? `Poster image, ${dimensions}` : dimensions,
      options: [],
    };
    bySize.set(size, group);
    group.options.push({
      id: `${format}-${size}`,
      url,
      fileName: downloadFileName({
        objectID: item.objectID,
        url,
        fallbackExtension: FORMAT_EXTENSION[format] ?? 'jpg',
        suffix: size,
      }),
      format: formatLabel(FORMAT_EXTENSION[format] ?? format),
      detail: poster + dimensions,
      width,
      height,
    });
  }
  return [...bySize.values()];
}

/** Everything the item page offers to download, from the record alone (no request). */
export function listDownloadChoices(item: ItemView): DownloadChoices {
  return {
    original: originalOf(item),
    groups: [...otherVideoFormats(item), ...renditionGroups(item)],
  };
}
