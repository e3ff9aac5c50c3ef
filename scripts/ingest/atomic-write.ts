import { randomBytes } from 'node:crypto';
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { makeDirs } from './make-dirs.ts';

/** Temp files start with this, so a crash leaves them recognisable (and never loaded as output). */
export const TEMP_PREFIX = '.tmp-';

function tempPathFor(path: string): string {
  return join(dirname(path), `${TEMP_PREFIX}${basename(path)}-${randomBytes(6).toString('hex')}`);
}

async function replaceVia(path: string, fill: (temp: string) => Promise<void>): Promise<void> {
  await makeDirs(dirname(path));
  const temp = tempPathFor(path);
  try {
    await fill(temp);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Readers see the old file or the new one, never half of one: write a temp file, then rename. */
export function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  return replaceVia(path, (temp) => writeFile(temp, data));
}

export function copyFileAtomic(from: string, path: string): Promise<void> {
  return replaceVia(path, (temp) => copyFile(from, temp));
}
