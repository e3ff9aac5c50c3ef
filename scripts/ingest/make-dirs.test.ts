import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs } from './make-dirs.ts';
import { makeTempDir, removeDir } from './test-fixtures.ts';

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => removeDir(dir));

describe('makeDirs', () => {
  it('creates every missing folder, and is content when they exist', async () => {
    const deep = join(dir, 'a/b/c');
    await makeDirs(deep);
    await makeDirs(deep);
    expect((await stat(deep)).isDirectory()).toBe(true);
  });

  it('names the file that stands where a folder should be', async () => {
    await writeFile(join(dir, 'file'), '');
    await expect(makeDirs(join(dir, 'file/inside'))).rejects.toMatchObject({
      code: 'ENOTDIR',
      path: join(dir, 'file'),
    });
  });

  it.runIf(process.platform === 'linux')(
    'gives up at once where the folder above refuses new entries (Node’s own loops forever)',
    async () => {
      await expect(makeDirs('/proc/folio-make-dirs-test/deeper')).rejects.toMatchObject({
        code: 'ENOENT',
        path: '/proc/folio-make-dirs-test',
      });
    },
    5_000,
  );
});
