import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnLetter, readSheet, SheetError } from './sheet-file.ts';
import { makeTempDir, removeDir } from './test-fixtures.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('folio-sheet-');
});
afterAll(() => removeDir(dir));

async function sheetOf(text: string | Buffer, name = 'sheet.csv'): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

async function headerLines(text: string): Promise<string[]> {
  const error = await readSheet(await sheetOf(text)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SheetError);
  return (error as SheetError).lines;
}

describe('the metadata sheet', () => {
  it('reads RFC 4180 cells (quotes, commas and line breaks inside) after an Excel BOM', async () => {
    const path = await sheetOf(
      '\uFEFFfile,title,description,tags,license.name,license.url,geo.lat,geo.lng,place.name\r\n' +
        'a.jpg,"Harbour, at dusk","He said ""hi"",\r\nthen left",boats; evening ;;,' +
        'Own,https://example.org/l,56.15,10.21,Aarhus\r\n',
    );
    const sheet = await readSheet(path);
    expect(sheet.problems).toEqual([]);
    expect(sheet.rows.get('a.jpg')).toEqual({
      row: 2,
      value: {
        title: 'Harbour, at dusk',
        description: 'He said "hi",\r\nthen left',
        tags: ['boats', 'evening'],
        license: { name: 'Own', url: 'https://example.org/l' },
        geo: { lat: 56.15, lng: 10.21 },
        place: { name: 'Aarhus', country: null },
      },
    });
  });

  it('reads a cell as the field wants it: text first, then a number, then a list', async () => {
    const path = await sheetOf(
      'file,title,tags,exposure.iso,license,takenAt\n2015.jpg,2015,2015,400,cc-by-4.0,2015-10-29\n',
    );
    expect((await readSheet(path)).rows.get('2015.jpg')?.value).toEqual({
      title: '2015',
      tags: ['2015'],
      exposure: { fNumber: null, exposureTime: null, iso: 400, focalLength: null },
      license: { name: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      takenAt: Date.UTC(2015, 9, 29) / 1000,
    });
  });

  it('reads true or false in the withheld column, and names any other word', async () => {
    const path = await sheetOf(
      'file,title,withheld\na.jpg,true,TRUE\nb.jpg,x,false\nc.jpg,x,yes\n',
    );
    const sheet = await readSheet(path);
    expect(sheet.rows.get('a.jpg')?.value).toEqual({ title: 'true', withheld: true });
    expect(sheet.rows.get('b.jpg')?.value).toEqual({ title: 'x', withheld: false });
    expect(JSON.stringify(sheet.problems)).toMatch(/withheld.*must be true or false/);
  });

  it('says nothing for an empty cell and skips rows with no cell filled', async () => {
    const path = await sheetOf('file,title,creator\r\nb.jpg,,\r\n,,\r\n  ,\r\n');
    const sheet = await readSheet(path);
    expect(sheet.problems).toEqual([]);
    expect([...sheet.rows]).toEqual([['b.jpg', { row: 2, value: {} }]]);
  });

  it('names the sheet, the row a spreadsheet shows, the column and why for each bad cell', async () => {
    const path = await sheetOf(
      'file,title,geo.lat,geo.lng,place.name,takenAt,license,license.url,credit\n' +
        '\n' + // a blank line is a row in a spreadsheet
        'a.jpg,"two\nlines",north,10,Aarhus,,,,\n' + // a cell's line break is not
        'b.jpg,,,,,yesterday,CC-BY-4,,\n' +
        'c.jpg,,,,,,CC0-1.0,https://example.org,{author}\n' +
        ',Lost,,,,,,,\n' +
        '../d.jpg,,,,,,,,\n' +
        'a.jpg,Again,,,,,,,\n' +
        'e.jpg,,,,,,,,,stray\n',
    );
    const sheet = await readSheet(path);
    expect(sheet.problems.map((problem) => `${problem.file}: ${problem.reason}`)).toEqual([
      `${path}: row 3, column C (geo.lat): must be a number from -90 to 90`,
      `${path}: row 4, column F (takenAt): must be an ISO 8601 date such as "2015-10-29T15:44:44Z"`,
      `${path}: row 4, column G (license): unknown licence "CC-BY-4"; use one of CC0-1.0, CC-BY-2.0, CC-BY-3.0, CC-BY-4.0, CC-BY-SA-3.0, CC-BY-SA-4.0, CC-BY-NC-4.0, CC-BY-ND-4.0, CC-BY-NC-SA-4.0, CC-BY-NC-ND-4.0, GPL-2.0-or-later, GPL-3.0-or-later, LGPLv3, MIT, Public domain, All rights reserved, or {"name", "url"}`,
      `${path}: row 5, column H (license.url): give either "license" or the "license.…" columns, not both`,
      `${path}: row 5, column I (credit): unknown placeholder {author} (allowed: {title}, {creator}, {license})`,
      `${path}: row 6, column A (file): is empty`,
      `${path}: row 7, column A (file): "../d.jpg" is outside the folder`,
      `${path}: row 8: a.jpg is given a row already (row 3)`,
      `${path}: row 9, column J: a value in a column with no name`,
    ]);
    // A file with a bad row is kept out (its item is not ingested with half its metadata).
    expect(sheet.rows.get('a.jpg')?.value).toBeUndefined();
    expect(sheet.rows.get('b.jpg')).toEqual({ row: 4, value: undefined });
    expect(sheet.rows.get('e.jpg')).toEqual({ row: 9, value: undefined });
  });

  it('names a required part the row leaves out, even without its column', async () => {
    const path = await sheetOf('file,place.country\r\na.jpg,Denmark\r\n');
    expect((await readSheet(path)).problems).toEqual([
      { file: path, reason: 'row 2, column place.name: is required' },
    ]);
  });

  it('reads windows paths as the folder-relative path they name', async () => {
    const path = await sheetOf('file,title\r\ntrips\\b.jpg,B\r\n./c.jpg,C\r\n');
    expect([...(await readSheet(path)).rows.keys()]).toEqual(['trips/b.jpg', 'c.jpg']);
  });

  it('stops on a header it cannot use: unknown or repeated columns, no file column', async () => {
    expect(await headerLines('file,titel,title,title\n')).toEqual([
      expect.stringMatching(
        /sheet\.csv row 1, column B \(titel\): unknown column \(allowed: file, title, description, tags, .*, exposure\.focalLength, .*, label, withheld\)$/,
      ),
      expect.stringMatching(/sheet\.csv row 1, column D \(title\): the same column twice$/),
    ]);
    expect(await headerLines('title\nHarbour\n')).toEqual([
      expect.stringMatching(/sheet\.csv row 1: no "file" column naming each row's file$/),
    ]);
    expect(await headerLines('')).toEqual([
      expect.stringMatching(/sheet\.csv is empty: its first row names the columns$/),
    ]);
  });

  it('stops on a file that is not CSV, not UTF-8, or not there', async () => {
    expect(await headerLines('file,title\na.jpg,"never closed\n')).toEqual([
      expect.stringMatching(/sheet\.csv is not a valid CSV file: Quote Not Closed/),
    ]);
    const latin1 = await sheetOf(Buffer.from('file,title\na.jpg,Caf\xe9\n', 'latin1'), 'l1.csv');
    await expect(readSheet(latin1)).rejects.toThrow(
      `${latin1} is not UTF-8 text: save it as "CSV UTF-8"`,
    );
    const missing = join(dir, 'missing.csv');
    await expect(readSheet(missing)).rejects.toThrow(
      `cannot read --metadata ${missing}: no such file`,
    );
  });

  it('labels columns as a spreadsheet does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });
});
