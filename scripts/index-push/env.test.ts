import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPublicSecretVars, readAlgoliaTarget } from './env.ts';
import {
  ADMIN_KEY,
  APP_ID,
  CREDENTIALS_ENV,
  INDEX,
  makeRecord,
  makeWorkdir,
  runCli,
  startFakeAlgolia,
} from './test-support.ts';

const fake = startFakeAlgolia();
const records = [makeRecord('a')];

function withoutAdminKey() {
  const env = { ...CREDENTIALS_ENV };
  delete env.ALGOLIA_ADMIN_KEY;
  return env;
}

describe('index:push credentials', () => {
  it('refuses to push without ALGOLIA_ADMIN_KEY, naming it, with exit code 2', async () => {
    const cwd = await makeWorkdir(records);
    const env = withoutAdminKey();

    const { err, code } = await runCli([], { cwd, env });

    expect(code).toBe(2);
    expect(err).toMatch(/^Missing ALGOLIA_ADMIN_KEY\. Set it in the environment of this command/);
    expect(err).toContain('it does not read .env files');
    expect(fake().requests).toEqual([]);
  });

  it('does not read the admin key from .env or .env.local', async () => {
    const cwd = await makeWorkdir(records);
    await writeFile(join(cwd, '.env'), `ALGOLIA_ADMIN_KEY=${ADMIN_KEY}\n`);
    await writeFile(join(cwd, '.env.local'), `ALGOLIA_ADMIN_KEY=${ADMIN_KEY}\n`);
    const env = withoutAdminKey();

    const { err, code } = await runCli([], { cwd, env });

    expect(code).toBe(2);
    expect(err).toContain('Missing ALGOLIA_ADMIN_KEY.');
  });

  it('refuses to run while VITE_ALGOLIA_ADMIN_KEY is set, and never prints its value', async () => {
    const cwd = await makeWorkdir(records);
    const env = { ...CREDENTIALS_ENV, VITE_ALGOLIA_ADMIN_KEY: ADMIN_KEY };

    for (const argv of [[], ['--dry-run'], ['--dry-run', '--offline']]) {
      const { err, code } = await runCli(argv, { cwd, env });
      expect(code).toBe(2);
      expect(err).toMatch(/^Refusing to run: VITE_ALGOLIA_ADMIN_KEY is set\./);
      expect(err).toContain('compiled into the public browser bundle');
    }
    expect(fake().requests).toEqual([]);
  });

  it('names every missing variable at once', async () => {
    const cwd = await makeWorkdir(records);

    const { err, code } = await runCli([], { cwd, env: {} });

    expect(code).toBe(2);
    expect(err).toMatch(
      /^Missing ALGOLIA_APP_ID \(or VITE_ALGOLIA_APP_ID\), ALGOLIA_INDEX \(or VITE_ALGOLIA_INDEX\), ALGOLIA_ADMIN_KEY\. Set them/,
    );
  });

  it('falls back to the public VITE_ app ID and index name', async () => {
    const cwd = await makeWorkdir(records);
    const env = {
      VITE_ALGOLIA_APP_ID: APP_ID,
      VITE_ALGOLIA_INDEX: INDEX,
      ALGOLIA_ADMIN_KEY: ADMIN_KEY,
    };

    const { code } = await runCli([], { cwd, env });

    expect(code).toBe(0);
    expect(fake().recordsOf(INDEX)).toEqual(records);
  });
});

describe('env rules', () => {
  it('treats any non-empty VITE_ variable that looks like a secret as public', () => {
    expect(
      findPublicSecretVars({
        VITE_ALGOLIA_ADMIN_KEY: 'x',
        VITE_MY_ADMIN: 'y',
        VITE_ALGOLIA_SEARCH_KEY: 'public',
        ALGOLIA_ADMIN_KEY: 'fine',
        VITE_EMPTY_ADMIN_KEY: ' ',
      }),
    ).toEqual(['VITE_ALGOLIA_ADMIN_KEY', 'VITE_MY_ADMIN']);
  });

  it('prefers ALGOLIA_ variables and trims values', () => {
    expect(
      readAlgoliaTarget({
        ALGOLIA_APP_ID: ' APP ',
        VITE_ALGOLIA_APP_ID: 'OTHER',
        VITE_ALGOLIA_INDEX: 'idx',
        ALGOLIA_ADMIN_KEY: '',
      }),
    ).toEqual({ appId: 'APP', indexName: 'idx', adminKey: null });
  });
});
