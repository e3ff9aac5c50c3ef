import type { ItemView } from '@/types/item';

/** A CSL-JSON date: one date or a span of two, to the year, month or day they are known. */
export interface CslDate {
  'date-parts'?: number[][];
  circa?: boolean;
  literal?: string;
}

const DAY_MS = 86_400_000;

function partsOfDay(day: number): [number, number, number] {
  const date = new Date(day * DAY_MS);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

const sameParts = (a: number[], b: number[]) => a.join('-') === b.join('-');

/**
 * The span of days (decision 040) said as precisely as it is known: whole years as years
 * ("1960s" → 1960–1969), whole months as months, else days. A span of one is one date.
 */
function spanParts(dayFirst: number, dayLast: number): number[][] {
  const first = partsOfDay(dayFirst);
  const last = partsOfDay(dayLast);
  const endsMonths = first[2] === 1 && partsOfDay(dayLast + 1)[2] === 1;
  const endsYears = endsMonths && first[1] === 1 && last[1] === 12;
  const keep = endsYears ? 1 : endsMonths ? 2 : 3;
  const from = first.slice(0, keep);
  const to = last.slice(0, keep);
  return sameParts(from, to) ? [from] : [from, to];
}

/** When the item was made, from the owner's loose date, the exact day, or the year alone. */
export function issuedDate(item: ItemView): CslDate | null {
  if (item.dayFirst !== undefined && item.dayLast !== undefined && item.dayFirst <= item.dayLast) {
    // EDTF's `~` (approximate) and `%` (approximate and uncertain) are what "circa" means.
    const circa = /[~%]/.test(item.dateText ?? '');
    return { 'date-parts': spanParts(item.dayFirst, item.dayLast), ...(circa ? { circa } : {}) };
  }
  if (item.dateLabel) return { literal: item.dateLabel };
  if (item.takenAt !== null) {
    return { 'date-parts': [partsOfDay(Math.floor(item.takenAt / 86_400))] };
  }
  if (item.year !== null) return { 'date-parts': [[item.year]] };
  return null;
}

export function dayParts(date: Date): CslDate {
  return { 'date-parts': [[date.getFullYear(), date.getMonth() + 1, date.getDate()]] };
}
