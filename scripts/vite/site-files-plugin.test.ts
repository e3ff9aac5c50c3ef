import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteFilesPlugin } from './site-files-plugin.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'folio-site-files-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>t</title>');
  await mkdir(join(root, 'public/nested'), { recursive: true });
  await mkdir(join(root, 'public-mock'));
  await writeFile(join(root, 'public/robots.txt'), 'User-agent: *\n');
  await writeFile(join(root, 'public/nested/icon.svg'), '<svg/>');
  await writeFile(join(root, 'public-mock/mockServiceWorker.js'), '// worker');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const config = () => ({
  root,
  configFile: false as const,
  logLevel: 'silent' as const,
  publicDir: 'public-mock',
  plugins: [siteFilesPlugin()],
});

describe('siteFilesPlugin', () => {
  it('adds public/ to a build whose public folder is public-mock/', async () => {
    await build(config());
    expect(await readFile(join(root, 'dist/robots.txt'), 'utf8')).toBe('User-agent: *\n');
    expect(await readFile(join(root, 'dist/nested/icon.svg'), 'utf8')).toBe('<svg/>');
    expect(await readFile(join(root, 'dist/mockServiceWorker.js'), 'utf8')).toBe('// worker');
  });

  it('stops the build when both folders have a file of the same name', async () => {
    await writeFile(join(root, 'public-mock/robots.txt'), 'Disallow: /\n');
    await expect(build(config())).rejects.toThrow(/public\/robots\.txt has the same name/);
  });

  describe('in dev', () => {
    let server: ViteDevServer;
    let origin: string;

    beforeEach(async () => {
      server = await createServer({ ...config(), server: { port: 0, host: '127.0.0.1' } });
      await server.listen();
      origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    });
    afterEach(() => server.close());

    it('serves the files of public/ with their type', async () => {
      const response = await fetch(`${origin}/nested/icon.svg`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toBe('<svg/>');
      expect(await (await fetch(`${origin}/robots.txt`)).text()).toBe('User-agent: *\n');
    });

    it('never serves a file outside public/', async () => {
      await writeFile(join(root, 'secret.txt'), 'secret');
      for (const path of ['/..%2fsecret.txt', '/nested/..%2f..%2fsecret.txt'])
        expect(await (await fetch(`${origin}${path}`)).text(), path).not.toBe('secret');
    });
  });
});
