import MiniSearch from 'minisearch';

/**
 * Words as the engine sees them: MiniSearch's tokenizer, which splits on spaces and punctuation,
 * then a split on symbols (`<`, `=`, `+`, `$`…), which Algolia also treats as separators, so
 * `<img` is the word `img`.
 */
const splitOnSpaceAndPunctuation = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const lowerCase = MiniSearch.getDefault('processTerm') as (term: string) => string;
// MiniSearch leaves symbols and control characters (tabs) inside tokens; Algolia does not.
const SYMBOLS = /[\p{S}\p{C}]+/u;
const NON_ASCII = /[^\p{ASCII}]/u;
const COMBINING_MARKS = /\p{M}+/gu;

// For ASCII text the rules above keep exactly the runs of letters and digits; matching those
// directly is several times faster, which matters when indexing 100,000 records.
const ASCII_WORD = /[A-Za-z0-9]+/g;

export function tokenize(text: string): string[] {
  if (!NON_ASCII.test(text)) return text.match(ASCII_WORD) ?? [];
  const tokens: string[] = [];
  for (const piece of splitOnSpaceAndPunctuation(text)) {
    if (piece === '') continue;
    if (!SYMBOLS.test(piece)) tokens.push(piece);
    else for (const part of piece.split(SYMBOLS)) if (part !== '') tokens.push(part);
  }
  return tokens;
}

/** Lower case without diacritics, like Algolia's default normalisation (`é` finds `e`). */
export function normalizeTerm(token: string): string {
  const lower = lowerCase(token);
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

export function normalizeWords(text: string): string[] {
  if (!NON_ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  return tokenize(text).map(normalizeTerm);
}

export interface TokenSpan {
  start: number;
  end: number;
  term: string;
}

/** Tokens with their offsets in `text`, so highlighting can wrap the original characters. */
function isAsciiWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function locateTokens(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  if (!NON_ASCII.test(text)) {
    // Same tokens as ASCII_WORD, found without allocating a match object per word.
    const lower = text.toLowerCase();
    let start = -1;
    for (let i = 0; i <= text.length; i += 1) {
      const inWord = i < text.length && isAsciiWordChar(text.charCodeAt(i));
      if (inWord && start < 0) start = i;
      else if (!inWord && start >= 0) {
        spans.push({ start, end: i, term: lower.slice(start, i) });
        start = -1;
      }
    }
    return spans;
  }
  let from = 0;
  for (const token of tokenize(text)) {
    const start = text.indexOf(token, from);
    if (start < 0) continue;
    from = start + token.length;
    spans.push({ start, end: from, term: normalizeTerm(token) });
  }
  return spans;
}

/** How many characters of `original` make up the first `length` characters once normalised. */
export function originalPrefixLength(original: string, length: number): number {
  if (!NON_ASCII.test(original)) return Math.min(length, original.length);
  for (let end = 1; end <= original.length; end += 1) {
    if (normalizeTerm(original.slice(0, end)).length >= length) return end;
  }
  return original.length;
}
