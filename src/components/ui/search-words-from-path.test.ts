import { describe, expect, it } from 'vitest';
import { searchWordsFromPath } from './search-words-from-path';

describe('searchWordsFromPath', () => {
  it('turns an address into the words it names', () => {
    expect(searchWordsFromPath('/no-such-page')).toBe('no such page');
    expect(searchWordsFromPath('/old/harbour_2.html')).toBe('old harbour 2');
    expect(searchWordsFromPath('does-not-exist')).toBe('does not exist');
    expect(searchWordsFromPath('/caf%C3%A9-noir')).toBe('café noir');
  });

  it('offers nothing for an address with no word in it', () => {
    expect(searchWordsFromPath('/404.html')).toBe('');
    expect(searchWordsFromPath('/')).toBe('');
    expect(searchWordsFromPath('/2014/')).toBe('');
  });

  it('keeps a malformed escape as written, and a long address short', () => {
    expect(searchWordsFromPath('/bad%E0-escape')).toBe('bad%E0 escape');
    expect(searchWordsFromPath(`/${'a'.repeat(300)}`)).toHaveLength(100);
  });
});
