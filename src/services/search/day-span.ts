/**
 * A span of days as the address bar writes it (`when=`): `1950-06-14` (a day), `1950-06` (a
 * month), `1950-06-01/1950-08-31` or `1950-06/1950-08` (a span). Days are counted since
 * 1970-01-01 UTC, as ingest writes a record's `dayFirst`/`dayLast` (decision 040). Kept small:
 * it is in the first load of `/` (docs/perf.md).
 */
export interface DaySpan {
  first: number;
  last: number;
}

const DAY_MS = 864e5;
const END = /^(\d{4})-(\d\d)(?:-(\d\d))?$/;

/** A day or a month as its first and last day; anything else (a 31 June, a year 0999) is null. */
function parseEnd(raw: string): DaySpan | null {
  const match = END.exec(raw);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 1)];
  const first = Date.UTC(year, month - 1, date) / DAY_MS;
  const at = new Date(first * DAY_MS);
  // Date.UTC rolls a 31 June over to 1 July and a month 13 into the next year: no such day.
  if (year < 1000 || year > 2999 || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date)
    return null;
  return { first, last: match[3] ? first : Date.UTC(year, month, 0) / DAY_MS };
}

/** `a` or `a/b`, each a day or a month; ends given in reverse are read in order. */
export function parseDaySpan(raw: string): DaySpan | undefined {
  const ends = raw.split('/').map(parseEnd);
  if (ends.length > 2 || ends.some((end) => !end)) return undefined;
  const spans = ends as DaySpan[];
  return {
    first: Math.min(...spans.map((span) => span.first)),
    last: Math.max(...spans.map((span) => span.last)),
  };
}

const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The span's ends, as days or (when it runs from a month's first day to one's last) months. */
function ends({ first, last }: DaySpan): [string, string, boolean] {
  const months = iso(first).endsWith('-01') && iso(last + 1).endsWith('-01');
  const cut = (day: number) => (months ? iso(day).slice(0, 7) : iso(day));
  return [cut(first), cut(last), months];
}

/** The shortest form: `1950-06-14`, `1950-06`, `1950-06/1950-08`, `1950-06-10/1950-08-20`. */
export function formatDaySpan(span: DaySpan): string {
  const [first, last] = ends(span);
  return first === last ? first : `${first}/${last}`;
}

/** As a visitor reads it: "14 June 1950", "June 1950", "June 1950 – August 1950". */
export function daySpanLabel(span: DaySpan): string {
  const [first, last, months] = ends(span);
  const { format } = new Intl.DateTimeFormat('en-GB', {
    ...(!months && { day: 'numeric' }),
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const label = (day: number) => format(day * DAY_MS);
  return first === last ? label(span.first) : `${label(span.first)} – ${label(span.last)}`;
}
