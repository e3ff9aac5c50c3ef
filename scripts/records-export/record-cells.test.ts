import { describe, expect, it } from 'vitest';
import type { ItemRecord } from '../../src/types/item.ts';
import { fillCredit } from '../ingest/build-record.ts';
import type { SheetColumn } from '../ingest/sheet-columns.ts';
import { creditTemplate, recordCells } from './record-cells.ts';

const record = (fields: Partial<ItemRecord>): ItemRecord =>
  ({
    title: 'Harbour',
    creator: 'Ann',
    credit: '"Harbour" by Ann, CC-BY-4.0',
    license: { name: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    takenAt: null,
    ...fields,
  }) as ItemRecord;

const column = (name: string): SheetColumn => {
  const [field = name, key = null] = name.split('.');
  return { name, field, key };
};

describe('a record as a sheet row', () => {
  it('turns a credit back into its template, so an edited title shows in it', () => {
    const own = record({ credit: '"Harbour" by Ann for Harbour Press (CC-BY-4.0)' });
    const template = creditTemplate(own);
    expect(template).toBe('"{title}" by {creator} for Harbour Press ({license})');
    const values = { title: 'Quay', creator: 'Ann', license: 'CC-BY-4.0' };
    expect(fillCredit(template ?? '', values)).toBe('"Quay" by Ann for Harbour Press (CC-BY-4.0)');
    expect(creditTemplate(record({}))).toBe(''); // the default credit
  });

  it('writes the fields other parts of issue 28 add in the sheet form', () => {
    const withNew = {
      ...record({ takenAt: -631152000 }),
      dateText: '1950~',
      tagTree: { lvl0: ['Places', 'Boats'], lvl1: ['Places > Denmark'] },
      people: ['Ann', 'Bo'],
      rating: 4,
    } as ItemRecord;
    const names = ['takenAt', 'date', 'hierarchicalTags', 'people', 'rating'];
    expect(Object.fromEntries(recordCells(withNew, names.map(column)))).toEqual({
      date: '1950~', // the EDTF date says when; its second would only pin it
      hierarchicalTags: 'Boats; Places|Denmark',
      people: 'Ann; Bo',
      rating: '4',
    });
  });

  it('warns of a list value holding the separator, which the sheet would split', () => {
    const warnings: string[] = [];
    recordCells(record({ tags: ['a;b', 'c'] }), [column('tags')], (w) => warnings.push(w));
    expect(warnings).toEqual(['tags: a value holds ";", which the sheet reads as two']);
  });
});
