import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from './static-server.ts';

let dir: string;
let server: StaticServer;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-static-'));
  await mkdir(join(dir, 'build/assets'), { recursive: true });
  await mkdir(join(dir, 'media/kite'), { recursive: true });
  await writeFile(join(dir, 'secret.txt'), 'not served');
  await writeFile(join(dir, 'build/index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(dir, 'build/assets/app.js'), script);
  await writeFile(
    join(dir, 'build/_headers'),
    "# comment\n/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n" +
      '/media/*\n  Access-Control-Allow-Origin: *\n',
  );
  await writeFile(join(dir, 'media/kite/kite.jpg'), 'jpeg bytes');
  server = await startStaticServer(join(dir, 'build'), join(dir, 'media'));
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the static server', () => {
  it("serves index.html for the app's routes, with the build's _headers", async () => {
    for (const path of ['/', '/collections/sea', '/item/kite']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  it('adds the headers of the other rules to the paths they match', async () => {
    const media = await fetch(`${server.origin}/media/kite/kite.jpg`);
    expect(media.headers.get('access-control-allow-origin')).toBe('*');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await fetch(`${server.origin}/item/kite`);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves a rendered page for its address when asked to, as static hosts do', async () => {
    await mkdir(join(dir, 'build/item'));
    await writeFile(join(dir, 'build/item/kite.html'), '<!doctype html><title>Kite</title>');
    // Without the option, every page is the template's.
    expect(await (await fetch(`${server.origin}/item/kite`)).text()).toContain(
      '<title>app</title>',
    );
    await server.close();
    server = await startStaticServer(join(dir, 'build'), join(dir, 'media'), {
      prerenderedPages: true,
    });
    const page = await fetch(`${server.origin}/item/kite`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<title>Kite</title>');
    // Another item has no page of its own: the app routes it.
    expect(await (await fetch(`${server.origin}/item/sea`)).text()).toContain('<title>app</title>');
  });

  it('serves files gzipped with their type, and a missing asset as a 404', async () => {
    const response = await fetch(`${server.origin}/assets/app.js`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(script.length);
    expect(await response.text()).toBe(script);
    expect((await fetch(`${server.origin}/assets/missing.js`)).status).toBe(404);
  });

  it('serves /media/ from the media folder and nothing outside it', async () => {
    const image = await fetch(`${server.origin}/media/kite/kite.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(await image.text()).toBe('jpeg bytes');
    expect((await fetch(`${server.origin}/media/..%2Fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${server.origin}/..%2Fsecret.txt`)).status).toBe(404);
  });
});
