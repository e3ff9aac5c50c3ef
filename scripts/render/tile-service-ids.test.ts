import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemRecord } from '../../src/types/item.ts';
import { absoluteTileServiceIds } from './tile-service-ids.ts';

let dist: string;

const info = (id: string) => ({
  '@context': 'http://iiif.io/api/image/3/context.json',
  id,
  type: 'ImageService3',
  protocol: 'http://iiif.io/api/image',
  profile: 'level0',
  width: 3000,
  height: 2000,
  tiles: [{ width: 512, scaleFactors: [1, 2, 4, 8] }],
});

async function writeInfo(service: string): Promise<string> {
  const folder = join(dist, service);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'info.json'), JSON.stringify(info(service)));
  return join(folder, 'info.json');
}

const recordWith = (objectID: string, tileService?: string) =>
  ({ objectID, image: { ...(tileService && { tileService }) } }) as unknown as ItemRecord;

const readId = async (file: string) =>
  (JSON.parse(await readFile(file, 'utf8')) as { id: string }).id;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'folio-tiles-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('the tile services of a build', () => {
  it("give each info.json the service's absolute address on the site", async () => {
    const file = await writeInfo('/media/bridge/iiif');
    const rewritten = await absoluteTileServiceIds(dist, 'https://archive.example.org/', [
      recordWith('bridge', '/media/bridge/iiif'),
      recordWith('small'),
    ]);
    expect(rewritten).toEqual(['/media/bridge/iiif/info.json']);
    expect(await readId(file)).toBe('https://archive.example.org/media/bridge/iiif');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(
      info('https://archive.example.org/media/bridge/iiif'),
    );
  });

  it('leave a service on another host, and one the build does not hold, alone', async () => {
    const file = await writeInfo('/media/cdn/iiif');
    const rewritten = await absoluteTileServiceIds(dist, 'https://archive.example.org/', [
      recordWith('cdn', 'https://cdn.example.org/media/cdn/iiif'),
      recordWith('elsewhere', '/media/elsewhere/iiif'),
    ]);
    expect(rewritten).toEqual([]);
    expect(await readId(file)).toBe('/media/cdn/iiif');
  });
});
