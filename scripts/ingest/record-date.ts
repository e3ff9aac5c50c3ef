/**
 * The record's date fields from what the owner and the file say. An owner's `date` (EDTF, in the
 * sidecar) wins, then `takenAt` (sidecar, then the file), then a folder's `date`. Every dated
 * record gets `dayFirst`/`dayLast`, so filters and sorting read one pair of numbers (decision 040).
 */
import type { ItemRecord } from '../../src/types/item.ts';
import { yearOf } from './dates.ts';
import { dayOf, type RecordDate } from './edtf-date.ts';

type DateFields = Pick<
  ItemRecord,
  | 'takenAt'
  | 'year'
  | 'years'
  | 'decades'
  | 'months'
  | 'dateText'
  | 'dateLabel'
  | 'dayFirst'
  | 'dayLast'
>;

const DAY_SECONDS = 86_400;

/** Every year from the first day's to the last day's. */
export function yearsBetween(dayFirst: number, dayLast: number): number[] {
  const first = yearOf(dayFirst * DAY_SECONDS) as number;
  const last = yearOf(dayLast * DAY_SECONDS) as number;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Spans longer than this many months are left out of `months` (decision 043). */
export const MAX_MONTHS = 120;

/**
 * What the timeline counts, for a date from `dayFirst` to `dayLast`: every year, every decade and
 * (for a span of ten years or less) every month it allows, months as YYYYMM numbers (195006).
 */
export function dateBuckets(
  dayFirst: number,
  dayLast: number,
): Pick<DateFields, 'years' | 'decades' | 'months'> {
  const years = yearsBetween(dayFirst, dayLast);
  const decades = [...new Set(years.map((year) => Math.floor(year / 10) * 10))];
  const [first, last] = [dayFirst, dayLast].map((day) => new Date(day * DAY_SECONDS * 1000));
  const monthIndex = (at: Date) => at.getUTCFullYear() * 12 + at.getUTCMonth();
  const [from, to] = [monthIndex(first as Date), monthIndex(last as Date)];
  if (to - from + 1 > MAX_MONTHS) return { years, decades };
  const months = Array.from({ length: to - from + 1 }, (_, offset) => {
    const index = from + offset;
    return Math.floor(index / 12) * 100 + (index % 12) + 1;
  });
  return { years, decades, months };
}

function fromEdtf(date: RecordDate): DateFields {
  const exact = date.dayFirst === date.dayLast;
  // A span's `year` is its first year: the year facet and older readers take one number.
  return {
    takenAt: exact ? date.dayFirst * DAY_SECONDS : null,
    year: yearOf(date.dayFirst * DAY_SECONDS),
    ...dateBuckets(date.dayFirst, date.dayLast),
    ...date,
  };
}

export function recordDateFields(
  sidecar: { date?: RecordDate | null; takenAt?: number | null },
  folderDate: RecordDate | undefined,
  fileTime: number | null,
): DateFields {
  if (sidecar.date === null) return { takenAt: null, year: null };
  if (sidecar.date) return fromEdtf(sidecar.date);
  const takenAt = sidecar.takenAt !== undefined ? sidecar.takenAt : fileTime;
  if (takenAt !== null) {
    const day = dayOf(takenAt * 1000);
    const year = yearOf(takenAt) as number;
    return { takenAt, year, ...dateBuckets(day, day), dayFirst: day, dayLast: day };
  }
  // A folder's date (scans of one box, "196X") only fills in for files that have none.
  return folderDate && sidecar.takenAt === undefined
    ? fromEdtf(folderDate)
    : { takenAt: null, year: null };
}
