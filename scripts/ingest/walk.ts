import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Lists every file below `root` as a sorted, `/`-separated relative path. Dotfiles and dot
 * folders are left out; symlinked folders are not followed (they could loop); so are the
 * `skip` paths (ingest's own output, when it lies inside the folder).
 */
export async function walkFolder(root: string, skip: string[] = []): Promise<string[]> {
  const found: string[] = [];
  const skipped = new Set(skip.map((path) => resolve(path)));
  async function visit(relativeDir: string): Promise<void> {
    const entries = await readdir(join(root, relativeDir), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relative = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
      if (skipped.has(resolve(root, relative))) continue;
      if (entry.isDirectory()) await visit(relative);
      else if (entry.isFile()) found.push(relative);
      else if (entry.isSymbolicLink()) {
        const target = await stat(join(root, relative)).catch(() => null);
        if (target?.isFile()) found.push(relative);
      }
    }
  }
  await visit('');
  return found.sort();
}
