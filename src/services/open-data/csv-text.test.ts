import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text';

const ROWS = [
  ['file', 'title', 'credit'],
  ['a/b.jpg', 'Plain', ''],
  ['c.jpg', 'Comma, quote " and\nline', '"Quoted" start'],
  ['d.jpg', 'Carriage\rreturn', ' spaces kept '],
];

describe('csvText', () => {
  it('writes what csv-stringify wrote for the open data, byte for byte', () => {
    const rows = ROWS.slice(0, 3);
    expect(csvText(rows)).toBe(`\uFEFF${stringify(rows, { record_delimiter: 'windows' })}`);
  });

  it('quotes a lone carriage return too, which csv-stringify left bare', () => {
    expect(csvText([['Carriage\rreturn']])).toBe('\uFEFF"Carriage\rreturn"\r\n');
  });

  it('is read back cell for cell', () => {
    expect(parse(csvText(ROWS), { bom: true })).toEqual(ROWS);
  });
});
