import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configResultPlugin } from './config-result-plugin';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'folio-config-result-'));
  await mkdir(join(root, 'src/config'), { recursive: true });
  // A stand-in for the module that reads the configuration in the browser: it must not ship.
  await writeFile(
    join(root, 'src/config/config-result.ts'),
    "export const configResult = 'READ IN THE BROWSER';\n",
  );
  await writeFile(
    join(root, 'src/main.ts'),
    "import { configResult } from './config/config-result';\nexport default configResult;\n",
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function buildWith(env: Record<string, string>, mock: boolean) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [configResultPlugin(env, mock, root)],
    build: {
      write: false,
      lib: { entry: join(root, 'src/main.ts'), formats: ['es'], fileName: 'out' },
    },
  })) as Rollup.RollupOutput[];
  const code = output
    .flatMap(({ output: files }) => files.map((file) => ('code' in file ? file.code : '')))
    .join('');
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    default: unknown;
  };
  return { code, configResult: module.default };
}

describe('the configuration in a build', () => {
  it('is read when the bundle is built: the browser gets the result, not the reading', async () => {
    const { code, configResult } = await buildWith(
      {
        VITE_ALGOLIA_APP_ID: 'BUILTAPP',
        VITE_ALGOLIA_SEARCH_KEY: 'built-search-key',
        VITE_ALGOLIA_INDEX: 'built_index',
        VITE_MAP_TILES_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        VITE_MAP_TILES_ATTRIBUTION: '© Example tiles',
      },
      false,
    );
    expect(code).not.toContain('READ IN THE BROWSER');
    expect(configResult).toMatchObject({
      ok: true,
      config: {
        mode: 'live',
        algolia: { appId: 'BUILTAPP', indexName: 'built_index' },
        mapTiles: { origin: 'https://*.tiles.example.org', attribution: '© Example tiles' },
      },
    });
  });

  it('carries the problems a mock build has, for the config screen', async () => {
    const { configResult } = await buildWith(
      { VITE_MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}.png' },
      true,
    );
    expect(configResult).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([
        expect.objectContaining({
          variable: 'VITE_MAP_TILES_URL',
          message: expect.stringContaining('the template has no {y}'),
        }),
      ]),
    });
  });

  it('leaves the demo credentials out of a real build', async () => {
    const { code, configResult } = await buildWith({ VITE_ALGOLIA_APP_ID: 'BUILTAPP' }, false);
    expect(configResult).toMatchObject({ ok: false });
    expect(code).not.toContain('FOLIODEMO');
  });
});
