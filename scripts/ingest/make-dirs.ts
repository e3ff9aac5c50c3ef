import { mkdir, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';

function notAFolder(path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${path}'`), {
    code: 'ENOTDIR',
    path,
  });
}

/** The entry at `path`, or null when there is none (also when a parent is a file). */
async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * `mkdir -p` that stops at the first refusal. Node's `mkdir(path, { recursive: true })` answers
 * ENOENT by creating the parent and trying again, so where a parent exists but refuses new
 * entries (`/proc`) it spins forever. Here each missing folder is created once, top down.
 */
export async function makeDirs(path: string): Promise<void> {
  const missing: string[] = [];
  let current = resolve(path);
  for (;;) {
    const info = await statOrNull(current);
    if (info) {
      if (!info.isDirectory()) throw notAFolder(current);
      break;
    }
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const dir of missing) {
    try {
      await mkdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another worker may have made it a moment ago; anything else in the way is an error.
      if (!(await stat(dir)).isDirectory()) throw notAFolder(dir);
    }
  }
}
