/**
 * The open viewer lives in the URL's hash, `#view=<objectID>`, so a link can open it; a slide
 * with tiles adds its zoom and place after an `&` (view-zoom-hash.ts). An id never holds a raw
 * `&`: it is written encoded.
 */
export const VIEW_PREFIX = '#view=';

export function readViewHash(hash: string): string | null {
  if (!hash.startsWith(VIEW_PREFIX)) return null;
  try {
    const id = decodeURIComponent(hash.slice(VIEW_PREFIX.length).split('&', 1)[0] ?? '');
    return id !== '' && id.length <= 512 ? id : null;
  } catch {
    return null;
  }
}

export function viewHash(objectID: string): string {
  return `${VIEW_PREFIX}${encodeURIComponent(objectID)}`;
}

/**
 * What the address bar asks for now. The router's location follows it a render later (its
 * updates are transitions), too late to tell a second click from a first.
 */
export function addressViewId(): string | null {
  return readViewHash(window.location.hash);
}
