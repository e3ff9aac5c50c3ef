import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  primaryIndexSettings,
  replicaIndexSettings,
} from '../../src/services/search/index-settings.ts';
import {
  ADMIN_KEY,
  APP_ID,
  INDEX,
  RECORDS,
  STATE,
  makeRecord,
  makeWorkdir,
  runCli,
  startFakeAlgolia,
} from './test-support.ts';

const fake = startFakeAlgolia({ browsePageSize: 2 });

const unchanged = makeRecord('a');
const before = { b: makeRecord('b'), c: makeRecord('c') };
const local = [unchanged, makeRecord('b', { title: 'Renamed' }), makeRecord('d'), makeRecord('e')];

/** The live state before the push: three records, 20 hits per page, only one replica. */
function seedLiveIndex() {
  fake().seed(INDEX, {
    records: [unchanged, before.b, before.c],
    settings: { ...primaryIndexSettings(INDEX), hitsPerPage: 20, replicas: [`${INDEX}_newest`] },
  });
  fake().seed(`${INDEX}_newest`, { settings: replicaIndexSettings('newest') });
}

/** Request list with the random temporary index and task IDs made stable. */
function normalisedCalls(): string[] {
  return fake()
    .requests.map((entry) => `${entry.method} ${entry.path}`)
    .map((call) => call.replace(/_tmp_\d+/, '_tmp_N').replace(/\/task\/\d+$/, '/task/*'));
}

