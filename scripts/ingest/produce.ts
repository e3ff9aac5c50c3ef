import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SourceOutput } from './outputs.ts';
import { stripGps } from './strip-gps.ts';
import { extractFrame } from './video-tools.ts';

/**
 * The bytes of an original, a GPS-stripped original or a poster frame. A frame is stored as
 * JPEG so the poster is as light as a photo and its renditions start from stable bytes.
 */
export async function produceSource(root: string, output: SourceOutput): Promise<Buffer> {
  const path = join(root, output.from);
  if (output.kind === 'frame') {
    const png = await extractFrame(path, output.atSec);
    return sharp(png).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  }
  const bytes = await readFile(path);
  return output.stripGps ? stripGps(bytes) : bytes;
}

/** Plain copies (videos, originals kept as they are) are copied file to file, not buffered. */
export function isPlainCopy(output: SourceOutput): boolean {
  return output.kind === 'copy' && !output.stripGps;
}
