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

/**
 * What the address bar asks for now. The router's location follows it a render later (its
 * updates are transitions), too late to tell a second click from a first.
 */
export function addressViewId(): string | null {
  return readViewHash(window.location.hash);
}
