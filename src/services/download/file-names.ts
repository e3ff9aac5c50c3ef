/**
 * Names of saved files: the item's slug (its objectID) and the real extension of the file, e.g.
 * `blinds.jpg` for the original and `blinds-1920x1200.webp` for a rendition. objectIDs come from
 * owners' folders, so anything a file system might choke on is replaced.
 */

const MAX_SLUG = 100;

export function fileSlug(objectID: string): string {
  const slug = objectID
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, MAX_SLUG);
  return slug || 'download';
}

/** The lower-case extension of the URL's last path segment (query and hash ignored), if any. */
export function urlExtension(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(name);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function downloadFileName({
  objectID,
  url,
  fallbackExtension,
  suffix,
}: {
  objectID: string;
  url: string | null;
  /** Used when the URL has no extension, e.g. from the rendition format or the MIME type. */
  fallbackExtension: string;
  /** e.g. `1920x1200` for a rendition. */
  suffix?: string;
}): string {
  const extension = (url && urlExtension(url)) || fallbackExtension;
  return `${fileSlug(objectID)}${suffix ? `-${suffix}` : ''}.${extension}`;
}

const FORMAT_LABELS: Record<string, string> = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
  png: 'PNG',
  gif: 'GIF',
  tif: 'TIFF',
  tiff: 'TIFF',
  heic: 'HEIC',
  mp4: 'MP4',
  m4v: 'MP4',
  webm: 'WebM',
  mov: 'QuickTime',
  ogv: 'Ogg',
};

/** How a format is named to people: `JPEG`, `WebP`, `MP4`… */
export function formatLabel(extension: string): string {
  return FORMAT_LABELS[extension.toLowerCase()] ?? extension.toUpperCase();
}
