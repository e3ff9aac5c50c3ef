import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeTempDir,
  readRecords,
  removeDir,
  runCli,
  writeImage,
  writeJson,
} from './test-fixtures.ts';
import type { CliRun } from './test-fixtures.ts';

let dir: string;
let src: string;
let strict: CliRun;

beforeAll(async () => {
  dir = await makeTempDir();
  src = join(dir, 'src');
  await writeImage(join(src, 'ok.jpg'), { width: 400, height: 300 });
  await writeFile(join(src, 'corrupt.jpg'), Buffer.from('this is not a JPEG at all'));
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  await writeFile(join(src, 'truncated.jpg'), jpeg.subarray(0, Math.floor(jpeg.length / 2)));
  await writeFile(join(src, 'empty.jpg'), Buffer.alloc(0));
  await writeImage(join(src, 'bad-json.jpg'), { width: 400, height: 300 });
  await writeJson(join(src, 'bad-json.jpg.json'), '{ "title": "oops", }');
  await writeImage(join(src, 'unknown-field.jpg'), { width: 400, height: 300 });
  await writeJson(join(src, 'unknown-field.jpg.json'), { titel: 'typo', tags: ['a'] });
  await writeImage(join(src, 'wrong-types.jpg'), { width: 400, height: 300 });
  await writeJson(join(src, 'wrong-types.jpg.json'), {
    tags: 'one',
    license: 'Made-Up-1.0',
    geo: { lat: 95, lng: 0 },
    place: { name: 'Somewhere', county: 'x' },
    poster: 'x.jpg',
  });
  await writeImage(join(src, 'dup/photo.jpg'), { width: 400, height: 300 });
  await writeImage(join(src, 'dup-photo.png'), { width: 400, height: 300, format: 'png' });
  await writeJson(join(src, 'broken/_defaults.json'), { license: 'Nope', colour: 'red' });
  await writeImage(join(src, 'broken/below.jpg'), { width: 400, height: 300 });
  await writeJson(join(src, 'orphan.jpg.json'), { title: 'No file' });
  await writeJson(join(src, 'talk.video.json'), {
    provider: 'youtube',
    id: 'short',
    poster: 'gone.jpg',
  });
  strict = await runCli([src, '--out', join(dir, 'out'), '--json-summary']);
}, 120_000);

afterAll(() => removeDir(dir));

describe('bad input', () => {
  it('reports each bad file with its reason and exits 1', () => {
    expect(strict.code).toBe(1);
    const errors = strict.summary?.errors ?? [];
    const reasonsFor = (file: string): string[] =>
      errors.filter((error) => error.file === file).map((error) => error.reason);
    expect(reasonsFor('corrupt.jpg')).toEqual([
      expect.stringMatching(/^cannot decode image: .*unsupported image format/),
    ]);
    // The same words whichever of its two messages libvips gives for a file cut short.
    expect(reasonsFor('truncated.jpg')).toEqual([
      'cannot decode image: the file is truncated or damaged',
    ]);
    expect(reasonsFor('empty.jpg')).toEqual(['empty file (0 bytes)']);
    expect(reasonsFor('bad-json.jpg.json')).toEqual([expect.stringMatching(/^invalid JSON: /)]);
    expect(reasonsFor('unknown-field.jpg.json')).toEqual([
      expect.stringMatching(/^titel: unknown field \(allowed: title, description, tags/),
    ]);
    expect(reasonsFor('wrong-types.jpg.json')).toEqual([
      'geo.lat: must be a number from -90 to 90',
      expect.stringMatching(/^license: unknown licence "Made-Up-1.0"; use one of CC0-1.0, /),
      'place.county: unknown field (allowed: name, country, city, region, sublocation)',
      'poster: applies to videos only',
      'tags: must be a list of strings',
    ]);
    expect(reasonsFor('dup-photo.png')).toEqual([
      'duplicate id "dup-photo": dup-photo.png and dup/photo.jpg both map to it; ' +
        'rename one (or name it as an alternate in a sidecar)',
    ]);
    expect(reasonsFor('broken/_defaults.json')).toEqual([
      'colour: unknown field (allowed: creator, credit, license, tags, date)',
      expect.stringMatching(/^license: unknown licence "Nope"/),
    ]);
    expect(reasonsFor('broken/below.jpg')).toEqual([
      'not ingested: broken/_defaults.json is invalid',
    ]);
    expect(reasonsFor('talk.video.json')).toEqual(['id: is not a youtube video id']);
    expect(strict.summary?.warnings).toEqual([
      { file: 'orphan.jpg.json', reason: 'ignored: no media file of that name next to it' },
    ]);
  });

  it('still ingests the good files and writes no partial or temporary files', async () => {
    const records = await readRecords(join(dir, 'out/records.json'));
    expect(records.map((record) => record.objectID)).toEqual(['ok']);
    expect(await readdir(join(dir, 'out/media'))).toEqual(['ok']);
    const files = await readdir(join(dir, 'out/media/ok'));
    expect(files.filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('prints the errors in the text summary', async () => {
    const text = await runCli([src, '--out', join(dir, 'out-text')]);
    expect(text.stdout).toMatch(/Errors \(\d+\):\n {2}bad-json\.jpg\.json: invalid JSON/);
    expect(text.stderr).toMatch(/\[\d+\/\d+\] empty\.jpg \(error: empty file \(0 bytes\)\)/);
  }, 60_000);

  it('exits 0 with --keep-going and reports the same errors', async () => {
    const lenient = await runCli([
      src,
      '--out',
      join(dir, 'out'),
      '--keep-going',
      '--json-summary',
    ]);
    expect(lenient.code).toBe(0);
    expect(lenient.summary?.errors).toEqual(strict.summary?.errors);
  }, 60_000);

  it('exits 2 with usage help for a missing folder or a bad option', async () => {
    const missing = await runCli([join(dir, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('ingest: folder not found: ');
    expect(missing.stderr).toContain('Usage: npm run ingest -- <folder>');
    const badOption = await runCli([src, '--concurrency', 'zero']);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain('--concurrency must be a whole number of at least 1');
    expect((await runCli(['--help'])).stdout).toContain('--strip-gps');
  });

  it('leaves the previous records file alone when nothing changed', async () => {
    const before = await readFile(join(dir, 'out/records.json'), 'utf8');
    await runCli([src, '--out', join(dir, 'out'), '--keep-going', '--json-summary']);
    expect(await readFile(join(dir, 'out/records.json'), 'utf8')).toBe(before);
  }, 60_000);
});
