import { describe, expect, it } from 'vitest';
import { nonEmptyText, nullable, numberIn, parseObject, textList } from './schema-fields.ts';
import type { FieldParser } from './schema-fields.ts';
import { license } from './schema-values.ts';
import { sheetColumns } from './sheet-columns.ts';

const names = (fields: Record<string, FieldParser<unknown>>): string[] =>
  sheetColumns(fields).map((column) => column.name);

describe('the sheet columns', () => {
  it('are the sidecar fields, an object field as one column per key', () => {
    expect(sheetColumns().map((column) => column.name)).toEqual([
      'title',
      'description',
      'tags',
      'creator',
      'credit',
      'license',
      'license.name',
      'license.url',
      'takenAt',
      'date',
      'place.name',
      'place.country',
      'place.city',
      'place.region',
      'place.sublocation',
      'geo.lat',
      'geo.lng',
      'camera.make',
      'camera.model',
      'lens',
      'exposure.fNumber',
      'exposure.exposureTime',
      'exposure.iso',
      'exposure.focalLength',
      'alt',
      'altDetail',
      'people',
      'hierarchicalTags',
      'copyrightNotice',
      'webStatement',
      'rating',
      'label',
      'withheld',
    ]);
  });

  it('follow the field table: a field added there is a column with no code here', () => {
    // Shaped like the fields other parts of issue 28 add to the sidecar schema.
    const place: FieldParser<unknown> = (value, field, issues) =>
      parseObject(value, field, issues, { name: nonEmptyText, city: nonEmptyText }, ['name']);
    expect(
      names({ rating: numberIn(0, 5), people: textList, place: nullable(place), license }),
    ).toEqual([
      'rating',
      'people',
      'place.name',
      'place.city',
      'license',
      'license.name',
      'license.url',
    ]);
  });
});
