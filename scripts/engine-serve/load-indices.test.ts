import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadIndices } from './load-indices.ts';

const dir = mkdtempSync(join(tmpdir(), 'engine-serve-indices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const products = file('products.json', [
  { objectID: 'a', name: 'Apple iPhone' },
  { objectID: 'b', name: 'Samsung Galaxy' },
]);

describe('the indices engine:serve answers for', () => {
  it('reads a settings file of one index as the settings of --index', () => {
    const settings = file('one.json', { searchableAttributes: ['name'] });
    expect(loadIndices({ records: products, settings, index: 'shop' })).toMatchObject([
      { indexName: 'shop', settings: { searchableAttributes: ['name'] } },
    ]);
  });

  it('reads settings by index name, --index first, and synonyms beside an index’s settings', () => {
    const synonyms = [{ objectID: 's1', type: 'synonym', synonyms: ['phone', 'mobile'] }];
    const settings = file('many.json', {
      shop_price_asc: { ranking: ['asc(price)'] },
      shop: { settings: { replicas: ['shop_price_asc'] }, synonyms },
    });
    const indices = loadIndices({ records: products, settings, index: 'shop' });
    expect(indices.map((index) => index.indexName)).toEqual(['shop', 'shop_price_asc']);
    expect(indices[0]).toMatchObject({ settings: { replicas: ['shop_price_asc'] }, synonyms });
    expect(indices[0]?.records).toBe(indices[1]?.records);
  });

  it('says so when --index is not among the names of a settings file', () => {
    const settings = file('named.json', { instant_search: { searchableAttributes: ['name'] } });
    expect(() => loadIndices({ records: products, settings, index: 'folio_demo' })).toThrow(
      `the settings file ${settings} holds settings by index name (instant_search) but not for "folio_demo": pass --index with the primary index`,
    );
  });

  it('needs only a unique string objectID of records served with a settings file', () => {
    const settings = file('plain.json', {});
    const twice = file('twice.json', [{ objectID: 'a' }, { objectID: 'a' }]);
    expect(() => loadIndices({ records: twice, settings, index: 'shop' })).toThrow(
      `invalid record in ${twice}: record 2 ("a") objectID: is also used by record 1`,
    );
  });

  it('refuses records that are not the archive’s when serving the archive’s settings', () => {
    expect(() => loadIndices({ records: products, settings: null, index: 'folio_demo' })).toThrow(
      /^invalid record in .+: record 1 \("a"\) \w+.*\(and 1 more invalid records\)$/,
    );
  });
});
