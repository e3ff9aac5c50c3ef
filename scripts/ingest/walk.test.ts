import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byFile } from './report.ts';
import { makeTempDir, removeDir } from './test-fixtures.ts';
import { walkFolder } from './walk.ts';

let dir: string;
let hasFifo = true;

async function touch(relative: string): Promise<void> {
  await mkdir(join(dir, relative, '..'), { recursive: true });
  await writeFile(join(dir, relative), 'x');
}

beforeAll(async () => {
  dir = await makeTempDir();
  await touch('a.jpg');
  await touch('album/b.jpg');
  await touch('.DS_Store');
  await touch('.git/config');
  await touch('..dots.jpg');
  await touch('..old/c.jpg');
  await touch('out/records.json');
  await symlink('album/b.jpg', join(dir, 'link.jpg'));
  await symlink('album', join(dir, 'album-link'));
  await symlink('missing.jpg', join(dir, 'gone.jpg'));
  await symlink('loop-b.jpg', join(dir, 'loop-a.jpg'));
  await symlink('loop-a.jpg', join(dir, 'loop-b.jpg'));
  try {
    execFileSync('mkfifo', [join(dir, 'pipe.jpg')]);
  } catch {
    hasFifo = false;
  }
});

afterAll(() => removeDir(dir));

describe('walkFolder', () => {
  it('lists files and links to files; hidden names and its own output quietly left out', async () => {
    const { files } = await walkFolder(dir, [join(dir, 'out')]);
    expect(files).toEqual(['a.jpg', 'album/b.jpg', 'link.jpg']);
  });

  it('reports everything else it leaves out, with the reason', async () => {
    const { skipped } = await walkFolder(dir, [join(dir, 'out')]);
    const dotDot =
      'name starts with "..": left out like hidden files; rename it if it should be ingested';
    expect(skipped.sort(byFile)).toEqual([
      { file: '..dots.jpg', reason: dotDot },
      { file: '..old', reason: dotDot },
      {
        file: 'album-link',
        reason:
          'link to a folder: not followed (folders are read where they are, so links cannot loop)',
      },
      { file: 'gone.jpg', reason: 'broken symbolic link: missing.jpg does not exist' },
      { file: 'loop-a.jpg', reason: 'symbolic link loop: it leads back to itself' },
      { file: 'loop-b.jpg', reason: 'symbolic link loop: it leads back to itself' },
      ...(hasFifo ? [{ file: 'pipe.jpg', reason: 'not a file (a device, socket or pipe)' }] : []),
    ]);
  });
});
