import { randomBytes } from 'node:crypto';
import { rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { TEMP_PREFIX } from './atomic-write.ts';
import { makeDirs } from './make-dirs.ts';
import type { IngestOptions } from './types.ts';

export type OutputFlag = '--out' | '--records' | '--cache' | '--ids';

/** An output location that cannot be written, named as the user gave it. */
export class OutputError extends Error {
  override name = 'OutputError';

  constructor(flag: OutputFlag, path: string, reason: string, cause?: unknown) {
    super(`cannot write to ${flag} ${path}: ${reason}`, { cause });
  }

  static from(flag: OutputFlag, path: string, error: unknown): OutputError {
    return new OutputError(flag, path, explainWriteError(error, path), error);
  }
}

/** Node's fs error codes, in words that say what is wrong with the place. */
export function explainWriteError(error: unknown, givenPath: string): string {
  const { code, path } = (error ?? {}) as NodeJS.ErrnoException;
  switch (code) {
    case 'ENOTDIR':
      return path && resolve(path) !== resolve(givenPath)
        ? `${path} is a file, not a folder`
        : 'it is a file, not a folder';
    case 'EACCES':
      return 'permission denied (this user may not create or change files there)';
    case 'EPERM':
      return 'not permitted (the system does not allow writing there)';
    case 'EROFS':
      return 'read-only file system';
    case 'ENOENT':
      // The folder above exists (make-dirs.ts checked), yet refuses new entries: /proc, /sys.
      return 'this file system does not allow new folders or files there';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** Creates the folder if needed and proves a file can be made in it (what atomic writes need). */
async function probeFolder(folder: string): Promise<void> {
  await makeDirs(folder);
  const probe = join(folder, `${TEMP_PREFIX}write-check-${randomBytes(6).toString('hex')}`);
  await writeFile(probe, '', { flag: 'wx' });
  await rm(probe, { force: true });
}

async function checkFolder(flag: OutputFlag, path: string): Promise<void> {
  await probeFolder(path).catch((error: unknown) => {
    throw OutputError.from(flag, path, error);
  });
}

async function checkFile(flag: OutputFlag, path: string, example: string): Promise<void> {
  const existing = await stat(path).catch(() => null);
  if (existing?.isDirectory()) {
    throw new OutputError(
      flag,
      path,
      `it is a folder; name a file instead, like ${join(path, example)}`,
    );
  }
  await probeFolder(dirname(path)).catch((error: unknown) => {
    throw OutputError.from(flag, path, error);
  });
}

/**
 * Every place ingest writes, checked before any work starts, so a run that could not save its
 * results never begins. The first problem is thrown as an OutputError.
 */
export async function checkOutputs(options: IngestOptions): Promise<void> {
  await checkFolder('--out', options.out);
  await checkFolder('--cache', options.cache);
  await checkFile('--records', options.records, 'records.json');
  await checkFile('--ids', options.ids, 'item-ids.json');
}
