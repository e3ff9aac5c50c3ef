/**
 * An owner's date in the Extended Date/Time Format (EDTF, Library of Congress), levels 0 and 1:
 * what the record keeps of it (the text, a label to show, the first and last possible day).
 * Parsed here at ingest with `edtf`; the app reads only the results (decision 040).
 */
import edtf, { parse, type EdtfNode } from 'edtf';
import { labelOf } from './edtf-label.ts';
import { fail, type FieldParser } from './schema-fields.ts';

export interface RecordDate {
  dateText: string;
  dateLabel: string;
  /** Days since 1970-01-01 UTC of the earliest and the latest possible day. */
  dayFirst: number;
  dayLast: number;
}

export type DateResult = { ok: true; date: RecordDate } | { ok: false; reason: string };

const DAY_MS = 86_400_000;

export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);

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

/** The bad month or day of a text that looks like a date (the parser takes 1950-02-30). */
function badMonthOrDay(text: string): string | null {
  for (const part of text.split('/')) {
    const match = /^(-?\d{4})-(\d{2})(?:-(\d{2}))?/.exec(part);
    if (!match) continue;
    const month = Number(match[2]);
    if (month === 0 || (month > 12 && (month < 21 || month > 24))) return `month ${month}`;
    const monthEnd = new Date(0);
    monthEnd.setUTCFullYear(Number(match[1]), month, 0); // Date.UTC would read 0044 as 1944
    const days = monthEnd.getUTCDate();
    const day = Number(match[3] ?? 1);
    if (month <= 12 && (day === 0 || day > days))
      return `${MONTHS[month - 1]} ${match[1]} has ${days} days`;
  }
  return null;
}

const HINT = 'write it like 1950, 1950-06-14, 1950~, 1950?, 196X or 1971/1973';

function refuse(text: string, why: string): DateResult {
  return { ok: false, reason: `"${text}" ${why}` };
}

/** The ends of a date or an interval; an open (`..`) or unknown (empty) end is not a node. */
const endsOf = (node: EdtfNode): unknown[] => (node.type === 'Interval' ? node.values : [node]);

const isNode = (end: unknown): end is EdtfNode => typeof end === 'object' && end !== null;

export function parseEdtfDate(input: string): DateResult {
  const text = input.trim();
  const bad = badMonthOrDay(text);
  let node: EdtfNode;
  try {
    node = parse(text, { level: 1 });
  } catch {
    let level2 = false;
    try {
      level2 = parse(text, { level: 2 }).level === 2;
    } catch {
      // Not EDTF at any level: the reason below says what is wrong.
    }
    return level2
      ? refuse(text, 'is EDTF level 2, which ingest does not read; use a level 0 or 1 form')
      : refuse(text, `is not an EDTF date${bad ? ` (${bad})` : `; ${HINT}`}`);
  }
  if (bad) return refuse(text, `is not an EDTF date (${bad})`);
  const found = endsOf(node);
  const ends = found.filter(isNode);
  if (ends.length < found.length)
    // An open or unknown end has no first or last day to filter and sort by.
    return refuse(text, 'has an open or unknown end; give the earliest and the latest year');
  if (ends.some((end) => end.type === 'Season'))
    return refuse(text, 'is a season, which ingest does not read; give months (1950-03/1950-05)');
  if (ends.some((end) => end.values.length > 3))
    return refuse(text, 'has a time of day; give an exact time as "takenAt"');
  if (ends.some((end) => ((end.unspecified ?? 0) & 15) === 15))
    return refuse(text, 'leaves the whole year unspecified (XXXX)');
  let span: { min: number; max: number };
  try {
    span = edtf(text);
  } catch {
    // The parser takes "1973/1971"; building its interval refuses an end before the start.
    return refuse(text, 'ends before it starts');
  }
  const dayFirst = dayOf(span.min);
  const dayLast = dayOf(span.max);
  return { ok: true, date: { dateText: text, dateLabel: labelOf(node), dayFirst, dayLast } };
}

/** The sidecar's `date` field: EDTF text, or an issue saying why it is not one. */
export const edtfDate: FieldParser<RecordDate> = (value, field, issues) => {
  if (typeof value !== 'string') return fail(issues, field, 'must be EDTF text such as "1950~"');
  const result = parseEdtfDate(value);
  return result.ok ? result.date : fail(issues, field, result.reason);
};
