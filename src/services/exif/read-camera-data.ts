import { CameraReadError, type CameraData } from './camera-data';

/**
 * The camera facade: reads the head of the original file and parses its EXIF with exifr; the
 * reading and exifr load on first use (read-camera-file.ts). Resolves to null when the file
 * carries no camera data; rejects with a CameraReadError that says why the file could not be
 * read, or with the signal's AbortError.
 */
export async function readCameraData(
  url: string | null,
  signal?: AbortSignal,
): Promise<CameraData | null> {
  if (!url) throw new CameraReadError({ kind: 'missing-url' });
  // Records hold root-relative URLs; fetch needs them whole.
  const absolute = new URL(url, window.location.href).href;
  const { readCameraFile } = await import('./read-camera-file');
  return readCameraFile(absolute, signal);
}
