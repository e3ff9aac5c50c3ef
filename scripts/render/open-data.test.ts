// @vitest-environment jsdom
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import type { OpenDataSummary } from '../../src/services/open-data/open-data-summary.ts';
import type { ItemRecord } from '../../src/types/item.ts';
import { FILE_COLUMN, sheetColumns } from '../ingest/sheet-columns.ts';
import { engineRequester } from './engine-requester.ts';
import { APP_MODULE, MANIFEST_FILE, ROUTE_MODULES } from './route-assets.ts';

/**
 * The open data of a build of the demo, read back as a reuser reads it: the CSV with a CSV
 * parser, the JSON, the GeoJSON's shape; the `/data` page and its schema.org Dataset. One
 * located item is withheld: it is in none of the files, and the site still finds it.
 */

const run = promisify(execFile);
const SITE = 'https://archive.example.org/';
const WITHHELD = 'skagen';
const records = demoRecords as unknown as ItemRecord[];
const published = records.filter(({ objectID }) => objectID !== WITHHELD);
const located = published.filter((record) => record._geoloc);

const folder = mkdtempSync(join(tmpdir(), 'open-data-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const dist = join(folder, 'dist');
const recordsFile = join(folder, 'records.json');

const read = (path: string) => readFileSync(join(dist, path), 'utf8');

beforeAll(async () => {
  if (!records.some((record) => record.objectID === WITHHELD && record._geoloc))
    throw new Error(`the demo has no located ${WITHHELD}`);
  writeFileSync(
    recordsFile,
    JSON.stringify(
      records.map((record) =>
        record.objectID === WITHHELD ? { ...record, withheld: true } : record,
      ),
    ),
  );
  copyFileSync('src/mocks/data/item-ids.json', join(folder, 'item-ids.json'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  const manifest = Object.fromEntries(
    [APP_MODULE, ...Object.values(ROUTE_MODULES)].map((source) => {
      const name = basename(source, '.tsx');
      return [source, { file: `assets/${name}.js`, css: [`assets/${name}.css`] }];
    }),
  );
  writeFileSync(join(dist, MANIFEST_FILE), JSON.stringify(manifest));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><!-- ${dist} --><title>Folio</title>` +
      '<meta name="description" content="A searchable archive." /></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/render/render-pages.ts',
      dist,
      '--mode',
      'mock',
      '--records',
      recordsFile,
      '--limit',
      '1',
    ],
    { env: { ...process.env, PATH: '', VITE_SITE_URL: SITE } },
  );
}, 90_000);

describe('the open data a build publishes', () => {
  it('writes records.csv in the metadata sheet’s columns, one row per published item', () => {
    const rows = parse(read('data/records.csv'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      FILE_COLUMN,
      ...sheetColumns().map(({ name }) => name),
    ]);
    expect(rows).toHaveLength(published.length);
    expect(rows.map((row) => row.title).sort()).toEqual(
      published.map((record) => record.title).sort(),
    );
    const blinds = records.find(({ objectID }) => objectID === 'blinds');
    expect(rows.find((row) => row.file === 'blinds.jpg')).toMatchObject({
      title: blinds?.title,
      license: blinds?.license.name,
    });
  });

  it('gives each row the record as published: its credit line, licence address and position', () => {
    const rows = parse(read('data/records.csv'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    const ids = JSON.parse(read('../item-ids.json')) as { items: { id: string; file: string }[] };
    const fileOf = new Map(ids.items.map(({ id, file }) => [id, file]));
    for (const record of published) {
      const row = rows.find(({ file }) => file === fileOf.get(record.objectID));
      expect(row).toMatchObject({
        credit: record.credit,
        'license.name': record.license.name,
        'license.url': record.license.url ?? '',
        'geo.lat': record._geoloc ? String(record._geoloc.lat) : '',
        'geo.lng': record._geoloc ? String(record._geoloc.lng) : '',
      });
    }
  });

  it('writes records.json with each item’s page and media addresses, and no internal field', () => {
    const list = JSON.parse(read('data/records.json')) as Record<string, unknown>[];
    expect(list.map((record) => record.id)).toEqual(published.map((record) => record.objectID));
    const blinds = list.find((record) => record.id === 'blinds');
    expect(blinds).toMatchObject({
      url: `${SITE}item/blinds`,
      image: { src: expect.stringMatching(/^https:\/\/archive\.example\.org\/media\/blinds\//) },
    });
    for (const record of list) {
      for (const key of ['objectID', 'years', 'dayFirst', 'creators', '_geoloc', 'withheld'])
        expect(record).not.toHaveProperty(key);
      expect(record.image).not.toHaveProperty('placeholder');
    }
  });

  it('writes records.geojson: a FeatureCollection of the located items, positions [lng, lat]', () => {
    const geo = JSON.parse(read('data/records.geojson')) as {
      type: string;
      features: {
        type: string;
        geometry: { type: string; coordinates: number[] };
        properties: Record<string, unknown>;
      }[];
    };
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features).toHaveLength(located.length);
    for (const feature of geo.features) {
      const record = located.find(({ objectID }) => objectID === feature.properties.id);
      expect(feature.type).toBe('Feature');
      expect(feature.geometry).toEqual({
        type: 'Point',
        coordinates: [record?._geoloc?.lng, record?._geoloc?.lat],
      });
      expect(feature.properties).toMatchObject({
        title: record?.title,
        credit: record?.credit,
        licence: record?.license.name,
        url: `${SITE}item/${record?.objectID}`,
      });
      expect(feature.properties).toHaveProperty('date');
    }
  });

  it('leaves the withheld item out of all three files, and the site still finds it', async () => {
    for (const file of ['data/records.csv', 'data/records.json', 'data/records.geojson'])
      expect(read(file)).not.toMatch(new RegExp(`/item/${WITHHELD}(?![\\w-])`));
    expect(read('data/records.csv')).not.toMatch(new RegExp(`^${WITHHELD}\\.`, 'm'));
    const title = records.find(({ objectID }) => objectID === WITHHELD)?.title ?? '';
    const requester = engineRequester(recordsFile, 'folio_demo');
    const response = await requester.send({
      method: 'POST',
      url: 'https://x-dsn.algolia.net/1/indexes/*/queries',
      headers: {},
      data: JSON.stringify({ requests: [{ indexName: 'folio_demo', query: title }] }),
      connectTimeout: 1000,
      responseTimeout: 1000,
    });
    const [result] = (
      JSON.parse(response.content) as { results: { hits: { objectID: string }[] }[] }
    ).results;
    expect(result?.hits.map((hit) => hit.objectID)).toContain(WITHHELD);
  });

  it('sums the files up with their true sizes and counts for the /data page', () => {
    const summary = JSON.parse(read('data/datasets.json')) as OpenDataSummary;
    expect(summary.license).toEqual({
      name: 'CC0-1.0',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    });
    expect(summary.dateModified).toBe(statSync(recordsFile).mtime.toISOString().slice(0, 10));
    expect(summary.files.map(({ path, bytes, records: count }) => [path, bytes, count])).toEqual([
      ['data/records.csv', statSync(join(dist, 'data/records.csv')).size, published.length],
      ['data/records.json', statSync(join(dist, 'data/records.json')).size, published.length],
      ['data/records.geojson', statSync(join(dist, 'data/records.geojson')).size, located.length],
    ]);
  });
});

describe('the /data page', () => {
  const page = () => new DOMParser().parseFromString(read('data.html'), 'text/html');

  it('links the three files with their sizes and counts, and says their licence', () => {
    const doc = page();
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('#root a[download]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/data/records.csv',
      '/data/records.json',
      '/data/records.geojson',
    ]);
    const text = doc.getElementById('root')?.textContent ?? '';
    expect(text).toContain(`${published.length} items`);
    expect(text).toContain(`${located.length} located items`);
    expect(text).toMatch(/records\.csv \(CSV, \d+\.\d KB/);
    expect(text).toContain('published under CC0-1.0');
    expect(text).toContain('The photos and videos keep their own licences');
    expect(text).toContain(
      `${published.length} items of the ${records.length} searchable here are in these files`,
    );
  });

  it('describes a schema.org Dataset in its head: name, licence, publisher, the three downloads', () => {
    const blocks = [...page().querySelectorAll('script[type="application/ld+json"]')];
    const dataset = JSON.parse(blocks[0]?.textContent ?? '{}') as Record<string, unknown>;
    expect(dataset).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      name: expect.stringContaining('Folio'),
      description: expect.stringMatching(/.{50,}/),
      url: `${SITE}data`,
      license: 'https://creativecommons.org/publicdomain/zero/1.0/',
      creator: { '@type': 'Organization', name: 'Folio', url: SITE },
      publisher: { '@type': 'Organization', name: 'Folio' },
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      spatialCoverage: { '@type': 'Place', geo: { '@type': 'GeoShape' } },
    });
    expect(dataset.distribution).toEqual([
      expect.objectContaining({
        '@type': 'DataDownload',
        encodingFormat: 'text/csv',
        contentUrl: `${SITE}data/records.csv`,
      }),
      expect.objectContaining({
        encodingFormat: 'application/json',
        contentUrl: `${SITE}data/records.json`,
      }),
      expect.objectContaining({
        encodingFormat: 'application/geo+json',
        contentUrl: `${SITE}data/records.geojson`,
      }),
    ]);
  });
});
