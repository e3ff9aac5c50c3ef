/** Stable ids and default titles derived from a file's path relative to the ingested folder. */

function slugSegment(segment: string): string {
  return segment
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Strips the media extension, or `.video.json` for a sidecar-only entry. */
export function stripExtension(fileName: string): string {
  if (fileName.toLowerCase().endsWith('.video.json'))
    return fileName.slice(0, -'.video.json'.length);
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/**
 * `trips/Harbour View.jpg` → `trips-harbour-view`. Returns null when nothing usable is left
 * (a name made only of symbols or non-Latin letters), so the caller can say so.
 */
export function toObjectId(relativePath: string): string | null {
  const segments = relativePath.split('/');
  const stem = slugSegment(stripExtension(segments.pop() ?? ''));
  if (stem === '') return null;
  return [...segments.map(slugSegment).filter(Boolean), stem].join('-');
}

/** `harbour-view_2.jpg` → `Harbour view 2`. */
export function humanizeFileName(fileName: string): string {
  const words = stripExtension(fileName)
    .replace(/[-_.\s]+/g, ' ')
    .trim();
  return words === '' ? fileName : words.charAt(0).toUpperCase() + words.slice(1);
}
