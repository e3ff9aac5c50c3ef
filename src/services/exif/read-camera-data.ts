import { CameraReadError, type CameraData } from './camera-data';
import { identifyFile } from './identify-file';
import { readFileHead } from './read-file-head';

/**
 * The camera facade: reads the head of the original file and parses its EXIF with exifr, which
 * loads on first use. Resolves to null when the file carries no camera data; rejects with a
 * CameraReadError that says why the file could not be read, or with the signal's AbortError.
 */
export async function readCameraData(
  url: string | null,
  signal?: AbortSignal,
): Promise<CameraData | null> {
  if (!url) throw new CameraReadError({ kind: 'missing-url' });
  // Records hold root-relative URLs; fetch needs them whole.
  const absolute = new URL(url, window.location.href).href;
  const [head, { parseCameraData }] = await Promise.all([
    readFileHead(absolute, signal),
    import('./parse-camera-data'),
  ]);
  const identity = identifyFile(head);
  if (identity.kind !== 'readable') throw new CameraReadError(identity);
  try {
    return await parseCameraData(head);
  } catch {
    // A damaged EXIF block: the file is an image, it just carries nothing readable.
    return null;
  }
}
