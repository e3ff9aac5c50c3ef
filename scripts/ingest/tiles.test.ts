import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemRecord } from '../../src/types/item.ts';
import { byId, makeTempDir, readRecords, removeDir, runCli, writeImage } from './test-fixtures.ts';
import type { CliRun } from './test-fixtures.ts';

/** 8000 × 5000 in 250 px cells whose colour says where they are: red by column, green by row. */
const WIDTH = 8000;
const HEIGHT = 5000;
const CELL = 250;
const cellColour = (x: number, y: number) => [
  Math.floor(x / CELL) * 8,
  Math.floor(y / CELL) * 12,
  128,
];

async function writeLargeFixture(path: string): Promise<void> {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) data.set(cellColour(x, y), (y * WIDTH + x) * 3);
  }
  await sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(path);
}

interface ImageService {
  '@context': string;
  id: string;
  type: string;
  protocol: string;
  profile: string;
  width: number;
  height: number;
  tiles: { width: number; height?: number; scaleFactors: number[] }[];
}

/** Every tile path a IIIF Image API 3.0 level-0 client (OpenSeadragon's rules) asks for. */
function levelZeroTilePaths(info: ImageService): string[] {
  const paths: string[] = [];
  for (const { width: tw, height: th = tw, scaleFactors } of info.tiles) {
    for (const s of scaleFactors) {
      const levelW = Math.ceil(info.width / s);
      const levelH = Math.ceil(info.height / s);
      if (levelW < tw && levelH < th) {
        paths.push(`full/${levelW},${levelH}/0/default.jpg`);
        continue;
      }
      for (let x = 0; x * tw < levelW; x++) {
        for (let y = 0; y * th < levelH; y++) {
          const [rx, ry] = [x * tw * s, y * th * s];
          const region = [
            rx,
            ry,
            Math.min(tw * s, info.width - rx),
            Math.min(th * s, info.height - ry),
          ];
          const size = [Math.min(tw, levelW - x * tw), Math.min(th, levelH - y * th)];
          paths.push(`${region.join(',')}/${size.join(',')}/0/default.jpg`);
        }
      }
    }
  }
  return paths;
}

let dir: string;
let src: string;
let out: string;
let run: CliRun;
let records: ItemRecord[];
let large: ItemRecord;
let info: ImageService;

beforeAll(async () => {
  dir = await makeTempDir();
  src = join(dir, 'src');
  out = join(dir, 'out');
  await writeImage(join(src, 'small.jpg'), { width: 1200, height: 800 });
  await writeLargeFixture(join(src, 'map.jpg'));
  run = await runCli([
    src,
    '--out',
    out,
    '--base-url',
    'https://cdn.example.org/media',
    '--json-summary',
  ]);
  records = await readRecords(join(out, 'records.json'));
  large = byId(records, 'map');
  info = JSON.parse(await readFile(join(out, 'media/map/iiif/info.json'), 'utf8')) as ImageService;
}, 180_000);

afterAll(() => removeDir(dir));

describe('tile pyramids at ingest', () => {
  it('names the tile service of an original larger than its largest rendition', () => {
    expect(run.code).toBe(0);
    expect(large.image.renditions.map((r) => r.width)).toContain(3840);
    expect(large.image.tileService).toBe('https://cdn.example.org/media/map/iiif');
  });

  it('leaves photos its renditions already show whole without tiles', async () => {
    expect(byId(records, 'small').image.tileService).toBeUndefined();
    expect(await readdir(join(out, 'media/small'))).not.toContain('iiif');
  });

  it('writes an Image API 3.0 level-0 info.json for the service', () => {
    expect(info).toEqual({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: large.image.tileService,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level0',
      width: WIDTH,
      height: HEIGHT,
      tiles: [{ width: 512, scaleFactors: [1, 2, 4, 8, 16] }],
    });
  });

  it('holds every tile a level-0 client asks for, and nothing else', async () => {
    const expected = levelZeroTilePaths(info);
    // 16 × 10 tiles at full size, then 8 × 5, 4 × 3, 2 × 2, and the whole image in one.
    expect(expected).toHaveLength(160 + 40 + 12 + 4 + 1);
    const written = (await readdir(join(out, 'media/map/iiif'), { recursive: true }))
      .filter((name) => name.endsWith('default.jpg'))
      .sort();
    expect(written).toEqual([...expected].sort());
  });

  it("draws the fixture's pixels at their place in a full-resolution tile", async () => {
    // The tile at column 8, row 5 starts at (4096, 2560); its pixel (100, 100) is (4196, 2660).
    const tile = join(out, 'media/map/iiif/4096,2560,512,512/512,512/0/default.jpg');
    const { data, info: tileInfo } = await sharp(tile)
      .extract({ left: 100, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(tileInfo.width).toBe(1);
    const expected = cellColour(4196, 2660);
    for (let channel = 0; channel < 3; channel++)
      expect(Math.abs((data[channel] ?? 0) - (expected[channel] ?? 0))).toBeLessThanOrEqual(6);
  });

  it('keeps the tiles of an unchanged original on a second run, from the cache', async () => {
    const before = (await stat(join(out, 'media/map/iiif/info.json'))).mtimeMs;
    const again = await runCli([
      src,
      '--out',
      out,
      '--base-url',
      'https://cdn.example.org/media',
      '--json-summary',
    ]);
    expect(again.summary?.cached).toBe(2);
    expect((await stat(join(out, 'media/map/iiif/info.json'))).mtimeMs).toBe(before);
  });
});
