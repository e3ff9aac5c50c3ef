import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  parseRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEPT,
  RECENT_SEARCHES_KEY,
  removeRecentSearch,
} from './recent-searches';

/** The browser's storage, as a Map (Node has none). */
function stubStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

describe('recent searches', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = stubStorage();
  });
  const stored = () => JSON.parse(items.get(RECENT_SEARCHES_KEY) ?? 'null') as unknown;

  it('keeps the newest first, each once whatever its case and spacing', () => {
    addRecentSearch('kite');
    addRecentSearch('  fallen   leaf ');
    addRecentSearch('KITE');
    expect(readRecentSearches()).toEqual(['KITE', 'fallen leaf']);
    expect(stored()).toEqual(['KITE', 'fallen leaf']);
  });

  it(`keeps the last ${RECENT_SEARCHES_KEPT}, and ignores blank searches`, () => {
    for (let i = 1; i <= RECENT_SEARCHES_KEPT + 2; i += 1) addRecentSearch(`search ${i}`);
    addRecentSearch('   ');
    const list = readRecentSearches();
    expect(list).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(list[0]).toBe(`search ${RECENT_SEARCHES_KEPT + 2}`);
    expect(list.at(-1)).toBe('search 3');
  });

  it('removes one (any case), and clears them all', () => {
    addRecentSearch('kite');
    addRecentSearch('leaf');
    removeRecentSearch('Kite');
    expect(readRecentSearches()).toEqual(['leaf']);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    expect(items.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('follows the storage when something else changes it', () => {
    addRecentSearch('kite');
    items.set(RECENT_SEARCHES_KEY, JSON.stringify(['sky']));
    expect(readRecentSearches()).toEqual(['sky']);
    items.clear();
    expect(readRecentSearches()).toEqual([]);
  });

  it('remembers nothing, and throws nothing, when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(() => addRecentSearch('kite')).not.toThrow();
    expect(readRecentSearches()).toEqual([]);
    expect(() => clearRecentSearches()).not.toThrow();
  });
});

describe('parseRecentSearches', () => {
  it('keeps only clean, distinct text from whatever was stored', () => {
    const long = 'x'.repeat(513);
    expect(
      parseRecentSearches(JSON.stringify(['kite', 7, null, ' ', 'Kite', ' a  b ', long])),
    ).toEqual(['kite', 'a b']);
    expect(parseRecentSearches('{"kite":1}')).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
