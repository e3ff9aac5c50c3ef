import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serializeIdManifest } from '../ingest/id-manifest-file.ts';
import { makeTempDir, removeDir } from '../ingest/test-fixtures.ts';
import { writeHostFiles } from './write-host-files.ts';

let dir: string;
let out: string;
let ids: string;

beforeEach(async () => {
  dir = await makeTempDir('folio-urls-');
  out = join(dir, 'dist');
  ids = join(dir, 'item-ids.json');
  await mkdir(out);
  await writeFile(
    join(out, 'index.html'),
    '<!doctype html><html><head><title>Folio</title>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-Ab1.css"></head><body></body></html>',
  );
  await writeFile(join(out, '_redirects'), '/old-about /about 301\n');
});
afterEach(() => removeDir(dir));

describe('writeHostFiles', () => {
  it('writes the rules and the retired pages into the built site, styled like it', async () => {
    await writeFile(
      ids,
      serializeIdManifest({
        version: 1,
        items: [{ id: 'gone', file: 'gone.jpg', sha256: 'g', status: 'withdrawn', since: '' }],
      }),
    );
    const result = await writeHostFiles({ ids, out, archiveName: 'Harbour archive' });
    expect(result).toEqual({
      kind: 'written',
      paths: ['item/gone.html', 'withdrawn/gone.html', '_redirects'],
    });
    expect(await readFile(join(out, '_redirects'), 'utf8')).toContain(
      '/item/gone /withdrawn/gone 410!\n\n/old-about /about 301\n',
    );
    await writeHostFiles({ ids, out, archiveName: 'Harbour archive' });
    expect(await readFile(join(out, '_redirects'), 'utf8'), 'a second run').toBe(
      '# Item URLs kept by ingest (item-ids.json): moved items and withdrawn ones\n' +
        '/item/gone /withdrawn/gone 410!\n\n/old-about /about 301\n',
    );
    const page = await readFile(join(out, 'item/gone.html'), 'utf8');
    expect(page).toContain('<link rel="stylesheet" href="/assets/index-Ab1.css" />');
    expect(page).toContain('was removed from Harbour archive and can no longer be seen');
  });

  it('says there is nothing to keep when ingest wrote no manifest, and changes nothing', async () => {
    expect(await writeHostFiles({ ids, out })).toEqual({ kind: 'no-manifest' });
    expect(await readFile(join(out, '_redirects'), 'utf8')).toBe('/old-about /about 301\n');
  });

  it('refuses a site address that is not a URL, naming it', async () => {
    await writeFile(ids, serializeIdManifest({ version: 1, items: [] }));
    await expect(writeHostFiles({ ids, out, siteUrl: 'archive.example.org' })).rejects.toThrow(
      'the site address "archive.example.org" is not an http(s) URL',
    );
  });
});
