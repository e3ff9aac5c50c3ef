/**
 * CSV as spreadsheets read it (RFC 4180): a UTF-8 byte order mark (Excel reads the text as UTF-8
 * only with it), CRLF after every row, a cell quoted only when it holds a comma, a quote or a
 * line break, its quotes doubled. Pure, so the build's open data (scripts/records-export) and
 * the bulk download's `metadata.csv` (services/bulk-download) write one format.
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return `\uFEFF${rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('')}`;
}
