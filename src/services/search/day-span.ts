/**
 * A span of days as the address bar writes it (`when=`): `1950-06-14` (a day), `1950-06` (a
 * month), `1950-06-01/1950-08-31` or `1950-06/1950-08` (a span). Days are counted since
 * 1970-01-01 UTC, as ingest writes a record's `dayFirst`/`dayLast` (decision 040).
 */
export interface DaySpan {
  first: number;
  last: number;
}

const DAY_MS = 86_400_000;
const MIN_YEAR = 1000;
const MAX_YEAR = 2999;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dayOf = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date) / DAY_MS;

/** A day or a month as its first and last day; anything else (a 31 June, a year 0999) is null. */
function parseEnd(raw: string): DaySpan | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(raw);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (match[3] === undefined)
    return { first: dayOf(year, month, 1), last: dayOf(year, month + 1, 0) };
  const date = Number(match[3]);
  // Date.UTC rolls 31 June over to 1 July: a day that is not in its month is no day.
  if (date < 1 || date > dayOf(year, month + 1, 0) - dayOf(year, month, 0)) return null;
  return { first: dayOf(year, month, date), last: dayOf(year, month, date) };
}

/** `a` or `a/b`, each a day or a month; ends given in reverse are read in order. */
export function parseDaySpan(raw: string): DaySpan | undefined {
  const parts = raw.split('/');
  if (parts.length > 2) return undefined;
  const ends = parts.map(parseEnd);
  if (ends.some((end) => end === null)) return undefined;
  const spans = ends as DaySpan[];
  return {
    first: Math.min(...spans.map((span) => span.first)),
    last: Math.max(...spans.map((span) => span.last)),
  };
}

interface Day {
  year: number;
  month: number;
  date: number;
}

function dayParts(day: number): Day {
  const at = new Date(day * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, date: at.getUTCDate() };
}

const pad = (value: number) => String(value).padStart(2, '0');
const monthText = ({ year, month }: Day) => `${year}-${pad(month)}`;
const dayText = (day: Day) => `${monthText(day)}-${pad(day.date)}`;

/** Whole months from the first's to the last's (the shortest form says it). */
function wholeMonths({ first, last }: DaySpan): boolean {
  return dayParts(first).date === 1 && dayParts(last + 1).date === 1;
}

export function formatDaySpan(span: DaySpan): string {
  const [first, last] = [dayParts(span.first), dayParts(span.last)];
  if (span.first === span.last) return dayText(first);
  if (!wholeMonths(span)) return `${dayText(first)}/${dayText(last)}`;
  return monthText(first) === monthText(last)
    ? monthText(first)
    : `${monthText(first)}/${monthText(last)}`;
}

const dayLabel = ({ year, month, date }: Day) => `${date} ${MONTHS[month - 1]} ${year}`;
const monthLabel = ({ year, month }: Day) => `${MONTHS[month - 1]} ${year}`;

/** As a visitor reads it: "14 June 1950", "June 1950", "June 1950 – August 1950". */
export function daySpanLabel(span: DaySpan): string {
  const [first, last] = [dayParts(span.first), dayParts(span.last)];
  if (span.first === span.last) return dayLabel(first);
  if (!wholeMonths(span)) return `${dayLabel(first)} – ${dayLabel(last)}`;
  return monthText(first) === monthText(last)
    ? monthLabel(first)
    : `${monthLabel(first)} – ${monthLabel(last)}`;
}
