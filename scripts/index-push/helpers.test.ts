import { describe, expect, it } from 'vitest';
import { redact } from './output.ts';
import { diffRecords } from './record-diff.ts';
import { compareSettings } from './settings-diff.ts';
import { hashRecord, stableStringify } from './stable-hash.ts';

describe('stable hashing', () => {
  it('ignores key order at every depth', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(hashRecord({ objectID: 'a', title: 't', tags: ['x'] })).toBe(
      hashRecord({ tags: ['x'], title: 't', objectID: 'a' }),
    );
  });

  it('ignores what the engine adds to hits, but not stored attributes', () => {
    const stored = { objectID: 'a', _geoloc: { lat: 1, lng: 2 } };
    expect(hashRecord({ ...stored, _highlightResult: { title: {} } })).toBe(hashRecord(stored));
    expect(hashRecord({ objectID: 'a' })).not.toBe(hashRecord(stored));
  });
});

describe('diffRecords', () => {
  it('sorts objectIDs into added, changed, removed and unchanged', () => {
    const before = new Map([
      ['keep', 'h1'],
      ['edit', 'h2'],
      ['gone', 'h3'],
    ]);
    const after = new Map([
      ['keep', 'h1'],
      ['edit', 'h2b'],
      ['new', 'h4'],
    ]);
    expect(diffRecords(before, after)).toEqual({
      added: ['new'],
      changed: ['edit'],
      removed: ['gone'],
      unchanged: ['keep'],
    });
  });
});

describe('compareSettings', () => {
  it('only compares the keys that are sent', () => {
    const wanted = { hitsPerPage: 24, ranking: ['typo'] };
    expect(compareSettings(wanted, null)).toEqual({ kind: 'new' });
    expect(compareSettings(wanted, { ...wanted, primary: 'x', paginationLimitedTo: 1000 })).toEqual(
      {
        kind: 'unchanged',
      },
    );
    expect(compareSettings(wanted, { hitsPerPage: 20, ranking: ['typo'] })).toEqual({
      kind: 'changed',
      keys: ['hitsPerPage'],
    });
  });
});

describe('redact', () => {
  it('masks every occurrence of a secret, keeping the last four characters', () => {
    expect(redact('key abcdef0123456789 and abcdef0123456789', ['abcdef0123456789'])).toBe(
      'key ****6789 and ****6789',
    );
  });
});
