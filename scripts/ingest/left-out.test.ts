import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOBODY_CAN_RUN, runCliProcess } from './cli-process.ts';
import type { Summary } from './summary.ts';
import { makeTempDir, removeDir, runCli, writeImage } from './test-fixtures.ts';
import type { CliRun } from './test-fixtures.ts';

let dir: string;
let src: string;
let text: CliRun;

/** A tiny JPEG whose header claims 30000 × 20000 pixels: sharp refuses it before decoding. */
async function writeOversizeJpeg(path: string): Promise<void> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(20_000, frame + 5);
  jpeg.writeUInt16BE(30_000, frame + 7);
  await writeFile(path, jpeg);
}

beforeAll(async () => {
  dir = await makeTempDir();
  await chmod(dir, 0o777);
  src = join(dir, 'src');
  await writeImage(join(src, 'ok.jpg'), { width: 64, height: 48 });
  await writeOversizeJpeg(join(src, 'huge.jpg'));
  await writeImage(join(src, '..dots.jpg'), { width: 64, height: 48 });
  await symlink('missing.jpg', join(src, 'gone.jpg'));
  text = await runCli([src, '--out', join(dir, 'out')]);
}, 60_000);

afterAll(() => removeDir(dir));

describe('files ingest leaves out', () => {
  it("states sharp's pixel limit for an image over it", () => {
    expect(text.stdout).toContain(
      'Errors (1):\n  huge.jpg: image too large: 30000 × 20000 pixels (600 megapixels); ' +
        'sharp decodes at most 268 megapixels (16383 × 16383, its limitInputPixels), ' +
        'so make a smaller copy to ingest\n',
    );
    expect(text.code).toBe(1);
  });

  it('lists files left out by a rule under Skipped, with the reason', () => {
    expect(text.stdout).toContain(
      'Skipped (2):\n' +
        '  ..dots.jpg: name starts with "..": left out like hidden files; rename it if it should be ingested\n' +
        '  gone.jpg: broken symbolic link: missing.jpg does not exist\n',
    );
    expect(text.stdout).toMatch(/^Ingested 1 items/);
  });

  it('lists a folder it may not read, and goes on with the rest', async (ctx) => {
    ctx.skip(!NOBODY_CAN_RUN, 'running as root, and user "nobody" cannot read the repository');
    const folder = join(dir, 'with-private');
    await writeImage(join(folder, 'ok.jpg'), { width: 64, height: 48 });
    await mkdir(join(folder, 'private'));
    await writeImage(join(folder, 'private/secret.jpg'), { width: 64, height: 48 });
    await chmod(folder, 0o777);
    await chmod(join(folder, 'private'), 0o700);
    const run = runCliProcess([folder, '--out', join(dir, 'out-private'), '--json-summary'], {
      asNobody: true,
    });
    const summary = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Summary;
    expect(summary.skipped).toEqual([
      { file: 'private', reason: 'cannot read this folder: permission denied' },
    ]);
    expect(summary.items).toBe(1);
    expect(run.status).toBe(0);
  }, 60_000);
});
