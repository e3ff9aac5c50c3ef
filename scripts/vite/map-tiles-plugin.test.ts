import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapTilesPlugin } from './map-tiles-plugin';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'folio-map-tiles-'));
  await mkdir(join(root, 'src/config'), { recursive: true });
  // Stand-ins for env.ts and the rules it imports: the rules' own code must not ship.
  await writeFile(
    join(root, 'src/config/env.ts'),
    "import { readMapTilesConfig } from './map-tiles.ts';\nexport default readMapTilesConfig({});\n",
  );
  await writeFile(
    join(root, 'src/config/map-tiles.ts'),
    "export const readMapTilesConfig = () => 'THE RULES RAN IN THE BROWSER';\n",
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function buildEnv(env: Record<string, string>) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [mapTilesPlugin(env, root)],
    build: {
      write: false,
      lib: { entry: join(root, 'src/config/env.ts'), formats: ['es'], fileName: 'out' },
    },
  })) as Rollup.RollupOutput[];
  return output
    .flatMap(({ output: files }) => files.map((file) => ('code' in file ? file.code : '')))
    .join('');
}

describe('the tile variables in a build', () => {
  it('are read when the bundle is built: the browser gets the tiles, not the rules', async () => {
    const code = await buildEnv({
      VITE_MAP_TILES_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      VITE_MAP_TILES_ATTRIBUTION: '© Example tiles',
    });
    expect(code).not.toContain('THE RULES RAN IN THE BROWSER');
    expect(code).toContain('https://*.tiles.example.org');
    expect(code).toContain('© Example tiles');
  });

  it('carry the problems the rules found, for the config screen', async () => {
    const code = await buildEnv({ VITE_MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}.png' });
    expect(code).toContain('the template has no {y}');
    expect(code).toContain('VITE_MAP_TILES_ATTRIBUTION');
  });
});
