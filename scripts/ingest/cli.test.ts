import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOBODY_CAN_RUN, runCliProcess } from './cli-process.ts';
import type { ProcessOptions } from './cli-process.ts';
import { Progress } from './progress.ts';
import type { Summary } from './summary.ts';
import { makeTempDir, removeDir, writeImage } from './test-fixtures.ts';

let dir: string;

function runWithSummary(
  args: string[],
  options: ProcessOptions = {},
): { status: number | null; summary: Summary; stderr: string } {
  const result = runCliProcess([...args, '--json-summary'], options);
  const last = result.stdout.trim().split('\n').at(-1) ?? '{}';
  return { status: result.status, summary: JSON.parse(last) as Summary, stderr: result.stderr };
}

beforeAll(async () => {
  dir = await makeTempDir();
  await writeImage(join(dir, 'src/ok.jpg'), { width: 320, height: 200 });
  await writeImage(join(dir, 'src/locked.jpg'), { width: 320, height: 200 });
  await chmod(dir, 0o777);
  await chmod(join(dir, 'src'), 0o777);
  await chmod(join(dir, 'src/locked.jpg'), 0o000);
});

afterAll(() => removeDir(dir));

describe('the ingest command as a process', () => {
  it('reports an unreadable file and exits 1; --keep-going exits 0', (ctx) => {
    ctx.skip(!NOBODY_CAN_RUN, 'running as root, and user "nobody" cannot read the repository');
    const strict = runWithSummary([join(dir, 'src'), '--out', join(dir, 'out')], {
      asNobody: true,
    });
    expect(strict.stderr).toContain('locked.jpg (error: cannot read file: permission denied)');
    expect(strict.summary.errors).toEqual([
      { file: 'locked.jpg', reason: 'cannot read file: permission denied' },
    ]);
    expect(strict.summary.items).toBe(1);
    expect(strict.status).toBe(1);
    const lenient = runWithSummary([join(dir, 'src'), '--out', join(dir, 'out'), '--keep-going'], {
      asNobody: true,
    });
    expect(lenient.status).toBe(0);
    expect(lenient.summary.errors).toHaveLength(1);
  }, 60_000);

  it('ingests a video with a poster without ffmpeg, with a warning; without a poster it cannot', async () => {
    const videos = join(dir, 'videos');
    await writeImage(join(videos, 'still.jpg'), { width: 320, height: 180 });
    // Without ffmpeg the clips are only copied, so they need not be real videos.
    await writeFile(join(videos, 'with-poster.mp4'), 'not decoded without ffmpeg');
    await writeFile(join(videos, 'with-poster.mp4.json'), JSON.stringify({ poster: 'still.jpg' }));
    await writeFile(join(videos, 'no-poster.mp4'), 'not decoded without ffmpeg');
    const noFfmpeg = { ...process.env, PATH: join(dir, 'empty-path') };
    const result = runWithSummary([videos, '--out', join(dir, 'out-videos')], { env: noFfmpeg });
    expect(result.summary.errors).toEqual([
      {
        file: 'no-poster.mp4',
        reason:
          'no poster: ffmpeg was not found on PATH to take a frame, and the sidecar names no "poster"',
      },
    ]);
    expect(result.summary.warnings).toContainEqual({
      file: 'with-poster.mp4',
      reason: 'ffprobe not found on PATH: duration unknown (give "durationSec" in the sidecar)',
    });
    expect(result.summary.warnings).toContainEqual({
      file: videos,
      reason: 'ffmpeg not found on PATH: videos need a "poster" in their sidecar',
    });
    expect(result.summary.videos).toBe(1);
    expect(result.status).toBe(1);
  }, 60_000);

  it('exits 2 on a usage error', () => {
    const result = runCliProcess([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('ingest: name the folder to ingest');
  }, 30_000);
});

describe('progress', () => {
  it('draws a bar with done/total, the current file and an ETA on a terminal', () => {
    let text = '';
    const progress = new Progress({ out: () => {}, err: (t) => (text += t), isTTY: true }, 4);
    progress.start('a.jpg');
    progress.finish('a.jpg', null, 1000);
    progress.start('b.jpg');
    expect(text).toContain('\r\x1b[2K');
    expect(text).toMatch(/1\/4 {2}ETA \d+:\d{2} {2}b\.jpg/);
  });

  it('writes one plain line per file when not on a terminal', () => {
    let text = '';
    const progress = new Progress({ out: () => {}, err: (t) => (text += t), isTTY: false }, 2);
    progress.start('a.jpg');
    progress.finish('a.jpg', null, 1500);
    progress.finish('b.jpg', 'empty file (0 bytes)', 10);
    expect(text).toBe('[1/2] a.jpg (1.5 s)\n[2/2] b.jpg (error: empty file (0 bytes))\n');
  });
});
