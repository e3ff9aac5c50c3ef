import { describe, expect, it } from 'vitest';
import { describeAlgoliaError, StepError } from './algolia-errors.ts';
import {
  ADMIN_KEY,
  CREDENTIALS_ENV,
  INDEX,
  makeRecord,
  makeWorkdir,
  runCli,
  startFakeAlgolia,
} from './test-support.ts';

const fake = startFakeAlgolia();
const old = [makeRecord('old')];
const local = [makeRecord('a'), makeRecord('b')];
const context = { appId: 'APP', indexName: 'folio' };

describe('index:push failures', () => {
  it('turns a 403 into one sentence about the key, masked, and writes nothing', async () => {
    const cwd = await makeWorkdir(local);
    const wrongKey = 'wrongkey0123456789abcdef01234567';

    const { err, out, code } = await runCli([], {
      cwd,
      env: { ...CREDENTIALS_ENV, ALGOLIA_ADMIN_KEY: wrongKey },
    });

    expect(code).toBe(1);
    expect(out).toContain('admin key ****4567');
    expect(err).toBe(
      'Algolia refused the key while reading the records of folio (403: Invalid ' +
        'Application-ID or API key). Check that ALGOLIA_ADMIN_KEY is the Admin API key of ' +
        'application FOLIOTEST (dashboard → Settings → API Keys), or a key with the addObject, ' +
        'deleteIndex, editSettings, settings and browse ACLs on folio, folio_newest, ' +
        'folio_oldest and folio_tmp_*.\nNothing was written to Algolia.',
    );
    expect(fake().writes()).toEqual([]);
  });

  it('reports unreachable hosts after a 5xx from every host', async () => {
    fake().setOutage(503);
    const cwd = await makeWorkdir(local);

    const { err, code } = await runCli([], { cwd });

    expect(code).toBe(1);
    expect(err).toBe(
      'Could not reach Algolia for application FOLIOTEST while reading the records of folio ' +
        '(HTTP 503 from 4 hosts). Check your network connection and ALGOLIA_APP_ID; if both are ' +
        'right, Algolia may be having trouble (status.algolia.com): try again later.\n' +
        'Nothing was written to Algolia.',
    );
    expect(new Set(fake().requests.map((entry) => entry.host))).toEqual(
      new Set([
        'foliotest-dsn.algolia.net',
        'foliotest-1.algolianet.com',
        'foliotest-2.algolianet.com',
        'foliotest-3.algolianet.com',
      ]),
    );
  });

  it('reports unreachable hosts when every write host answers 5xx', async () => {
    fake().setRejection((entry) =>
      entry.method === 'PUT' ? { status: 502, message: 'Bad gateway' } : null,
    );
    const cwd = await makeWorkdir(local);

    const { err, code } = await runCli([], { cwd });

    expect(code).toBe(1);
    expect(err).toBe(
      'Could not reach Algolia for application FOLIOTEST while setting the settings of folio ' +
        '(HTTP 502 from 4 hosts). Check your network connection and ALGOLIA_APP_ID; if both are ' +
        'right, Algolia may be having trouble (status.algolia.com): try again later.\n' +
        'Settings applied before the failure: none. The switch to the new records had not ' +
        'completed.',
    );
    const puts = fake().requests.filter((entry) => entry.method === 'PUT');
    expect(new Set(puts.map((entry) => entry.host))).toEqual(
      new Set([
        'foliotest.algolia.net',
        'foliotest-1.algolianet.com',
        'foliotest-2.algolianet.com',
        'foliotest-3.algolianet.com',
      ]),
    );
  });

  it('reports an outage during a dry run, with a hint to go offline', async () => {
    fake().setOutage(500);
    const cwd = await makeWorkdir(local);

    const { err, code } = await runCli(['--dry-run'], { cwd });

    expect(code).toBe(1);
    expect(err).toContain('(HTTP 500 from 4 hosts)');
    expect(err).toContain('add --offline to compare with the state of the last push');
  });

  it('says a task did not finish in time, and what was already applied', async () => {
    fake().setPollsBeforePublished(Infinity);
    const cwd = await makeWorkdir(local);

    const { err, code } = await runCli([], { cwd });

    expect(code).toBe(1);
    expect(err).toBe(
      'Algolia accepted the request but had not finished it after a long wait (setting the ' +
        'settings of folio). It may still complete: check the index in the Algolia dashboard in ' +
        'a few minutes, then run the command again (a re-run is safe).\n' +
        'Settings applied before the failure: none. The switch to the new records had not ' +
        'completed.',
    );
  });

  it('keeps the live records when a batch is rejected, and removes the temporary index', async () => {
    fake().seed(INDEX, { records: old });
    fake().setRejection((entry) =>
      entry.path.endsWith('/batch') ? { status: 400, message: 'Record is too big' } : null,
    );
    const cwd = await makeWorkdir(local);

    const { err, code } = await runCli([], { cwd });

    expect(code).toBe(1);
    expect(err).toBe(
      'Algolia rejected a request while replacing the records of folio (400: Record is too ' +
        'big). Fix the cause above and run the command again.\n' +
        'Settings applied before the failure: folio, folio_newest, folio_oldest. The switch to ' +
        'the new records had not completed.',
    );
    expect(fake().calls().at(-1)).toMatch(/^DELETE \/1\/indexes\/folio_tmp_\d+$/);
    expect(fake().recordsOf(INDEX)).toEqual(old);
    expect([...fake().indices.keys()].sort()).toEqual(['folio', 'folio_newest', 'folio_oldest']);
  });

  it('explains a replica that belongs to another primary', async () => {
    fake().seed('other', { settings: { replicas: [`${INDEX}_newest`] } });
    const cwd = await makeWorkdir(local);

    const { err, code } = await runCli([], { cwd });

    expect(code).toBe(1);
    expect(err).toContain(
      'Algolia rejected a request while setting the settings of folio (400: A replica index is ' +
        'already replica of another index).',
    );
    expect(err).not.toContain(ADMIN_KEY);
  });
});

describe('describeAlgoliaError', () => {
  it('covers 404 and 429 in one sentence each', () => {
    const notFound = Object.assign(new Error('Index does not exist'), {
      name: 'ApiError',
      status: 404,
    });
    expect(
      describeAlgoliaError(new StepError('setting the settings of folio', notFound), context),
    ).toBe(
      'Algolia answered "not found" while setting the settings of folio (404: Index does not ' +
        'exist). Check ALGOLIA_APP_ID (APP) and ALGOLIA_INDEX (folio).',
    );
    const limited = Object.assign(new Error('Too many requests'), {
      name: 'ApiError',
      status: 429,
    });
    expect(describeAlgoliaError(limited, context)).toBe(
      'Algolia is rate-limiting this application (429: Too many requests) while talking to ' +
        'Algolia. Wait a minute, then run the command again.',
    );
  });

  it('summarises timeouts and network errors without request details', () => {
    const retry = Object.assign(new Error('Unreachable hosts'), {
      name: 'RetryError',
      stackTrace: [
        {
          request: { headers: { 'x-algolia-api-key': 'k' } },
          response: { status: 0, isTimedOut: true },
        },
        { response: { status: 0, isTimedOut: false } },
        { response: { status: 0, isTimedOut: false } },
      ],
    });
    const text = describeAlgoliaError(retry, context);
    expect(text).toContain('(timed out from 1 host, network error from 2 hosts)');
    expect(text).not.toContain('x-algolia-api-key');
  });
});
