import type { ItemView } from '@/types/item';

/**
 * The date a card shows: the record's year, else the year it was taken (a record written by
 * hand may have the one without the other), else none, so the line closes up around it.
 */
export function cardYear(item: Pick<ItemView, 'year' | 'takenAt'>): number | null {
  if (item.year !== null && Number.isInteger(item.year) && item.year > 0) return item.year;
  if (item.takenAt === null || !Number.isFinite(item.takenAt)) return null;
  const year = new Date(item.takenAt * 1000).getUTCFullYear();
  return Number.isNaN(year) ? null : year;
}

/** What a card says of the date: the owner's own ("1960s", "c. 1950") as written, else the year. */
export function cardDate(item: Pick<ItemView, 'dateLabel' | 'year' | 'takenAt'>): string | null {
  if (item.dateLabel) return item.dateLabel;
  const year = cardYear(item);
  return year === null ? null : String(year);
}
