import { copyFile, cp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Connect, Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produceOneFile } from '../ingest/produce-one.ts';
import {
  hasFfmpeg,
  makeTempDir,
  removeDir,
  runCli,
  writeImage,
  writeTestVideo,
} from '../ingest/test-fixtures.ts';
import { DEMO } from '../demo/demo-config.ts';
import { createDemoMediaMiddleware } from './demo-media-middleware.ts';
import { demoMediaPlugin } from './demo-media-plugin.ts';

const FFMPEG = hasFfmpeg();
let root: string;
let reference: string;
let server: Server;
let base: string;
let produced: string[];

type Hook = (this: unknown, ...args: unknown[]) => unknown;
function hook(plugin: Plugin, name: 'configResolved' | 'configureServer' | 'buildStart'): Hook {
  const value = plugin[name] as Hook | { handler: Hook } | undefined;
  if (!value) throw new Error(`no ${name} hook`);
  return typeof value === 'function' ? value : value.handler;
}

beforeAll(async () => {
  root = await makeTempDir('folio-plugin-');
  const source = join(root, DEMO.source);
  await writeImage(join(source, 'photo.jpg'), { width: 900, height: 600, leftHalf: '#ff8800' });
  if (FFMPEG) writeTestVideo(join(source, 'clip.mp4'));
  // The full ingest writes the reference files the middleware must reproduce exactly.
  reference = join(root, 'reference');
  const ingest = await runCli([source, '--out', reference, '--json-summary']);
  expect(ingest.code).toBe(0);

  const plugin = demoMediaPlugin();
  await hook(plugin, 'configResolved')({ root, command: 'serve' } as ResolvedConfig);
  let handler: Connect.NextHandleFunction | undefined;
  const viteServer = { middlewares: { use: (fn: Connect.NextHandleFunction) => (handler = fn) } };
  await hook(plugin, 'configureServer')(viteServer as unknown as ViteDevServer);
  server = createServer((req, res) =>
    handler?.(req, res, () => {
      res.statusCode = 418;
      res.end('passed on');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  produced = [];
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await removeDir(root);
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('demo media in the dev server', () => {
  it('makes a missing rendition on request, byte for byte what the ingest writes', async () => {
    const { response, body } = await get('/media/photo/640.avif');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(body.equals(await readFile(join(reference, 'media/photo/640.avif')))).toBe(true);
    const kept = join(root, DEMO.out, 'media/photo/640.avif');
    expect((await readFile(kept)).equals(body)).toBe(true);
  });

  it('serves the original and the JPEG fallback the same way', async () => {
    for (const name of ['photo.jpg', '828.jpg', '750.webp']) {
      const { response, body } = await get(`/media/photo/${name}`);
      expect(response.status).toBe(200);
      expect(body.equals(await readFile(join(reference, 'media/photo', name)))).toBe(true);
    }
  });

  it('makes an item’s deep zoom tiles on the first request for one, as the ingest writes them', async () => {
    const tiles = join(reference, 'media/photo/iiif');
    const info = await get('/media/photo/iiif/info.json');
    expect(info.response.status).toBe(200);
    expect(info.body.equals(await readFile(join(tiles, 'info.json')))).toBe(true);
    const tile = '/media/photo/iiif/0,0,512,512/512,512/0/default.jpg';
    const served = await get(tile);
    expect(served.response.status).toBe(200);
    expect(
      served.body.equals(await readFile(join(tiles, '0,0,512,512/512,512/0/default.jpg'))),
    ).toBe(true);
    // Kept for the next requests, as the renditions are.
    await stat(join(root, DEMO.out, 'media/photo/iiif/info.json'));
    expect((await get('/media/photo/iiif/9,9,9,9/9,9/0/default.jpg')).response.status).toBe(404);
    expect((await get('/media/photo/iiif/..%2F..%2F640.webp')).response.status).toBe(404);
    expect(produced).toEqual([]);
  });

  it('answers 404 for unknown ids and files, and leaves other URLs to Vite', async () => {
    expect((await get('/media/nope/640.avif')).response.status).toBe(404);
    expect((await get('/media/photo/1080.avif')).response.status).toBe(404);
    expect((await get('/media/photo/.hidden')).response.status).toBe(404);
    expect((await get('/media/photo')).response.status).toBe(404);
    expect((await get('/src/main.tsx')).response.status).toBe(418);
  });

  it('never serves a file outside the media folder, however the path is encoded', async () => {
    await writeFile(join(root, 'secret.txt'), 'not for the browser');
    for (const path of [
      '/media/photo/x%2F..%2F..%2F..%2F..%2Fsecret.txt',
      '/media/..%2F..%2Fsecret.txt/x',
      '/media/photo/..%5C..%5Csecret.txt',
    ]) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(404);
      expect(body.toString()).not.toContain('not for the browser');
    }
  });

  it('revalidates with the ETag', async () => {
    const first = await get('/media/photo/photo.jpg');
    const etag = first.response.headers.get('etag') ?? '';
    expect((await get('/media/photo/photo.jpg', { 'if-none-match': etag })).response.status).toBe(
      304,
    );
  });

  it('makes a video poster frame and its renditions, and serves byte ranges', async (ctx) => {
    ctx.skip(!FFMPEG, 'ffmpeg is not on PATH, so no test video could be made');
    for (const name of ['poster.jpg', '320.webp', 'clip.mp4']) {
      const { response, body } = await get(`/media/clip/${name}`);
      expect(response.status).toBe(200);
      expect(body.equals(await readFile(join(reference, 'media/clip', name)))).toBe(true);
    }
    const { response, body } = await get('/media/clip/clip.mp4', { range: 'bytes=0-99' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect(body.length).toBe(100);
  });
});

describe('the on-demand middleware', () => {
  it('makes a file once for concurrent requests', async () => {
    const media = join(root, 'media-once');
    const middleware = createDemoMediaMiddleware(
      { source: join(root, DEMO.source), media, baseUrl: '/media' },
      {
        produce: (item, source, name, strip) => {
          produced.push(name);
          return produceOneFile(item, source, name, strip);
        },
      },
    );
    const once = createServer((req, res) => void middleware(req, res, () => res.end()));
    await new Promise<void>((resolve) => once.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(once.address() as AddressInfo).port}/media/photo/750.avif`;
    const bodies = await Promise.all(
      [1, 2, 3].map(async () => Buffer.from(await (await fetch(url)).arrayBuffer())),
    );
    await new Promise((resolve) => once.close(resolve));
    expect(produced).toEqual(['750.avif']);
    expect(bodies[1]?.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    expect(bodies[2]?.equals(await readFile(join(reference, 'media/photo/750.avif')))).toBe(true);
  });
});

describe('the mock build', () => {
  it('stops with a clear message when the demo media are missing, and passes once they exist', async () => {
    const records = join(root, DEMO.records);
    await mkdir(join(records, '..'), { recursive: true });
    await copyFile(join(reference, 'records.json'), records);
    const plugin = demoMediaPlugin({ root });
    await hook(plugin, 'configResolved')({ root, command: 'build' } as ResolvedConfig);
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await removeDir(join(root, DEMO.out));
    await expect(hook(plugin, 'buildStart').call(context)).rejects.toThrow(
      /file\(s\) named in src\/mocks\/data\/demo-records\.json are missing under public-mock\/.*Run `npm run demo:media`/,
    );
    await cp(join(reference, 'media'), join(root, DEMO.out, 'media'), { recursive: true });
    await expect(hook(plugin, 'buildStart').call(context)).resolves.toBeUndefined();
    expect((await stat(join(root, DEMO.out, 'media/photo/photo.jpg'))).isFile()).toBe(true);
  });
});
