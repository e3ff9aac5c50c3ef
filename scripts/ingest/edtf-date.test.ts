import { describe, expect, it } from 'vitest';
import { parseEdtfDate } from './edtf-date.ts';

/** Days since 1970-01-01 UTC of a calendar day. */
const day = (year: number, month: number, date: number): number =>
  Date.UTC(year, month - 1, date) / 86_400_000;

describe('EDTF dates', () => {
  it.each([
    ['1950', '1950', day(1950, 1, 1), day(1950, 12, 31)],
    ['1950-06', 'June 1950', day(1950, 6, 1), day(1950, 6, 30)],
    ['1950-06-14', '14 June 1950', day(1950, 6, 14), day(1950, 6, 14)],
    ['1950~', 'c. 1950', day(1950, 1, 1), day(1950, 12, 31)],
    ['1950?', '1950 (uncertain)', day(1950, 1, 1), day(1950, 12, 31)],
    ['1950%', 'c. 1950 (uncertain)', day(1950, 1, 1), day(1950, 12, 31)],
    ['196X', '1960s', day(1960, 1, 1), day(1969, 12, 31)],
    ['19XX', '1900–1999', day(1900, 1, 1), day(1999, 12, 31)],
    ['1971/1973', '1971–1973', day(1971, 1, 1), day(1973, 12, 31)],
    ['1971-05/1972-02', 'May 1971 – February 1972', day(1971, 5, 1), day(1972, 2, 29)],
    ['1971~/1973', 'c. 1971 – 1973', day(1971, 1, 1), day(1973, 12, 31)],
    ['1950-06-XX', 'June 1950', day(1950, 6, 1), day(1950, 6, 30)],
    ['1952-02-29', '29 February 1952', day(1952, 2, 29), day(1952, 2, 29)],
    [' 1969-12-31 ', '31 December 1969', -1, -1],
  ])('%s is "%s" from day %i to %i', (text, dateLabel, dayFirst, dayLast) => {
    expect(parseEdtfDate(text)).toEqual({
      ok: true,
      date: { dateText: text.trim(), dateLabel, dayFirst, dayLast },
    });
  });

  it.each([
    ['1950-13', '"1950-13" is not an EDTF date (month 13)'],
    ['1950-02-30', '"1950-02-30" is not an EDTF date (February 1950 has 28 days)'],
    ['1950-02-29', '"1950-02-29" is not an EDTF date (February 1950 has 28 days)'],
    [
      '29/10/2015',
      '"29/10/2015" is not an EDTF date; write it like 1950, 1950-06-14, 1950~, 1950?, 196X or 1971/1973',
    ],
    ['1950/..', '"1950/.." has an open or unknown end; give the earliest and the latest year'],
    ['../1950', '"../1950" has an open or unknown end; give the earliest and the latest year'],
    ['/1950', '"/1950" has an open or unknown end; give the earliest and the latest year'],
    ['1973/1971', '"1973/1971" ends before it starts'],
    ['1950-21', '"1950-21" is a season, which ingest does not read; give months (1950-03/1950-05)'],
    [
      '1950-06-14T10:00:00',
      '"1950-06-14T10:00:00" has a time of day; give an exact time as "takenAt"',
    ],
    ['XXXX', '"XXXX" leaves the whole year unspecified (XXXX)'],
    [
      '[1950,1951]',
      '"[1950,1951]" is EDTF level 2, which ingest does not read; use a level 0 or 1 form',
    ],
  ])('refuses %s', (text, reason) => {
    expect(parseEdtfDate(text)).toEqual({ ok: false, reason });
  });
});
