import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../fixtures/generate-collection';
import { locateTokens, normalizeWords, tokenize } from '../../src/engine/text-tokens';

const miniSearchTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

describe('tokenize', () => {
  it('splits on spaces, punctuation and symbols, keeping letters and digits', () => {
    expect(tokenize('<img src=x onerror=alert(1)> cats & dogs')).toEqual([
      'img',
      'src',
      'x',
      'onerror',
      'alert',
      '1',
      'cats',
      'dogs',
    ]);
    expect(tokenize('Café-crème, 2024\tParis')).toEqual(['Café', 'crème', '2024', 'Paris']);
  });

  it('gives the same tokens on its ASCII fast path as MiniSearch plus the symbol split', () => {
    const random = createRandom(7);
    const alphabet = 'ab Z09 .,;:!?-_()[]{}<>=+*/\\|$%^&~`\'"@#\t\n';
    for (let run = 0; run < 500; run += 1) {
      const text = Array.from(
        { length: 30 },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const slowPath = miniSearchTokenize(text)
        .flatMap((piece) => piece.split(/[\p{S}\p{C}]+/u))
        .filter((token) => token !== '');
      expect(tokenize(text)).toEqual(slowPath);
    }
  });

  it('normalises case and diacritics', () => {
    expect(normalizeWords('Chloé ÅNGSTRÖM naïve')).toEqual(['chloe', 'angstrom', 'naive']);
  });

  it('locates tokens with their offsets in the original text', () => {
    expect(locateTokens('Hi, Zoë!')).toEqual([
      { start: 0, end: 2, term: 'hi' },
      { start: 4, end: 7, term: 'zoe' },
    ]);
    expect(locateTokens('a-b')).toEqual([
      { start: 0, end: 1, term: 'a' },
      { start: 2, end: 3, term: 'b' },
    ]);
  });
});
