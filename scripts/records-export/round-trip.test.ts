import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, runCliProcess } from '../ingest/cli-process.ts';
import { parseIdManifest } from '../ingest/id-manifest-file.ts';
import {
  GPS_EXIF,
  makeTempDir,
  readRecords,
  removeDir,
  writeImage,
  writeJson,
} from '../ingest/test-fixtures.ts';

const EXPORT_CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

function runExport(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', EXPORT_CLI, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dir: string;
let src: string;

beforeAll(async () => {
  dir = await makeTempDir('folio-sheet-trip-');
  src = join(dir, 'src');
  await writeJson(join(src, '_defaults.json'), {
    creator: 'Harbour Press',
    license: 'CC-BY-4.0',
    tags: ['archive'],
  });
  // Camera, exposure, date and a GPS position from EXIF.
  await writeImage(join(src, 'harbour.jpg'), { width: 320, height: 200, exif: GPS_EXIF });
  await writeImage(join(src, 'plain.jpg'), { width: 300, height: 300, color: '#cc3333' });
  await writeImage(join(src, 'trips/field.png'), { width: 200, height: 320, format: 'png' });
  await writeJson(join(src, 'trips/field.png.json'), {
    title: 'Field, at noon',
    tags: ['grass'],
    credit: '"{title}" by {creator} for Field Notes',
    license: { name: 'Own licence', url: 'https://example.org/licence' },
    place: { name: 'Aarhus', country: 'Denmark' },
    geo: { lat: 56.15, lng: 10.21 },
  });
});

afterAll(() => removeDir(dir));

function ingest(out: string, extra: string[] = []): ReturnType<typeof runCliProcess> {
  return runCliProcess([src, '--out', out, '--concurrency', '1', ...extra]);
}

describe('the metadata sheet, both ways', () => {
  it('exports the records, and an edited cell ingested again changes that field only', async () => {
    const out = join(dir, 'out');
    expect(ingest(out).status).toBe(0);
    const before = await readRecords(join(out, 'records.json'));

    const sheet = join(dir, 'sheet.csv');
    const exported = runExport(['--csv', sheet, '--records', join(out, 'records.json')]);
    expect(exported.stderr).toBe('');
    expect(exported.stdout).toBe(`records:export: wrote 3 rows to ${sheet}\n`);
    const text = await readFile(sheet, 'utf8');
    expect(text.startsWith('\uFEFFfile,title,description,tags,creator,credit,license,')).toBe(true);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.file)).toEqual(['harbour.jpg', 'plain.jpg', 'trips/field.png']);
    const [harbour, plain, field] = rows;
    expect(harbour).toMatchObject({
      title: 'Harbour',
      tags: 'archive',
      creator: 'Harbour Press',
      credit: '', // the default credit, so an edited title shows in it
      license: 'CC BY 4.0',
      takenAt: '2019-05-04T10:20:30Z',
      'camera.make': 'TestCam',
      'exposure.exposureTime': '0.004',
      'geo.lat': '', // the file's GPS position is not the owner's to pin
    });
    expect(field).toMatchObject({
      title: 'Field, at noon',
      tags: 'archive; grass',
      credit: '"{title}" by {creator} for Field Notes',
      license: '',
      'license.name': 'Own licence',
      'license.url': 'https://example.org/licence',
      'geo.lat': '56.15',
    });

    // An owner edits one cell in a spreadsheet and saves it.
    const edited = 'Red, square;\nnot a list';
    const changed = rows.map((row) => (row === plain ? { ...row, description: edited } : row));
    await writeFile(sheet, `\uFEFF${stringify(changed, { header: true })}`);
    const again = ingest(out, ['--metadata', sheet]);
    expect(again.stderr).not.toContain('ingest:');
    expect(again.status).toBe(0);
    const after = await readRecords(join(out, 'records.json'));
    expect(after).toEqual(
      before.map((record) =>
        record.objectID === 'plain' ? { ...record, description: edited } : record,
      ),
    );
  }, 120_000);

  it('names each bad cell on stderr and keeps the item out, its id kept', async () => {
    const out = join(dir, 'out-bad');
    expect(ingest(out).status).toBe(0); // plain.jpg is given its id
    const sheet = join(dir, 'bad.csv');
    await writeFile(
      sheet,
      'file,title,geo.lat,geo.lng,place.name,takenAt\r\n' +
        'plain.jpg,Plain,north,10,Aarhus,yesterday\r\n' +
        'harbour.jpg,Harbour in the sheet,,,,\r\n' +
        'gone.jpg,Gone,,,,\r\n' +
        'trips/field.png.json,Not an item,,,,\r\n',
    );
    const result = ingest(out, ['--metadata', sheet]);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('ingest:'));
    expect(lines).toEqual([
      `ingest: ${sheet} row 2, column C (geo.lat): must be a number from -90 to 90`,
      `ingest: ${sheet} row 2, column F (takenAt): must be an ISO 8601 date such as "2015-10-29T15:44:44Z"`,
      `ingest: ${sheet} row 4: no file gone.jpg in the folder`,
      `ingest: ${sheet} row 5: trips/field.png.json is not an item (a sidecar, a video's poster or alternate, or a file ingest skips)`,
    ]);
    expect(result.stdout).toContain(`plain.jpg: not ingested: row 2 of ${sheet} has errors`);
    const records = await readRecords(join(out, 'records.json'));
    expect(records.map((record) => [record.objectID, record.title])).toEqual([
      ['harbour', 'Harbour in the sheet'],
      ['trips-field', 'Field, at noon'], // its sidecar wins over nothing in the sheet
    ]);
    const manifest = parseIdManifest(await readFile(join(out, 'item-ids.json'), 'utf8'), 'ids');
    expect(manifest.items.find((entry) => entry.id === 'plain')).toMatchObject({
      file: 'plain.jpg',
      status: 'live',
    });
  }, 120_000);

  it('stops with exit status 2 on a header it cannot use, writing nothing', async () => {
    const out = join(dir, 'out-header');
    const sheet = join(dir, 'header.csv');
    await writeFile(sheet, 'file,titel\r\nplain.jpg,Plain\r\n');
    const result = ingest(out, ['--metadata', sheet]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(
        `^ingest: ${sheet} row 1, column B \\(titel\\): unknown column \\(allowed: file, title,`,
      ),
    );
    await expect(readFile(join(out, 'records.json'))).rejects.toThrow();
  }, 60_000);
});
