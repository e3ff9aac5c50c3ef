import { validRecord } from '../../tests/fixtures/hostile-collection.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, onTestFinished } from 'vitest';
import { createFakeAlgolia, type FakeAlgolia } from '../../tests/fixtures/algolia-write-api.ts';
import { DEFAULT_RECORDS_PATH } from './args.ts';
import type { Env } from './env.ts';
import { runIndexPush } from './main.ts';
import type { TaskPolling } from './push-steps.ts';

/** Shared by the index-push tests: a fake Algolia behind MSW and an in-process CLI runner. */
export const APP_ID = 'FOLIOTEST';
/** The default records file and the state file beside it, as the command prints them. */
export const RECORDS = DEFAULT_RECORDS_PATH;
export const STATE = DEFAULT_RECORDS_PATH.replace(/records\.json$/, '.index-push-state.json');
export const INDEX = 'folio';
export const ADMIN_KEY = 'adm1n0123456789abcdef0123456789ab';

export const CREDENTIALS_ENV: Env = {
  ALGOLIA_APP_ID: APP_ID,
  ALGOLIA_INDEX: INDEX,
  ALGOLIA_ADMIN_KEY: ADMIN_KEY,
};

/** No waiting between task checks, and few of them, so timeouts are quick to test. */
export const FAST_POLLING: TaskPolling = { maxRetries: 3, delayMs: () => 0, replaceMaxRetries: 3 };

export function startFakeAlgolia(options: { browsePageSize?: number } = {}): () => FakeAlgolia {
  const server = setupServer();
  let fake: FakeAlgolia | null = null;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    fake = createFakeAlgolia({ appId: APP_ID, apiKey: ADMIN_KEY, ...options });
    server.use(...fake.handlers);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return () => {
    if (fake === null) throw new Error('startFakeAlgolia: no test is running');
    return fake;
  };
}

export type TestRecord = { objectID: string } & Record<string, unknown>;

export function makeRecord(objectID: string, extra: Record<string, unknown> = {}): TestRecord {
  return {
    ...validRecord(objectID, `Photo ${objectID}`),
    tags: ['demo'],
    takenAt: 1_500_000_000,
    ...extra,
  } as unknown as TestRecord;
}

/** A fresh working directory with the default records file (or none, with `null`). */
export async function makeWorkdir(records: unknown = null): Promise<string> {
  const cwd = await mkdtemp(join(tmpdir(), 'index-push-'));
  onTestFinished(() => rm(cwd, { recursive: true, force: true }));
  if (records !== null) await writeRecords(cwd, records);
  return cwd;
}

export async function writeRecords(cwd: string, records: unknown, path = DEFAULT_RECORDS_PATH) {
  const file = join(cwd, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, typeof records === 'string' ? records : JSON.stringify(records), 'utf8');
}

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** Runs the command in-process; also checks the admin key never appears in what it printed. */
export async function runCli(
  argv: string[],
  { env = CREDENTIALS_ENV, cwd }: { env?: Env; cwd: string },
): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  let tick = 0;
  const code = await runIndexPush(argv, {
    env,
    cwd,
    output: { line: (text = '') => out.push(text), error: (text) => err.push(text) },
    polling: FAST_POLLING,
    // Each reading of the clock advances 1.5 s, so "Done in" is stable.
    now: () => tick++ * 1500,
    date: () => new Date('2025-01-02T03:04:05.000Z'),
  });
  const result = { code, out: out.join('\n'), err: err.join('\n') };
  for (const secret of Object.entries(env)
    .filter(([name]) => /KEY|SECRET/.test(name))
    .map(([, value]) => value ?? '')
    .filter((value) => value.length >= 8)) {
    expect(result.out + result.err).not.toContain(secret);
  }
  return result;
}
