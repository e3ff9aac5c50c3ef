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
  'takenAt' | 'year' | 'years' | 'dateText' | 'dateLabel' | 'dayFirst' | 'dayLast'
>;

const DAY_SECONDS = 86_400;

/** Every year from the first day's to the last day's. */
export function yearsBetween(dayFirst: number, dayLast: number): number[] {
  const first = yearOf(dayFirst * DAY_SECONDS) as number;
  const last = yearOf(dayLast * DAY_SECONDS) as number;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

function fromEdtf(date: RecordDate): DateFields {
  const exact = date.dayFirst === date.dayLast;
  // A span's `year` is its first year: the year facet and older readers take one number.
  return {
    takenAt: exact ? date.dayFirst * DAY_SECONDS : null,
    year: yearOf(date.dayFirst * DAY_SECONDS),
    years: yearsBetween(date.dayFirst, date.dayLast),
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
    return { takenAt, year, years: [year], dayFirst: day, dayLast: day };
  }
  // A folder's date (scans of one box, "196X") only fills in for files that have none.
  return folderDate && sidecar.takenAt === undefined
    ? fromEdtf(folderDate)
    : { takenAt: null, year: null };
}
