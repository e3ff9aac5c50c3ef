import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemRecord } from '../../src/types/item.ts';
import {
  byId,
  GPS_EXIF,
  makeTempDir,
  readRecords,
  removeDir,
  runCli,
  writeImage,
  writeJson,
} from './test-fixtures.ts';
import type { CliRun } from './test-fixtures.ts';

const day = (year: number, month: number, date: number): number =>
  Date.UTC(year, month - 1, date) / 86_400_000;

let dir: string;
let run: CliRun;
let records: ItemRecord[];

beforeAll(async () => {
  dir = await makeTempDir();
  const src = join(dir, 'src');
  const image = { width: 64, height: 48 };
  await writeImage(join(src, 'sixties.jpg'), image);
  await writeJson(join(src, 'sixties.jpg.json'), { date: '196X' });
  await writeImage(join(src, 'camera.jpg'), { ...image, exif: GPS_EXIF });
  await writeImage(join(src, 'exact.jpg'), image);
  await writeJson(join(src, 'exact.jpg.json'), { date: '1950-06-14' });
  await writeJson(join(src, 'box/_defaults.json'), { date: '1971/1973' });
  await writeImage(join(src, 'box/scan.jpg'), image);
  await writeImage(join(src, 'box/dated.jpg'), { ...image, exif: GPS_EXIF });
  await writeImage(join(src, 'box/undated.jpg'), image);
  await writeJson(join(src, 'box/undated.jpg.json'), { takenAt: null });
  await writeImage(join(src, 'nulled.jpg'), { ...image, exif: GPS_EXIF });
  await writeJson(join(src, 'nulled.jpg.json'), { date: null });
  await writeImage(join(src, 'bad-month.jpg'), image);
  await writeJson(join(src, 'bad-month.jpg.json'), { date: '1950-13' });
  await writeImage(join(src, 'both.jpg'), image);
  await writeJson(join(src, 'both.jpg.json'), { date: '1950', takenAt: '1950-06-14' });
  run = await runCli([src, '--out', join(dir, 'out'), '--json-summary']);
  records = await readRecords(join(dir, 'out/records.json'));
}, 120_000);

afterAll(() => removeDir(dir));

describe('dates at ingest', () => {
  it('keeps an EDTF date as written, with its label and its first and last day', () => {
    expect(byId(records, 'sixties')).toMatchObject({
      takenAt: null,
      year: 1960,
      years: [1960, 1961, 1962, 1963, 1964, 1965, 1966, 1967, 1968, 1969],
      decades: [1960],
      dateText: '196X',
      dateLabel: '1960s',
      dayFirst: day(1960, 1, 1),
      dayLast: day(1969, 12, 31),
    });
    expect(byId(records, 'exact')).toMatchObject({
      takenAt: Date.UTC(1950, 5, 14) / 1000,
      year: 1950,
      years: [1950],
      decades: [1950],
      months: [195006],
      dateLabel: '14 June 1950',
      dayFirst: day(1950, 6, 14),
      dayLast: day(1950, 6, 14),
    });
  });

  it('gives an EXIF date its day as first and last day, and no label', () => {
    const camera = byId(records, 'camera');
    expect(camera).toMatchObject({
      year: 2019,
      years: [2019],
      dayFirst: day(2019, 5, 4),
      dayLast: day(2019, 5, 4),
    });
    expect(camera).not.toHaveProperty('dateLabel');
  });

  it('writes every decade and month a date allows, for the timeline; months for ten years at most', () => {
    expect(byId(records, 'sixties')?.months).toHaveLength(120);
    expect(byId(records, 'sixties')?.months?.slice(0, 2)).toEqual([196001, 196002]);
    expect(byId(records, 'sixties')?.months?.at(-1)).toBe(196912);
    expect(byId(records, 'box-scan')).toMatchObject({ decades: [1970] });
    expect(byId(records, 'box-scan')?.months).toHaveLength(36);
  });

  it("dates a folder's files that have no date of their own with its _defaults.json; null is no date", () => {
    expect(byId(records, 'box-scan')).toMatchObject({
      year: 1971,
      years: [1971, 1972, 1973],
      dateLabel: '1971–1973',
      dayFirst: day(1971, 1, 1),
      dayLast: day(1973, 12, 31),
    });
    expect(byId(records, 'box-dated')).toMatchObject({ year: 2019, dayFirst: day(2019, 5, 4) });
    for (const id of ['box-undated', 'nulled']) {
      const undated = byId(records, id);
      expect(undated).toMatchObject({ takenAt: null, year: null });
      expect(undated).not.toHaveProperty('dayFirst');
      expect(undated).not.toHaveProperty('years');
      expect(undated).not.toHaveProperty('decades');
      expect(undated).not.toHaveProperty('months');
    }
  });

  it('reports a bad date in one line naming the sidecar and the field', () => {
    expect(run.code).toBe(1);
    expect(run.summary?.errors).toEqual([
      { file: 'bad-month.jpg.json', reason: 'date: "1950-13" is not an EDTF date (month 13)' },
      { file: 'both.jpg.json', reason: 'date: give either "date" or "takenAt", not both' },
    ]);
    expect(records.map((record) => record.objectID)).not.toContain('bad-month');
  });
});
