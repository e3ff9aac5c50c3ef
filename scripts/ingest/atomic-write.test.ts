import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileAtomic, writeFileAtomic } from './atomic-write.ts';
import { makeTempDir, removeDir } from './test-fixtures.ts';

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => removeDir(dir));

describe('atomic writes', () => {
  it('writes through a temp file that is gone afterwards, creating folders', async () => {
    const path = join(dir, 'a/b/records.json');
    await writeFileAtomic(path, 'new');
    expect(await readFile(path, 'utf8')).toBe('new');
    expect(await readdir(join(dir, 'a/b'))).toEqual(['records.json']);
  });

  it('replaces a file whole and leaves no temp file when the write fails', async () => {
    const path = join(dir, 'records.json');
    await writeFile(path, 'old');
    await writeFileAtomic(path, 'new');
    expect(await readFile(path, 'utf8')).toBe('new');
    // A folder in the way makes the final rename fail: the temp file must be cleaned up.
    const blocked = join(dir, 'blocked');
    await mkdir(join(blocked, 'inside'), { recursive: true });
    await expect(writeFileAtomic(blocked, 'x')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['blocked', 'records.json']);
    await expect(copyFileAtomic(join(dir, 'missing'), join(dir, 'copy'))).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['blocked', 'records.json']);
  });
});
