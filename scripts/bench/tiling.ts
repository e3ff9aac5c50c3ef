import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { planRenditions } from '../ingest/outputs.ts';
import { decodeImage } from '../ingest/render.ts';
import { needsTiles, writeTiles } from '../ingest/tiles.ts';

/**
 * The ingest cost of tile pyramids (scripts/ingest/tiles.ts), measured on the ingest's own code
 * with one libvips thread as ingest runs it: a generated 40-megapixel scan, and every demo
 * original larger than its largest rendition (what tiles add to a cold `npm run demo:media`).
 */
const LARGE = { width: 8000, height: 5000 };

export interface TilingFigures {
  label: string;
  megapixels: number;
  images: number;
  tiles: number;
  bytes: number;
  /** Writing the pyramids from decoded pixels (decoding is paid for the renditions already). */
  tilingMs: number;
}

/** A photo-like 40 MP image: smooth gradients under fine noise, so JPEG tiles weigh as real. */
async function largeScan(): Promise<Buffer> {
  const { width, height } = LARGE;
  const base = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#1b4d7a"/><stop offset="1" stop-color="#e8c07d"/></linearGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#g)" opacity="0.8"/></svg>`,
  );
  return base
    .composite([{ input: gradient }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function tileAll(label: string, sources: Buffer[], scratch: string): Promise<TilingFigures> {
  const figures: TilingFigures = {
    label,
    megapixels: 0,
    images: 0,
    tiles: 0,
    bytes: 0,
    tilingMs: 0,
  };
  for (const [index, bytes] of sources.entries()) {
    const image = await decodeImage(bytes);
    if (!needsTiles(image.width, image.height, planRenditions(image.width, image.height))) continue;
    const started = performance.now();
    const tiles = await writeTiles(image, join(scratch, String(index)), `/media/${index}/iiif`);
    figures.tilingMs += performance.now() - started;
    figures.images += 1;
    figures.megapixels += (image.width * image.height) / 1e6;
    figures.tiles += tiles.length - 1;
    figures.bytes += tiles.reduce((sum, tile) => sum + tile.size, 0);
  }
  return figures;
}

export async function measureTiling(demoSource: string): Promise<TilingFigures[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'folio-bench-tiles-'));
  try {
    const large = await tileAll('generated 8000 × 5000 scan', [await largeScan()], scratch);
    const names = (await readdir(demoSource)).filter((name) =>
      /\.(jpe?g|png|webp|tiff?)$/i.test(name),
    );
    const demo = await Promise.all(names.map((name) => readFile(join(demoSource, name))));
    return [large, await tileAll('demo originals', demo, scratch)];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export function printTiling(rows: TilingFigures[]): void {
  console.log(
    '\n| tiled | images | megapixels | tiles | written | time | per megapixel |\n' +
      '|---|---|---|---|---|---|---|',
  );
  for (const row of rows) {
    const cells = [
      row.label,
      String(row.images),
      row.megapixels.toFixed(1),
      String(row.tiles),
      `${(row.bytes / 1024 / 1024).toFixed(1)} MB`,
      `${(row.tilingMs / 1000).toFixed(2)} s`,
      `${(row.tilingMs / row.megapixels).toFixed(0)} ms`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
