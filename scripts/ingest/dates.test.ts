import { describe, expect, it } from 'vitest';
import { parseExifDate, parseIsoDate, yearOf } from './dates.ts';

const utc = (...parts: [number, number, number, number?, number?, number?]): number =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0) / 1000;

describe('dates', () => {
  it('reads ISO dates; without an offset as UTC', () => {
    expect(parseIsoDate('2015-10-29T15:44:44')).toBe(utc(2015, 10, 29, 15, 44, 44));
    expect(parseIsoDate('2015-10-29T15:44:44Z')).toBe(utc(2015, 10, 29, 15, 44, 44));
    expect(parseIsoDate('2015-10-29T15:44:44+02:00')).toBe(utc(2015, 10, 29, 13, 44, 44));
    expect(parseIsoDate('2015-10-29 15:44')).toBe(utc(2015, 10, 29, 15, 44));
    expect(parseIsoDate('2015-10-29')).toBe(utc(2015, 10, 29));
    expect(parseIsoDate('2015-10')).toBe(utc(2015, 10, 1));
    expect(parseIsoDate('2015')).toBe(utc(2015, 1, 1));
    expect(parseIsoDate('2015-10-29T15:44:44.250-05:30')).toBe(utc(2015, 10, 29, 21, 14, 44));
  });

  it('rejects what is not a real date', () => {
    for (const text of [
      'yesterday',
      '2015-02-30',
      '2015-13-01',
      '2015-10-29T25:00',
      '29/10/2015',
      '',
    ]) {
      expect(parseIsoDate(text)).toBeNull();
    }
  });

  it('reads EXIF dates, with OffsetTimeOriginal when present', () => {
    expect(parseExifDate('2014:04:29 14:25:26')).toBe(utc(2014, 4, 29, 14, 25, 26));
    expect(parseExifDate('2014:04:29 14:25:26', '+02:00')).toBe(utc(2014, 4, 29, 12, 25, 26));
    expect(parseExifDate('0000:00:00 00:00:00')).toBeNull();
    expect(parseExifDate('2001:12:00 00:00:00')).toBeNull();
  });

  it('gives the UTC year', () => {
    expect(yearOf(utc(2015, 12, 31, 23, 59, 59))).toBe(2015);
    expect(yearOf(null)).toBeNull();
  });
});
