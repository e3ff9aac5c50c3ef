import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIdManifest, serializeIdManifest } from './id-manifest-file.ts';
import type { IdManifest } from './id-manifest.ts';
import { makeTempDir, removeDir, runCli, writeImage } from './test-fixtures.ts';

const manifest: IdManifest = {
  version: 1,
  items: [
    { id: 'a', file: 'a.jpg', sha256: 'aa', status: 'live' },
    { id: 'b', file: 'b.jpg', sha256: null, status: 'withdrawn', since: '2026-11-26' },
    { id: 'c', file: 'c.jpg', sha256: 'aa', status: 'moved', to: 'a' },
  ],
};

describe('the id manifest file', () => {
  it('reads back what it writes', () => {
    expect(parseIdManifest(serializeIdManifest(manifest), 'ids.json')).toEqual(manifest);
  });

  it('names what is wrong with a damaged manifest', () => {
    const parse = (text: string) => () => parseIdManifest(text, 'ids.json');
    expect(parse('{')).toThrow('the id manifest ids.json is not valid JSON; restore it');
    expect(parse('{"version":2,"items":[]}')).toThrow('has version 2, not 1');
    expect(parse('{"version":1}')).toThrow('has no "items" list');
    expect(parse('{"version":1,"items":[{"id":"a"}]}')).toThrow('malformed entry at items[0]');
    const twice = { version: 1, items: [manifest.items[0], manifest.items[0]] };
    expect(parse(JSON.stringify(twice))).toThrow('lists the id "a" twice');
  });
});

describe('ingest with a damaged manifest', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir();
    await writeImage(join(dir, 'src/a.jpg'), { width: 64, height: 48 });
    await mkdir(join(dir, 'out'));
    await writeFile(join(dir, 'out/item-ids.json'), 'not json');
  });
  afterAll(() => removeDir(dir));

  it('stops with exit 2 and one line, rather than hand out ids again', async () => {
    const run = await runCli([join(dir, 'src'), '--out', join(dir, 'out')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `ingest: the id manifest ${join(dir, 'out/item-ids.json')} is not valid JSON; restore it ` +
        'from your backup or version control (deleting it gives every item the id its file ' +
        'name makes, and forgets withdrawn ids)\n',
    );
  });
});
