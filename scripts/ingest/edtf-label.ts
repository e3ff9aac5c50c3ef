/** How a record shows an EDTF date, as a reader would write it: "c. 1950", "1960s", "1971–1973". */
import type { EdtfNode } from 'edtf';

const MONTHS = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

/** EDTF counts a year 0 (1 BCE), as ISO 8601 does. */
const yearText = (year: number): string => (year > 0 ? String(year) : `${1 - year} BCE`);

// `unspecified` is a bit mask of the digits written X: 8, 4, 2, 1 are the year's last to first
// digits, 48 the month's two, 192 the day's two.
const YEAR_LAST_DIGIT = 8;
const YEAR_LAST_TWO = 12;
const MONTH_DIGITS = 48;
const DAY_DIGITS = 192;

function plainLabel(node: EdtfNode): string {
  const [year = 0, month, day] = node.values as number[];
  const unspecified = node.unspecified ?? 0;
  if ((unspecified & YEAR_LAST_TWO) === YEAR_LAST_TWO)
    return `${yearText(year)}–${yearText(year + 99)}`;
  if (unspecified & YEAR_LAST_DIGIT) return `${yearText(year)}s`;
  if (month === undefined || unspecified & MONTH_DIGITS) return yearText(year);
  const monthName = MONTHS.format(new Date(Date.UTC(2000, month, 1)));
  if (day === undefined || unspecified & DAY_DIGITS) return `${monthName} ${yearText(year)}`;
  return `${day} ${monthName} ${yearText(year)}`;
}

function dateLabel(node: EdtfNode): string {
  const plain = plainLabel(node);
  const circa = node.approximate ? `c. ${plain}` : plain;
  return node.uncertain ? `${circa} (uncertain)` : circa;
}

export function labelOf(node: EdtfNode): string {
  if (node.type !== 'Interval') return dateLabel(node);
  const [first, last] = (node.values as EdtfNode[]).map(dateLabel);
  // "1971–1973", but "May 1971 – February 1972": the dash set apart when an end has words.
  return first?.includes(' ') || last?.includes(' ') ? `${first} – ${last}` : `${first}–${last}`;
}
