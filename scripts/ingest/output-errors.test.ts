import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AS_ROOT, NOBODY_CAN_RUN, runCliProcess } from './cli-process.ts';
import type { ProcessRun } from './cli-process.ts';
import { makeTempDir, removeDir, runCli, writeImage } from './test-fixtures.ts';

let dir: string;
let src: string;
let aFile: string;

/** A command that runs the CLI with a read-only tmpfs at `mountPoint`, or null where it cannot. */
function readOnlyMount(mountPoint: string): string[] | null {
  const unshare = AS_ROOT ? ['unshare', '--mount'] : ['unshare', '--mount', '--map-root-user'];
  const wrapper = [
    ...unshare,
    'sh',
    '-c',
    'mount -t tmpfs -o ro tmpfs "$0" && exec "$@"',
    mountPoint,
  ];
  const probe = spawnSync(wrapper[0] ?? 'unshare', [...wrapper.slice(1), 'true']);
  return probe.status === 0 ? wrapper : null;
}

/** What the owner sees: exactly this line on stderr (so no stack trace), and exit status 2. */
function expectOneLine(run: ProcessRun | { code: number; stderr: string }, line: string): void {
  if ('timedOut' in run) expect(run.timedOut).toBe(false);
  expect(run.stderr).toBe(`${line}\n`);
  expect('status' in run ? run.status : run.code).toBe(2);
}

beforeAll(async () => {
  dir = await makeTempDir();
  await chmod(dir, 0o777);
  src = join(dir, 'src');
  await writeImage(join(src, 'ok.jpg'), { width: 64, height: 48 });
  aFile = join(dir, 'a-file.txt');
  await writeFile(aFile, 'not a folder');
});

afterAll(() => removeDir(dir));

describe('an output location that cannot be written', () => {
  it('stops before any work with one line naming --out, exit 2 and no stack trace', () => {
    const run = runCliProcess([src, '--out', aFile]);
    expectOneLine(run, `ingest: cannot write to --out ${aFile}: it is a file, not a folder`);
    expect(run.stdout).toBe('');
  }, 60_000);

  it('shows the stack trace with --verbose', () => {
    const run = runCliProcess([src, '--out', aFile, '--verbose']);
    const [first, ...rest] = run.stderr.split('\n');
    expect(first).toBe(`ingest: cannot write to --out ${aFile}: it is a file, not a folder`);
    expect(rest.join('\n')).toMatch(/^ {4}at .*output-check\.ts/m);
    expect(rest.join('\n')).toContain('Caused by: Error: ENOTDIR');
    expect(run.status).toBe(2);
  }, 60_000);

  it('names the file in the way when --out lies inside a file', async () => {
    const out = join(aFile, 'out');
    expectOneLine(
      await runCli([src, '--out', out]),
      `ingest: cannot write to --out ${out}: ${aFile} is a file, not a folder`,
    );
  });

  it('refuses a --records that is a folder before making any media', async () => {
    const out = join(dir, 'out-records-folder');
    const records = join(dir, 'a-folder');
    await mkdir(records);
    expectOneLine(
      await runCli([src, '--out', out, '--records', records]),
      `ingest: cannot write to --records ${records}: it is a folder; name a file instead, ` +
        `like ${join(records, 'records.json')}`,
    );
    expect(existsSync(join(out, 'media'))).toBe(false);
  });

  it('reports a --cache folder this user may not write in', async (ctx) => {
    ctx.skip(!NOBODY_CAN_RUN, 'running as root, and user "nobody" cannot read the repository');
    const locked = join(dir, 'locked');
    await mkdir(locked);
    await chmod(locked, 0o555);
    const cache = join(locked, 'cache');
    const run = runCliProcess([src, '--out', join(dir, 'out-locked'), '--cache', cache], {
      asNobody: true,
    });
    expectOneLine(
      run,
      `ingest: cannot write to --cache ${cache}: permission denied ` +
        '(this user may not create or change files there)',
    );
  }, 60_000);

  it('reports a read-only file system for --records', async (ctx) => {
    const mountPoint = join(dir, 'read-only');
    await mkdir(mountPoint);
    const wrapper = readOnlyMount(mountPoint);
    ctx.skip(wrapper === null, 'this machine cannot mount a read-only tmpfs in a namespace');
    const records = join(mountPoint, 'records.json');
    const run = runCliProcess([src, '--out', join(dir, 'out-ro'), '--records', records], {
      wrapper: wrapper ?? [],
    });
    expectOneLine(run, `ingest: cannot write to --records ${records}: read-only file system`);
  }, 60_000);

  it('ends at once where the file system refuses new folders (/proc), instead of spinning', (ctx) => {
    ctx.skip(process.platform !== 'linux', '/proc is Linux only');
    const out = '/proc/folio-ingest-test/out';
    const run = runCliProcess([src, '--out', out], { timeoutMs: 30_000 });
    expectOneLine(
      run,
      `ingest: cannot write to --out ${out}: this file system does not allow new folders or files there`,
    );
  }, 60_000);
});
