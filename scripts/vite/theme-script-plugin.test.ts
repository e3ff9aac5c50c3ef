import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeScriptPlugin } from './theme-script-plugin.ts';

const HEAD_SCRIPT = '(function () { document.documentElement.dataset.theme = "dark"; })();\n';
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'folio-theme-script-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>t</title>');
  await mkdir(join(root, 'src/start'), { recursive: true });
  await writeFile(join(root, 'src/start/theme-head.js'), HEAD_SCRIPT);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const config = () => ({
  root,
  configFile: false as const,
  logLevel: 'silent' as const,
  plugins: [themeScriptPlugin()],
});

describe('themeScriptPlugin', () => {
  it('writes the start-up folder’s head script as /theme.js of the build, as it is', async () => {
    await build(config());
    expect(await readFile(join(root, 'dist/theme.js'), 'utf8')).toBe(HEAD_SCRIPT);
  });

  it('serves it at /theme.js in dev, as a script', async () => {
    const server = await createServer({ ...config(), server: { port: 0, host: '127.0.0.1' } });
    await server.listen();
    try {
      const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      const response = await fetch(`${origin}/theme.js`);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await response.text()).toBe(HEAD_SCRIPT);
    } finally {
      await server.close();
    }
  });
});
