import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byId,
  makeTempDir,
  readRecords,
  removeDir,
  runCli,
  writeImage,
  writeJson,
  writeXmpSidecar,
} from './test-fixtures.ts';

let dir: string;
let src: string;
let out: string;
const ingest = async () => {
  const result = await runCli([src, '--out', out, '--json-summary']);
  if (!result.summary) throw new Error(result.stderr);
  return result.summary;
};

beforeAll(async () => {
  dir = await makeTempDir();
  src = join(dir, 'src');
  out = join(dir, 'out');
  await writeImage(join(src, 'a.jpg'), { width: 700, height: 500 });
  await writeImage(join(src, 'b.jpg'), { width: 700, height: 500, color: '#aa3333' });
  await writeImage(join(src, 'c.jpg'), { width: 700, height: 500, color: '#33aa33' });
  await writeJson(join(src, 'c.jpg.json'), { title: 'First title' });
}, 30_000);

afterAll(() => removeDir(dir));

describe('incremental ingest', () => {
  it('processes everything once, then nothing when nothing changed', async () => {
    const first = await ingest();
    expect(first).toMatchObject({ processed: 3, cached: 0, renditions: 9 });
    const records = await readFile(join(out, 'records.json'), 'utf8');
    const second = await ingest();
    expect(second).toMatchObject({ items: 3, processed: 0, cached: 3, renditions: 0, files: 0 });
    expect(await readFile(join(out, 'records.json'), 'utf8')).toBe(records);
    expect(await readdir(join(out, '.ingest-cache'))).toEqual(['a.json', 'b.json', 'c.json']);
  }, 60_000);

  it('re-ingests only the item whose sidecar changed', async () => {
    await writeJson(join(src, 'c.jpg.json'), { title: 'Second title' });
    const run = await ingest();
    expect(run).toMatchObject({ processed: 1, cached: 2, renditions: 3 });
    expect(byId(await readRecords(join(out, 'records.json')), 'c').title).toBe('Second title');
  }, 60_000);

  it('re-ingests an item whose .xmp sidecar appeared or changed', async () => {
    writeXmpSidecar(join(src, 'b.xmp'), ['-XMP-dc:Title=Lightroom title']);
    expect(await ingest()).toMatchObject({ processed: 1, cached: 2 });
    expect(byId(await readRecords(join(out, 'records.json')), 'b').title).toBe('Lightroom title');
    // Edited in place: same name, new words.
    await rm(join(src, 'b.xmp'));
    writeXmpSidecar(join(src, 'b.xmp'), ['-XMP-dc:Title=Edited title']);
    expect(await ingest()).toMatchObject({ processed: 1, cached: 2 });
    expect(byId(await readRecords(join(out, 'records.json')), 'b').title).toBe('Edited title');
    await rm(join(src, 'b.xmp'));
  }, 60_000);

  it('re-ingests an item when its file changes or an output went missing, and tidies its folder', async () => {
    await writeImage(join(src, 'a.jpg'), { width: 640, height: 480, color: '#123456' });
    await rm(join(out, 'media/b/640.avif'));
    await writeFile(join(out, 'media/b/stray.txt'), 'left over');
    const run = await ingest();
    expect(run).toMatchObject({ processed: 2, cached: 1 });
    const records = await readRecords(join(out, 'records.json'));
    expect(byId(records, 'a').image.width).toBe(640);
    // Only what the new a.jpg needs is left in its folder.
    expect((await readdir(join(out, 'media/a'))).sort()).toEqual(
      ['640.avif', '640.jpg', '640.webp', 'a.jpg'].sort(),
    );
    await expect(stat(join(out, 'media/b/640.avif'))).resolves.toBeTruthy();
    await expect(stat(join(out, 'media/b/stray.txt'))).rejects.toThrow();
  }, 60_000);

  it('drops items whose source vanished, with their media folder and cache entry', async () => {
    await rm(join(src, 'b.jpg'));
    const run = await ingest();
    expect(run).toMatchObject({ items: 2, processed: 0, removed: ['b'] });
    const records = await readRecords(join(out, 'records.json'));
    expect(records.map((record) => record.objectID)).toEqual(['a', 'c']);
    expect(await readdir(join(out, 'media'))).toEqual(['a', 'c']);
    expect(await readdir(join(out, '.ingest-cache'))).toEqual(['a.json', 'c.json']);
  }, 60_000);

  it('honours --cache and --records', async () => {
    const cache = join(dir, 'elsewhere/cache');
    const recordsFile = join(dir, 'elsewhere/records.json');
    const args = [src, '--out', out, '--cache', cache, '--records', recordsFile, '--json-summary'];
    expect((await runCli(args)).summary).toMatchObject({ processed: 2 });
    expect((await runCli(args)).summary).toMatchObject({ processed: 0, cached: 2 });
    expect(await readdir(cache)).toEqual(['a.json', 'c.json']);
    expect(await readRecords(recordsFile)).toHaveLength(2);
  }, 60_000);

  it('does not ingest its own output when it lies inside the folder', async () => {
    const inside = [
      '--out',
      join(src, 'site'),
      '--cache',
      join(src, 'site-cache'),
      '--json-summary',
    ];
    expect((await runCli([src, ...inside])).summary).toMatchObject({ items: 2, skipped: [] });
    expect((await runCli([src, ...inside])).summary).toMatchObject({ items: 2, cached: 2 });
    await rm(join(src, 'site'), { recursive: true });
    await rm(join(src, 'site-cache'), { recursive: true });
  }, 60_000);
});
