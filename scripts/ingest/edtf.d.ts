/** The part of edtf (no types of its own) that ingest uses: the parse tree and min/max. */
declare module 'edtf' {
  export interface EdtfNode {
    type: 'Date' | 'Year' | 'Season' | 'Interval' | 'Set' | 'List' | 'Decade' | 'Century';
    level: number;
    /** A date's numbers (month from 0), or an interval's two ends (null when open or unknown). */
    values: (number | EdtfNode | null)[];
    approximate?: boolean | number;
    uncertain?: boolean | number;
    /** A bit mask of the digits written as X. */
    unspecified?: number;
  }
  /** Throws on text that is not EDTF at the given level. */
  export function parse(text: string, options?: { level?: 0 | 1 | 2 }): EdtfNode;
  interface Extended {
    /** Earliest and latest instant, in milliseconds since 1970 (UTC). */
    min: number;
    max: number;
  }
  export default function edtf(text: string): Extended;
}
