import { copyFileSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import type { OpenDataSummary } from '../../src/services/open-data/open-data-summary.ts';
import type { ItemRecord } from '../../src/types/item.ts';
import { createOpenDataMiddleware } from './open-data-dev-plugin.ts';

/**
 * The dev server's /data: the files the build would publish, written from the records as they
 * are now, with addresses on the server the page was opened from.
 */

const records = demoRecords as unknown as ItemRecord[];
const folder = mkdtempSync(join(tmpdir(), 'open-data-dev-'));
const recordsFile = join(folder, 'records.json');
let server: Server;
let base: string;

beforeAll(async () => {
  writeFileSync(recordsFile, JSON.stringify(records));
  copyFileSync('src/mocks/data/item-ids.json', join(folder, 'item-ids.json'));
  const middleware = createOpenDataMiddleware({
    recordsFile,
    idsFile: join(folder, 'item-ids.json'),
    license: () => Promise.resolve({ name: 'CC0 1.0', url: 'https://example.org/cc0' }),
  });
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('passed on');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe('open data on the dev server', () => {
  it('answers the summary the /data page reads, with the site config licence', async () => {
    const response = await fetch(`${base}/data/datasets.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const summary = (await response.json()) as OpenDataSummary;
    expect(summary.license).toEqual({ name: 'CC0 1.0', url: 'https://example.org/cc0' });
    expect(summary.files.map((file) => [file.path, file.records])).toEqual([
      ['data/records.csv', records.length],
      ['data/records.json', records.length],
      ['data/records.geojson', records.filter((record) => record._geoloc).length],
    ]);
  });

  it('serves the three files, with addresses on the server it was opened from', async () => {
    const csv = parse(await (await fetch(`${base}/data/records.csv`)).text(), { columns: true });
    expect(csv).toHaveLength(records.length);
    const json = (await (await fetch(`${base}/data/records.json`)).json()) as {
      url: string;
      image: { src: string };
    }[];
    expect(json[0]?.url).toBe(`${base}/item/${records[0]?.objectID}`);
    expect(json[0]?.image.src.startsWith(`${base}/media/`)).toBe(true);
    const geo = (await (await fetch(`${base}/data/records.geojson`)).json()) as {
      type: string;
      features: unknown[];
    };
    expect(geo.type).toBe('FeatureCollection');
  });

  it('writes the files again when the records change', async () => {
    writeFileSync(recordsFile, JSON.stringify(records.slice(0, 3)));
    // A later modification time than the first write, whatever the file system's resolution.
    const later = new Date(Date.now() + 5000);
    utimesSync(recordsFile, later, later);
    const json = (await (await fetch(`${base}/data/records.json`)).json()) as { id: string }[];
    expect(json.map((record) => record.id)).toEqual(
      records.slice(0, 3).map((record) => record.objectID),
    );
  });

  it('passes on other addresses, and everything when there is no records file', async () => {
    expect(await (await fetch(`${base}/data/other.txt`)).text()).toBe('passed on');
    expect(await (await fetch(`${base}/data`)).text()).toBe('passed on');
    rmSync(recordsFile);
    expect(await (await fetch(`${base}/data/records.json`)).text()).toBe('passed on');
  });
});
