import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../ingest/test-fixtures.ts';
import { DEMO, REPO_ROOT } from './demo-config.ts';
import {
  EMBEDDED_DEMO_PHOTOS,
  PEOPLE_IN_DEMO_PHOTOS,
  stageDemoSource,
} from './stage-demo-source.ts';

let staged: string;

beforeAll(async () => {
  staged = await makeTempDir('folio-demo-source-');
  await stageDemoSource(join(REPO_ROOT, DEMO.source), staged);
}, 60_000);

afterAll(async () => {
  await removeDir(staged);
});

describe('the staged demo source', () => {
  it.each(EMBEDDED_DEMO_PHOTOS)(
    '%s carries its title, description, keywords, creator and credit in the file, not the sidecar',
    async (file) => {
      const committed = JSON.parse(
        await readFile(join(REPO_ROOT, DEMO.source, `${file}.json`), 'utf8'),
      ) as Record<string, unknown>;
      const sidecar = JSON.parse(await readFile(join(staged, `${file}.json`), 'utf8')) as Record<
        string,
        unknown
      >;
      for (const field of ['title', 'description', 'tags', 'creator', 'credit'])
        expect(sidecar).not.toHaveProperty(field);
      expect(sidecar.license).toEqual(committed.license);
      const [tags] = JSON.parse(
        execFileSync(
          'exiftool',
          ['-j', '-XMP-dc:all', '-XMP-photoshop:Credit', '-IPTC:Keywords', join(staged, file)],
          { encoding: 'utf8' },
        ),
      ) as Record<string, unknown>[];
      const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
      expect(tags?.Title).toBe(committed.title);
      expect(tags?.Description).toBe(committed.description);
      expect(list(tags?.Subject)).toEqual(committed.tags);
      expect(list(tags?.Keywords)).toEqual(committed.tags);
      expect(tags?.Creator).toBe(committed.creator);
      expect(tags?.Credit).toBe(committed.credit);
    },
  );

  it('names the people in a photo in its own XMP, as the credits name them', () => {
    for (const [file, people] of Object.entries(PEOPLE_IN_DEMO_PHOTOS)) {
      const [tags] = JSON.parse(
        execFileSync('exiftool', ['-j', '-XMP-iptcExt:PersonInImage', join(staged, file)], {
          encoding: 'utf8',
        }),
      ) as Record<string, unknown>[];
      const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
      expect(list(tags?.PersonInImage)).toEqual(people);
    }
  });

  it('leaves the other files byte for byte as they are', async () => {
    const other = 'aqua.jpg';
    const [a, b] = await Promise.all([
      readFile(join(REPO_ROOT, DEMO.source, other)),
      readFile(join(staged, other)),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('stops with one line naming exiftool when it is not on PATH', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(stageDemoSource(join(REPO_ROOT, DEMO.source), staged)).rejects.toThrow(
        /^demo:media: exiftool was not found on PATH \(install libimage-exiftool-perl; \.ci\/run does\)$/,
      );
    } finally {
      process.env.PATH = path;
    }
  });
});
