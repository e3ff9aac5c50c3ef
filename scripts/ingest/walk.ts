import { readdir, readlink, stat } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Problem } from './report.ts';

export interface WalkResult {
  /** Sorted, `/`-separated paths relative to the root. */
  files: string[];
  /** What a rule left out, with the reason, so the owner can see why an item is missing. */
  skipped: Problem[];
}

const DOT_DOT_REASON =
  'name starts with "..": left out like hidden files; rename it if it should be ingested';
const FOLDER_LINK_REASON =
  'link to a folder: not followed (folders are read where they are, so links cannot loop)';

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** Why a symbolic link is left out, or null when it leads to a file. */
async function linkProblem(path: string): Promise<string | null> {
  try {
    const target = await stat(path);
    if (target.isFile()) return null;
    return target.isDirectory() ? FOLDER_LINK_REASON : 'link to something that is not a file';
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ELOOP') return 'symbolic link loop: it leads back to itself';
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      const target = await readlink(path).catch(() => 'its target');
      return `broken symbolic link: ${target} does not exist`;
    }
    if (code === 'EACCES' || code === 'EPERM') return 'symbolic link: permission denied';
    return `symbolic link cannot be followed: ${(error as Error).message}`;
  }
}

/**
 * Lists every file below `root`. Hidden files and folders (a name starting with `.`) are left
 * out quietly, as they are the system's (`.DS_Store`, `.git`); everything else a rule leaves
 * out is reported: names starting with `..`, links to folders (not followed, they could loop),
 * link loops, broken links, devices and pipes, unreadable folders. The `skip` paths (ingest's
 * own output, when it lies inside the folder) are left out quietly too.
 */
export async function walkFolder(root: string, skip: string[] = []): Promise<WalkResult> {
  const files: string[] = [];
  const skipped: Problem[] = [];
  const own = new Set(skip.map((path) => resolve(path)));

  async function list(relativeDir: string): Promise<Dirent[]> {
    try {
      return await readdir(join(root, relativeDir), { withFileTypes: true });
    } catch (error) {
      if (relativeDir === '') throw error;
      const denied = codeOf(error) === 'EACCES' || codeOf(error) === 'EPERM';
      const reason = denied ? 'permission denied' : (error as Error).message;
      skipped.push({ file: relativeDir, reason: `cannot read this folder: ${reason}` });
      return [];
    }
  }

  async function visit(relativeDir: string): Promise<void> {
    for (const entry of await list(relativeDir)) {
      const relative = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
      if (entry.name.startsWith('..')) skipped.push({ file: relative, reason: DOT_DOT_REASON });
      else if (entry.name.startsWith('.') || own.has(resolve(root, relative))) continue;
      else if (entry.isDirectory()) await visit(relative);
      else if (entry.isFile()) files.push(relative);
      else if (entry.isSymbolicLink()) {
        const problem = await linkProblem(join(root, relative));
        if (problem) skipped.push({ file: relative, reason: problem });
        else files.push(relative);
      } else skipped.push({ file: relative, reason: 'not a file (a device, socket or pipe)' });
    }
  }

  await visit('');
  return { files: files.sort(), skipped };
}
