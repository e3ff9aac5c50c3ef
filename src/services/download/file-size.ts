/**
 * The size of a file before downloading it: a HEAD request's Content-Length. Anything else (no
 * header, an error, a cross-origin host that hides it) is "unknown", never an error on screen.
 */
export async function fetchFileSize(url: string, signal?: AbortSignal): Promise<number | null> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal });
    if (!response.ok) return null;
    const length = Number(response.headers.get('content-length'));
    return Number.isSafeInteger(length) && length > 0 ? length : null;
  } catch {
    return null;
  }
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** `245 KB`, `1.2 MB`, as photo sites show sizes (1 KB = 1000 bytes, like file managers). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.5 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const rounded = value >= 100 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
