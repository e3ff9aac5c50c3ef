import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allIndexSettings,
  replicaIndexSettings,
} from '../../src/services/search/index-settings.ts';
import {
  CREDENTIALS_ENV,
  INDEX,
  RECORDS,
  STATE,
  makeRecord,
  makeWorkdir,
  runCli,
  startFakeAlgolia,
  writeRecords,
} from './test-support.ts';

const fake = startFakeAlgolia();

const live = [makeRecord('a'), makeRecord('b'), makeRecord('c')];
const local = [makeRecord('a'), makeRecord('b', { title: 'Renamed' }), makeRecord('d')];

function seedLiveIndex() {
  fake().seed(INDEX, { records: live, settings: { replicas: [`${INDEX}_newest`] } });
  fake().seed(`${INDEX}_newest`, { settings: replicaIndexSettings('newest') });
}

/** The settings block a dry run prints for an index, as sent. */
function printedSettings(indexName: string, primary = INDEX): string {
  const entry = allIndexSettings(primary).find((item) => item.indexName === indexName);
  const role = indexName === primary ? 'primary' : 'replica';
  const json = JSON.stringify(entry?.settings, null, 2);
  return [`${indexName} (${role}):`, ...json.split('\n').map((line) => `  ${line}`)].join('\n');
}

describe('index:push --dry-run', () => {
  it('with credentials, reads the live index (browse + getSettings) and writes nothing', async () => {
    seedLiveIndex();
    const cwd = await makeWorkdir(local);

    const { out, err, code } = await runCli(['--dry-run'], { cwd });

    expect(err).toBe('');
    expect(code).toBe(0);
    expect(fake().calls()).toEqual([
      'POST /1/indexes/folio/browse',
      'GET /1/indexes/folio/settings',
      'GET /1/indexes/folio_newest/settings',
      'GET /1/indexes/folio_oldest/settings',
    ]);
    expect(fake().writes()).toEqual([]);
    expect(fake().recordsOf(INDEX)).toEqual(live);
    expect(out).toContain('Baseline: the live index, read with browse and getSettings only.');
    for (const name of ['folio', 'folio_newest', 'folio_oldest']) {
      expect(out).toContain(printedSettings(name));
    }
    expect(out).toMatch(
      /^Settings: folio changed \([^)]+\); folio_newest unchanged; folio_oldest new index\.$/m,
    );
    expect(out).toContain(
      'Records: would add 1, change 1, remove 1; 1 unchanged.\n' +
        '  added: d\n' +
        '  changed: b\n' +
        '  removed: c',
    );
    expect(out).toContain('Nothing was written. Run without --dry-run to push.');
  });

  it('with --offline makes no request at all, even with credentials', async () => {
    seedLiveIndex();
    const cwd = await makeWorkdir(local);

    const { out, code } = await runCli(['--dry-run', '--offline'], { cwd });

    expect(code).toBe(0);
    expect(fake().requests).toEqual([]);
    expect(out).toContain('No network call: --offline was given.');
    expect(out).toContain(
      `Baseline: none: no state file at ${STATE} (nothing pushed from ` +
        'here yet), so every record counts as added.',
    );
    expect(out).toContain(printedSettings(INDEX));
    expect(out).toContain('Settings: no baseline to compare with.');
    expect(out).toContain('Records: would add 3, change 0, remove 0; 0 unchanged.');
  });

  it('offline, compares with the state file of the last push', async () => {
    seedLiveIndex();
    const cwd = await makeWorkdir(live);
    expect((await runCli([], { cwd })).code).toBe(0);
    const requestsAfterPush = fake().requests.length;
    await writeRecords(cwd, local);

    const { out, code } = await runCli(['--dry-run', '--offline'], { cwd });

    expect(code).toBe(0);
    expect(fake().requests).toHaveLength(requestsAfterPush);
    expect(out).toContain(
      `Baseline: the state file of the last push, ${STATE} (index folio ` +
        'of app FOLIOTEST, pushed 2025-01-02T03:04:05.000Z).',
    );
    expect(out).toContain('Settings: unchanged since the last push.');
    expect(out).toContain('Records: would add 1, change 1, remove 1; 1 unchanged.');
  });

  it('without credentials makes no request and says why', async () => {
    const cwd = await makeWorkdir(local);

    const { out, code } = await runCli(['--dry-run'], { cwd, env: {} });

    expect(code).toBe(0);
    expect(fake().requests).toEqual([]);
    expect(out).toContain(
      'No network call: ALGOLIA_APP_ID (or VITE_ALGOLIA_APP_ID), ALGOLIA_INDEX (or ' +
        'VITE_ALGOLIA_INDEX), ALGOLIA_ADMIN_KEY are not set, so the live index was not read.',
    );
    expect(out).toContain('placeholder name YOUR_INDEX');
    expect(out).toContain(printedSettings('YOUR_INDEX', 'YOUR_INDEX'));
    expect(out).toContain(printedSettings('YOUR_INDEX_oldest', 'YOUR_INDEX'));
    expect(out).toContain('Records: would add 3, change 0, remove 0; 0 unchanged.');
  });

  it('ignores a state file written for another index', async () => {
    const cwd = await makeWorkdir(local);
    const state = {
      version: 1,
      appId: 'FOLIOTEST',
      indexName: 'other',
      pushedAt: '2024-12-31T00:00:00.000Z',
      settingsHash: 'x',
      records: { a: 'hash' },
    };
    await writeFile(join(cwd, STATE), JSON.stringify(state));

    const { out } = await runCli(['--dry-run', '--offline'], { cwd, env: CREDENTIALS_ENV });

    expect(out).toContain(
      `Baseline: none: ${STATE} records a push to index other of app ` +
        'FOLIOTEST, not folio of app FOLIOTEST, so every record counts as added.',
    );
  });

  it('on a fresh clone (no variables, no records file) prints a helpful message, no stack trace', async () => {
    const cwd = await makeWorkdir();

    const { out, err, code } = await runCli(['--dry-run'], { cwd, env: {} });

    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(
      `No records file at ${RECORDS}. Run \`npm run ingest -- <folder>\` first to ` +
        'create it, or point to one with --records FILE.',
    );
    expect(fake().requests).toEqual([]);
  });
});
