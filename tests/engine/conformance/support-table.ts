/**
 * The engine README's support table, read back: one row per parameter, with its support level.
 * Rows look like "| `typoTolerance` | supported | how |".
 */

export type SupportLevel = 'supported' | 'partly' | 'not';

export interface SupportRow {
  parameter: string;
  support: SupportLevel;
  how: string;
}

const ROW = /^\|\s*`([^`]+)`\s*\|\s*(supported|partly|not)\s*\|(.*)\|\s*$/;

export function readSupportTable(readme: string): Map<string, SupportRow> {
  const rows = new Map<string, SupportRow>();
  for (const line of readme.split('\n')) {
    const match = ROW.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    const support = match[2] as SupportLevel;
    rows.set(match[1], { parameter: match[1], support, how: (match[3] ?? '').trim() });
  }
  return rows;
}
