import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run dev` in mock mode answers the manifests the build writes, open to any site. The dev
 * server runs as `npm run dev` runs it, in a process of its own (Vite's config does not load
 * inside a test's process).
 */

let server: ChildProcess;
let origin: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const address = probe.address();
  await new Promise((closed) => probe.close(closed));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--mode',
      'development',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: 'ignore' },
  );
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 200) throw new Error('the dev server did not start in 40 s');
    await new Promise((wait) => setTimeout(wait, 200));
  }
}, 60_000);

afterAll(() => {
  server.kill();
});

describe('the dev server’s IIIF manifests', () => {
  it('answers an item’s manifest with ids at the address it was asked at', async () => {
    const response = await fetch(`${origin}/iiif/aitzgorri/manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = (await response.json()) as { id: string; type: string };
    expect(manifest).toMatchObject({
      id: `${origin}/iiif/aitzgorri/manifest.json`,
      type: 'Manifest',
    });
  });

  it('answers a collection’s, and leaves an unknown path to the app', async () => {
    const space = (await (await fetch(`${origin}/iiif/collections/space.json`)).json()) as {
      type: string;
      items: unknown[];
    };
    expect(space.type).toBe('Collection');
    expect(space.items.length).toBeGreaterThan(0);
    const missing = await fetch(`${origin}/iiif/no-such-item/manifest.json`);
    expect(missing.headers.get('access-control-allow-origin')).toBeNull();
  });
});
