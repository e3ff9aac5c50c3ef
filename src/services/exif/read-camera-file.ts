import { CameraReadError, type CameraData } from './camera-data';
import { identifyFile } from './identify-file';
import { readFileHead } from './read-file-head';

/**
 * Reads the head of the original file and parses its EXIF with exifr (its own chunk), both at
 * once. Loaded by read-camera-data.ts when the page is idle, so an item page's first load does
 * not carry the file reading either.
 */
export async function readCameraFile(
  absolute: string,
  signal?: AbortSignal,
): Promise<CameraData | null> {
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
