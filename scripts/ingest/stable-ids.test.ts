import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retiredUrls } from './id-manifest.ts';
import { parseIdManifest } from './id-manifest-file.ts';
import { byId, makeTempDir, readRecords, removeDir, runCli } from './test-fixtures.ts';

/** Three small demo photos with their sidecars, ingested, changed, and ingested again. */
const DEMO = join(import.meta.dirname, '../../demo/media');
const PHOTOS = ['chelsea.jpg', 'rocket.jpg', 'sunset.jpg'];

let dir: string;
let src: string;
let out: string;
const ingest = async () => {
  const run = await runCli([src, '--out', out, '--concurrency', '2', '--json-summary']);
  if (!run.summary || run.code !== 0) throw new Error(run.stderr);
  return { summary: run.summary, records: await readRecords(join(out, 'records.json')) };
};
const manifest = async () =>
  parseIdManifest(await readFile(join(out, 'item-ids.json'), 'utf8'), 'item-ids.json');

async function move(from: string, to: string): Promise<void> {
  await mkdir(join(src, to, '..'), { recursive: true });
  await rename(join(src, from), join(src, to));
  await rename(join(src, `${from}.json`), join(src, `${to}.json`));
}

/** The same photo, new pixels: what an owner's retouch does to the file's bytes. */
async function retouch(file: string): Promise<void> {
  const edited = await sharp(join(src, file)).flop().jpeg().toBuffer();
  await sharp(edited).toFile(join(src, file));
}

beforeAll(async () => {
  dir = await makeTempDir();
  src = join(dir, 'src');
  out = join(dir, 'out');
  await mkdir(src);
  for (const name of PHOTOS) {
    await copyFile(join(DEMO, name), join(src, name));
    await copyFile(join(DEMO, `${name}.json`), join(src, `${name}.json`));
  }
}, 30_000);

afterAll(() => removeDir(dir));

describe('item URLs across renames, edits and removals', () => {
  it('writes the id manifest beside the records on a first run', async () => {
    const { records } = await ingest();
    expect(records.map((record) => record.objectID)).toEqual(['chelsea', 'rocket', 'sunset']);
    expect((await manifest()).items.map(({ id, file, status }) => [id, file, status])).toEqual([
      ['chelsea', 'chelsea.jpg', 'live'],
      ['rocket', 'rocket.jpg', 'live'],
      ['sunset', 'sunset.jpg', 'live'],
    ]);
  }, 60_000);

  it('keeps the URL of a renamed and moved file, and of a file edited in place', async () => {
    const before = byId((await ingest()).records, 'chelsea');
    await move('chelsea.jpg', 'people/Chelsea at the pier.jpg');
    await retouch('rocket.jpg');
    const { summary, records } = await ingest();
    expect(records.map((record) => record.objectID)).toEqual(['chelsea', 'rocket', 'sunset']);
    const chelsea = byId(records, 'chelsea');
    expect(chelsea.title).toBe(before.title);
    expect(chelsea.image.src).toMatch(/^\/media\/chelsea\//);
    expect(await readdir(join(out, 'media'))).toEqual(['chelsea', 'rocket', 'sunset']);
    expect(summary).toMatchObject({ removed: [], withdrawn: 0, redirected: 0 });
  }, 60_000);

  it('withdraws the id of a removed file, and of a file renamed and edited at once', async () => {
    await copyFile(join(src, 'rocket.jpg'), join(dir, 'rocket-backup.jpg'));
    await rm(join(src, 'rocket.jpg'));
    await rm(join(src, 'rocket.jpg.json'));
    await move('sunset.jpg', 'evening.jpg');
    await retouch('evening.jpg');
    const { summary, records } = await ingest();
    expect(records.map((record) => record.objectID)).toEqual(['chelsea', 'evening']);
    expect(summary).toMatchObject({ withdrawn: 2, redirected: 0 });
    expect(retiredUrls(await manifest())).toEqual([
      { kind: 'withdrawn', id: 'rocket', since: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
      { kind: 'withdrawn', id: 'sunset', since: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
    ]);
  }, 60_000);

  it('gives a withdrawn id back when the same file returns, under any name', async () => {
    await copyFile(join(dir, 'rocket-backup.jpg'), join(src, 'rocket-again.jpg'));
    const { records } = await ingest();
    expect(records.map((record) => record.objectID)).toEqual(['chelsea', 'evening', 'rocket']);
  }, 60_000);
});
