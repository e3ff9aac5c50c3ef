/** The open viewer lives in the URL's hash, `#view=<objectID>`, so a link can open it. */
const PREFIX = '#view=';

export function readViewHash(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const id = decodeURIComponent(hash.slice(PREFIX.length));
    return id !== '' && id.length <= 512 ? id : null;
  } catch {
    return null;
  }
}

export function viewHash(objectID: string): string {
  return `${PREFIX}${encodeURIComponent(objectID)}`;
}
