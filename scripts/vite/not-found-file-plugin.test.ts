import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundHtml } from './not-found-file.ts';
import { notFoundFilePlugin } from './not-found-file-plugin.ts';
import { securityPolicyPlugin } from './security-policy-plugin.ts';

const NOINDEX = '<meta name="robots" content="noindex" />';

describe('notFoundHtml', () => {
  it('is the app page with a not-found title, noindex and a not-found message without script', () => {
    const html = notFoundHtml(
      '<html><head><title>Folio</title></head><body><div id="root"></div>' +
        '<noscript>Needs JavaScript.</noscript><script src="/a.js"></script></body></html>',
    );
    expect(html).toContain('<title>Page not found · Folio</title>');
    expect(html).toContain(NOINDEX);
    expect(html).toContain('<noscript>There is no page at this address.');
    expect(html).toContain('<script src="/a.js"></script>');
  });

  it('refuses a page it cannot title', () => {
    expect(() => notFoundHtml('<html><head></head></html>')).toThrow(/<title>/);
  });
});

describe('a build with the plugin, under vite preview', () => {
  let root: string;
  let server: PreviewServer;
  let origin: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'folio-not-found-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Folio</title></head>' +
        '<body><noscript>Needs JavaScript.</noscript>' +
        '<script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(join(root, 'main.js'), 'document.title = "ok";\n');
    await writeFile(join(root, '.env'), 'VITE_ALGOLIA_APP_ID=TESTAPP\n');
    const common = {
      root,
      configFile: false as const,
      logLevel: 'silent' as const,
      plugins: [securityPolicyPlugin({ mock: false }), notFoundFilePlugin()],
    };
    await build(common);
    // What scripts/render writes: a page per item.
    await mkdir(join(root, 'dist/item'));
    await writeFile(join(root, 'dist/item/blinds.html'), '<!doctype html><title>Blinds</title>');
    server = await preview({ ...common, preview: { port: 0, host: '127.0.0.1' } });
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });

  it('ships 404.html: the built app page, its policy included, marked noindex', async () => {
    const index = await readFile(join(root, 'dist/index.html'), 'utf8');
    const page = await readFile(join(root, 'dist/404.html'), 'utf8');
    expect(page).toContain(NOINDEX);
    expect(page).toContain('<title>Page not found · Folio</title>');
    const entry = /<script type="module"[^>]*><\/script>/.exec(index)?.[0] ?? 'no entry';
    expect(page).toContain(entry);
    expect(page).toContain('http-equiv="Content-Security-Policy"');
    expect(index).not.toContain('noindex');
  });

  it('answers an address the app has no screen for with 404 and that page, headers included', async () => {
    for (const path of ['/no-such-page', '/collections/nope', '/item/does-not-exist']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(NOINDEX);
      expect(response.headers.get('content-security-policy'), path).toBeTruthy();
    }
    const direct = await get('/404.html');
    expect(await direct.text()).toContain(NOINDEX);
  });

  it('keeps serving the app at every address it routes, and each item page', async () => {
    for (const path of ['/', '/?q=kite', '/map', '/about', '/collections', '/collections/space']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('noindex');
    }
    const item = await get('/item/blinds');
    expect(item.status).toBe(200);
    expect(await item.text()).toContain('<title>Blinds</title>');
  });
});
