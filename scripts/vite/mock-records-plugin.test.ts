import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockRecordsPlugin, readMockRecordsFile } from './mock-records-plugin';
import { DEMO_RECORDS_FILE } from './site-config-plugin';

let dir: string;
let records: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-mock-records-'));
  records = join(dir, 'records.json');
  await writeFile(records, JSON.stringify([{ objectID: 'generated-record-1' }]));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The code a build makes of a module that imports the demo records as the demo engine does. */
async function buildImportingDemoRecords(plugins: ReturnType<typeof mockRecordsPlugin>[]) {
  const entry = join(dir, 'entry.js');
  const demo = resolve(DEMO_RECORDS_FILE);
  await writeFile(entry, `import records from ${JSON.stringify(demo)};\nexport default records;\n`);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'out' } },
  })) as Rollup.RollupOutput[];
  return output
    .flatMap(({ output: files }) => files.map((file) => ('code' in file ? file.code : '')))
    .join('');
}

describe('FOLIO_MOCK_RECORDS', () => {
  it('replaces the demo records of a mock build with the file it names', async () => {
    const code = await buildImportingDemoRecords([mockRecordsPlugin(records)]);
    expect(code).toContain('generated-record-1');
    expect(code).not.toContain('aitzgorri');
  });

  it('leaves the demo records alone without it', async () => {
    const code = await buildImportingDemoRecords([]);
    expect(code).toContain('aitzgorri');
  });

  it('is read only for a mock build, and must name an existing JSON file', () => {
    expect(readMockRecordsFile({}, true)).toBeNull();
    expect(readMockRecordsFile({ FOLIO_MOCK_RECORDS: ` ${records} ` }, true)).toBe(records);
    expect(() => readMockRecordsFile({ FOLIO_MOCK_RECORDS: records }, false)).toThrow(
      /only replaces the demo records of a mock build/,
    );
    expect(() => readMockRecordsFile({ FOLIO_MOCK_RECORDS: 'records.json' }, true)).toThrow(
      /absolute path/,
    );
    expect(() =>
      readMockRecordsFile({ FOLIO_MOCK_RECORDS: join(dir, 'missing.json') }, true),
    ).toThrow(/existing \.json file/);
  });
});
