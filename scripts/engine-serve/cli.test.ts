import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'engine-serve-cli-'));
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** Starts the command as `npm run engine:serve` does; resolves at exit or at the ready line. */
function start(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/engine-serve/cli.ts', ...args],
    {
      cwd: ROOT,
    },
  );
  running.push(child);
  let stdout = '';
  let stderr = '';
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('engine:serve listening on http://'))
        resolve({ code: null, stdout, stderr });
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// Each test starts Node with tsx: seconds on a loaded machine.
describe('npm run engine:serve', { timeout: 30_000 }, () => {
  it('says in one line that the records file is missing, and exits 1', async () => {
    const missing = join(dir, 'nowhere.json');
    expect(await start(['--records', missing])).toMatchObject({
      code: 1,
      stderr: `engine:serve: no records file at ${missing}\n`,
    });
  });

  it('says in one line that the records file is not JSON', async () => {
    const broken = file('broken.json', '[{"objectID": ');
    const { code, stderr } = await start(['--records', broken]);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(`^engine:serve: the records file ${broken} is not valid JSON: .+\\n$`),
    );
  });

  it('names the invalid record and its field, as the demo engine’s loader checks them', async () => {
    const [first, second] = demoRecords;
    const records = file('records.json', [first, { ...second, year: 'last summer' }]);
    expect(await start(['--records', records])).toMatchObject({
      code: 1,
      stderr: `engine:serve: invalid record in ${records}: record 2 ("${second?.objectID}") year: expected number, found string "last summer"\n`,
    });
  });

  it('says the port is busy', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((ready) => blocker.listen(0, '127.0.0.1', ready));
    const { port } = blocker.address() as AddressInfo;
    try {
      expect(await start(['--port', String(port)])).toMatchObject({
        code: 1,
        stderr: `engine:serve: port ${port} on 127.0.0.1 is already in use: stop what uses it or pass --port N\n`,
      });
    } finally {
      blocker.close();
    }
  });

  it('serves another app’s records with settings by index name, primary first, and prints its .env.local', async () => {
    const records = file('products.json', [
      { objectID: '1', name: 'Apple iPhone', brand: 'Apple', price: 999 },
      { objectID: '2', name: 'Samsung Galaxy', brand: 'Samsung', price: 799 },
    ]);
    const settings = file('settings.json', {
      shop: { settings: { searchableAttributes: ['name', 'brand'], replicas: ['shop_price_asc'] } },
      shop_price_asc: { ranking: ['asc(price)'] },
    });
    const { stdout } = await start([
      '--records',
      records,
      '--settings',
      settings,
      '--index',
      'shop',
      '--port',
      '0',
    ]);
    const url = /engine:serve listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(stdout);
    expect(stdout).toContain(`VITE_ALGOLIA_APP_ID=${MOCK_ALGOLIA.appId}`);
    expect(stdout).toContain(`VITE_ALGOLIA_SEARCH_KEY=${MOCK_ALGOLIA.searchKey}`);
    expect(stdout).toContain('VITE_ALGOLIA_INDEX=shop');
    expect(stdout).toContain(`VITE_ALGOLIA_HOSTS=127.0.0.1:${url?.[2]}`);
    const response = await fetch(`${url?.[1]}/1/indexes/*/queries`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': MOCK_ALGOLIA.appId,
        'x-algolia-api-key': MOCK_ALGOLIA.searchKey,
      },
      body: JSON.stringify({
        requests: [
          { indexName: 'shop', query: 'apple' },
          { indexName: 'shop_price_asc', query: '' },
        ],
      }),
    });
    const { results } = (await response.json()) as { results: { hits: { objectID: string }[] }[] };
    expect(results.map((result) => result.hits.map((hit) => hit.objectID))).toEqual([
      ['1'],
      ['2', '1'],
    ]);
  });
});
