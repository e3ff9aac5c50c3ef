import { describe, expect, it } from 'vitest';
import { makeRecord, makeWorkdir, RECORDS, runCli, writeRecords } from './test-support.ts';

/** Records-file problems stop the command before any network call (no server needed). */
async function dryRunWith(records: unknown, argv: string[] = []) {
  const cwd = await makeWorkdir(records);
  return runCli(['--dry-run', '--offline', ...argv], { cwd, env: {} });
}

describe('index:push records file', () => {
  it('reads --records FILE relative to the working directory', async () => {
    const cwd = await makeWorkdir();
    await writeRecords(cwd, [makeRecord('a')], 'out/custom.json');

    const { out, code } = await runCli(['--dry-run', '--records', 'out/custom.json'], {
      cwd,
      env: {},
    });

    expect(code).toBe(0);
    expect(out).toContain('Records: 1 in out/custom.json.');
    expect(out).toContain('no state file at out/.index-push-state.json');
  });

  it('rejects a file that is not JSON', async () => {
    const { err, code } = await dryRunWith('[{"objectID": "a",');
    expect(code).toBe(2);
    expect(err).toMatch(/ is not valid JSON \(.+\)\. Run ingest again/);
    expect(err.startsWith(`${RECORDS} is not valid JSON`)).toBe(true);
  });

  it('rejects anything but an array', async () => {
    const { err, code } = await dryRunWith({ records: [] });
    expect(code).toBe(2);
    expect(err).toBe(`${RECORDS} must hold a JSON array of records, but holds an object.`);
  });

  it('refuses an empty array rather than emptying the index', async () => {
    const { err, code } = await dryRunWith([]);
    expect(code).toBe(2);
    expect(err).toContain('has no records. Pushing it would empty the index');
  });

  it('lists every bad record and duplicate objectID', async () => {
    const { err, code } = await dryRunWith([
      makeRecord('a'),
      'text',
      { title: 'no id' },
      { objectID: 7 },
      makeRecord('a'),
      null,
      { objectID: ' ' },
    ]);
    expect(code).toBe(2);
    expect(err).toBe(
      [
        `${RECORDS} has 6 problems; nothing was sent:`,
        '  - record 2 is a string, not an object',
        '  - record 3 has no objectID',
        '  - record 4 has an objectID that is a number, not a string',
        '  - record 6 is null, not an object',
        '  - record 7 has an empty objectID',
        '  - objectID "a" is used by records 1, 5',
      ].join('\n'),
    );
  });
});

describe('index:push and the record schema', () => {
  const withBadOnes = [
    makeRecord('good-1'),
    makeRecord('image-null', { image: null }),
    makeRecord('good-2'),
    makeRecord('title-object', { title: { en: 'x' }, license: null }),
  ];

  it('refuses a file with invalid records and lists each one, sending nothing', async () => {
    const { err, out, code } = await dryRunWith(withBadOnes);
    expect(code).toBe(2);
    expect(err).toBe(
      [
        `${RECORDS}: 2 of 4 records are invalid:`,
        '  "image-null" image: expected object, found null',
        '  "title-object" title: expected string, found an object',
        '  "title-object" license: expected object, found null',
        'Nothing was sent. Fix these records, or run with --skip-invalid to push only the 2 valid ones.',
      ].join('\n'),
    );
    expect(out).not.toContain('Records:');
  });

  it('with --skip-invalid, lists the invalid records and goes on with the valid ones', async () => {
    const { err, out, code } = await dryRunWith(withBadOnes, ['--skip-invalid']);
    expect(code).toBe(0);
    expect(err).toContain('"image-null" image: expected object, found null');
    expect(err).toContain('Left out (--skip-invalid): pushing the 2 valid records.');
    expect(out).toContain('Records: 2 in');
  });

  it('lists the first 20 invalid records and counts the rest', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      makeRecord(`bad-${index}`, { image: null }),
    );
    const { err } = await dryRunWith(many);
    expect(err.split('\n').filter((line) => line.startsWith('  "bad-'))).toHaveLength(20);
    expect(err).toContain('  … and 3 more invalid records');
  });
});

describe('index:push options', () => {
  it('rejects a bad --batch-size and unknown options with exit code 2', async () => {
    const cwd = await makeWorkdir([makeRecord('a')]);
    const bad = await runCli(['--batch-size', '0'], { cwd, env: {} });
    expect(bad).toMatchObject({
      code: 2,
      err: '--batch-size must be a whole number from 1 to 10000; got "0".',
    });
    const unknown = await runCli(['--force'], { cwd, env: {} });
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("Unknown option '--force'");
  });

  it('prints the help', async () => {
    const cwd = await makeWorkdir();
    const { out, code } = await runCli(['--help'], { cwd, env: {} });
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: npm run index:push -- \[--dry-run\]/);
    expect(out).toContain('.env and .env.local files are NOT read');
  });
});