describe('index:push', () => {
  it('sends settings, replica settings, then the records through copy → batches → move', async () => {
    seedLiveIndex();
    const cwd = await makeWorkdir(local);

    const result = await runCli(['--batch-size', '2'], { cwd });

    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(normalisedCalls()).toEqual([
      // read-only look at the live index for the diff (browse pages of 2 here)
      'POST /1/indexes/folio/browse',
      'POST /1/indexes/folio/browse',
      'GET /1/indexes/folio/settings',
      'GET /1/indexes/folio_newest/settings',
      'GET /1/indexes/folio_oldest/settings',
      // 1: primary settings with the replica list, waited for
      'PUT /1/indexes/folio/settings',
      'GET /1/indexes/folio/task/*',
      // 2: each replica's own settings, waited for
      'PUT /1/indexes/folio_newest/settings',
      'GET /1/indexes/folio_newest/task/*',
      'PUT /1/indexes/folio_oldest/settings',
      'GET /1/indexes/folio_oldest/task/*',
      // 3: replaceAllObjects: copy settings/rules/synonyms, two batches, copy again, move
      'POST /1/indexes/folio/operation',
      'POST /1/indexes/folio_tmp_N/batch',
      'POST /1/indexes/folio_tmp_N/batch',
      'GET /1/indexes/folio_tmp_N/task/*',
      'GET /1/indexes/folio_tmp_N/task/*',
      'GET /1/indexes/folio_tmp_N/task/*',
      'POST /1/indexes/folio/operation',
      'GET /1/indexes/folio_tmp_N/task/*',
      'POST /1/indexes/folio_tmp_N/operation',
      'GET /1/indexes/folio_tmp_N/task/*',
      // 4: the primary still lists its replicas
      'GET /1/indexes/folio/settings',
    ]);

    const requests = fake().requests;
    const bodyAt = (method: string, path: string, nth = 0) =>
      requests.filter((entry) => entry.method === method && entry.path === path)[nth]?.body;
    expect(bodyAt('PUT', '/1/indexes/folio/settings')).toEqual(primaryIndexSettings(INDEX));
    expect(primaryIndexSettings(INDEX).replicas).toEqual(['folio_newest', 'folio_oldest']);
    expect(bodyAt('PUT', '/1/indexes/folio_newest/settings')).toEqual(
      replicaIndexSettings('newest'),
    );
    expect(bodyAt('PUT', '/1/indexes/folio_oldest/settings')).toEqual(
      replicaIndexSettings('oldest'),
    );

    const tmp = requests.find((entry) => entry.path.endsWith('/batch'))?.path.split('/')[3] ?? '';
    expect(tmp).toMatch(/^folio_tmp_\d+$/);
    const copy = { operation: 'copy', destination: tmp, scope: ['settings', 'rules', 'synonyms'] };
    expect(bodyAt('POST', '/1/indexes/folio/operation', 0)).toEqual(copy);
    expect(bodyAt('POST', '/1/indexes/folio/operation', 1)).toEqual(copy);
    expect(bodyAt('POST', `/1/indexes/${tmp}/operation`)).toEqual({
      operation: 'move',
      destination: INDEX,
    });
    expect([
      bodyAt('POST', `/1/indexes/${tmp}/batch`, 0),
      bodyAt('POST', `/1/indexes/${tmp}/batch`, 1),
    ]).toEqual([
      { requests: local.slice(0, 2).map((body) => ({ action: 'addObject', body })) },
      { requests: local.slice(2).map((body) => ({ action: 'addObject', body })) },
    ]);
    expect(bodyAt('POST', '/1/indexes/folio/browse', 1)).toMatchObject({ hitsPerPage: 1000 });
    expect(bodyAt('POST', '/1/indexes/folio/browse', 1)).toHaveProperty('cursor');

    // Reads go to the DSN host first, writes to the write host; the key only in a header.
    expect(requests.find((entry) => entry.path.endsWith('/browse'))?.host).toBe(
      'foliotest-dsn.algolia.net',
    );
    expect(
      fake()
        .writes()
        .every((entry) => entry.host === 'foliotest.algolia.net'),
    ).toBe(true);
    for (const entry of requests) {
      expect(entry.headers['x-algolia-api-key']).toBe(ADMIN_KEY);
      expect(entry.headers['x-algolia-application-id']).toBe(APP_ID);
      expect(entry.url).not.toContain(ADMIN_KEY);
    }
  });

  it('leaves the primary with the new records only, and both replicas configured and in sync', async () => {
    seedLiveIndex();
    const cwd = await makeWorkdir(local);

    await runCli([], { cwd });

    const { indices, recordsOf } = fake();
    expect([...indices.keys()].sort()).toEqual(['folio', 'folio_newest', 'folio_oldest']);
    expect(recordsOf(INDEX)).toEqual(local);
    expect(recordsOf('folio_newest')).toEqual(local);
    expect(recordsOf('folio_oldest')).toEqual(local);
    expect(indices.get(INDEX)?.settings).toEqual(primaryIndexSettings(INDEX));
    for (const sort of ['newest', 'oldest'] as const) {
      const replica = indices.get(`${INDEX}_${sort}`);
      expect(replica?.primary).toBe(INDEX);
      expect(replica?.settings).toEqual(replicaIndexSettings(sort));
    }
  });

  it('prints what changed: records added/changed/removed/unchanged, settings, time taken', async () => {
    seedLiveIndex();
    const cwd = await makeWorkdir(local);

    const { out } = await runCli([], { cwd });

    expect(out).toContain(
      `Pushing 4 records from ${RECORDS} to index "folio" of Algolia app ${APP_ID} ` +
        '(admin key ****89ab).',
    );
    expect(out).toContain('  folio holds 3 records.');
    expect(out).toContain(
      'Records: 2 added, 1 changed, 1 removed, 1 unchanged (4 in the index now).\n' +
        '  added: d, e\n' +
        '  changed: b\n' +
        '  removed: c',
    );
    expect(out).toContain(
      'Settings: folio changed (hitsPerPage, replicas); folio_newest unchanged; ' +
        'folio_oldest new index.',
    );
    expect(out).toMatch(/^Done in \d+\.\d s\.$/m);
  });

  it('reports no change on a second identical push, and saves the state file', async () => {
    seedLiveIndex();
    const cwd = await makeWorkdir(local);
    await runCli([], { cwd });

    const { out, code } = await runCli([], { cwd });

    expect(code).toBe(0);
    expect(out).toContain(
      'Records: 0 added, 0 changed, 0 removed, 4 unchanged (4 in the index now).',
    );
    expect(out).toContain(
      'Settings: folio unchanged; folio_newest unchanged; folio_oldest unchanged.',
    );
    const state: unknown = JSON.parse(await readFile(join(cwd, STATE), 'utf8'));
    expect(state).toMatchObject({
      version: 1,
      appId: APP_ID,
      indexName: INDEX,
      pushedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(Object.keys((state as { records: object }).records).sort()).toEqual([
      'a',
      'b',
      'd',
      'e',
    ]);
    expect(JSON.stringify(state)).not.toContain(ADMIN_KEY);
  });

  it('creates the index and its replicas on a fresh application', async () => {
    const cwd = await makeWorkdir(local);

    const { out, code } = await runCli([], { cwd });

    expect(code).toBe(0);
    expect(out).toContain('  folio does not exist yet; it will be created.');
    expect(out).toContain('Records: 4 added, 0 changed, 0 removed, 0 unchanged');
    expect(out).toContain(
      'Settings: folio new index; folio_newest new index; folio_oldest new index.',
    );
    expect(fake().recordsOf('folio_oldest')).toEqual(local);
    expect(fake().indices.get('folio_oldest')?.primary).toBe(INDEX);
  });

  it('sets the replicas again if the switch left the primary without them', async () => {
    seedLiveIndex();
    fake().setMoveDropsReplicas(true);
    const cwd = await makeWorkdir(local);

    const { out, code } = await runCli([], { cwd });

    expect(code).toBe(0);
    expect(out).toContain('folio no longer listed its replicas after the switch; set them again.');
    expect(fake().calls().slice(-2)).toEqual([
      'GET /1/indexes/folio/settings',
      'PUT /1/indexes/folio/settings',
    ]);
    expect(fake().indices.get(INDEX)?.settings.replicas).toEqual(['folio_newest', 'folio_oldest']);
    expect(fake().recordsOf('folio_newest')).toEqual(local);
  });
});
