import SearchableMap from 'minisearch/SearchableMap';
import { collectScalars, scalarText } from './attribute-path';
import { PostingBuilder } from './posting-builder';
import type { SearchableAttribute } from './resolve-settings';
import { normalizeWords } from './text-tokens';
import { searchWithinTypos } from './typo-search';

/**
 * The inverted index. MiniSearch's radix tree (`SearchableMap`) holds the vocabulary for exact,
 * prefix and typo lookups (typo-search.ts walks it with Algolia's typo distance). The postings
 * are ours: MiniSearch's own scoring is BM25, not Algolia's tie-breaking, so we keep per record
 * only what ranking needs: the first (best) attribute and word position of each term.
 */

/** `attribute << POSITION_BITS | word position` in one int32. */
export const POSITION_BITS = 20;
export const POSITION_MASK = (1 << POSITION_BITS) - 1;
// Words of different array items (tags) never count as neighbours for proximity.
const ARRAY_ITEM_GAP = 8;

export interface TextIndex {
  attributes: readonly SearchableAttribute[];
  terms: SearchableMap<number>;
  /** Length of the longest term: a word longer by more than its typos can match no term. */
  longestTerm: number;
  /** Per term id: `[record, attributePosition]` pairs, records ascending, one pair per record. */
  postings: readonly Int32Array[];
  /**
   * Per term id: `[record, attribute]` pairs, records ascending, of the records where the term
   * is a whole attribute value (or array item) by itself, for the `exact` criterion of a
   * one-word query (`exactOnSingleWordQuery: attribute`). Empty for most terms.
   */
  soleValues: readonly Int32Array[];
}

export interface TermMatch {
  termId: number;
  term: string;
  typos: number;
  /** The term is the query word itself (not a prefix completion, not a typo). */
  exact: boolean;
}

// Short values (tags, names, places) repeat a lot; tokenizing each distinct one once saves time.
const CACHED_TEXT_LENGTH = 64;

export function buildTextIndex(
  records: readonly Record<string, unknown>[],
  attributes: readonly SearchableAttribute[],
): TextIndex {
  const postings = new PostingBuilder();
  const soleValues = new PostingBuilder();
  const tokenCache = new Map<string, string[]>();
  const termsOf = (text: string): string[] => {
    let terms = tokenCache.get(text);
    if (!terms) {
      terms = normalizeWords(text);
      if (text.length <= CACHED_TEXT_LENGTH) tokenCache.set(text, terms);
    }
    return terms;
  };
  records.forEach((record, recordIndex) => {
    // Attributes are visited best first, so the first posting of a term is its best.
    attributes.forEach((attribute, attributeIndex) => {
      let position = 0;
      for (const value of collectScalars(record, attribute.segments)) {
        const text = scalarText(value);
        if (text === null) continue;
        const words = termsOf(text);
        if (words.length === 1) soleValues.add(words[0] as string, recordIndex, attributeIndex);
        for (const term of words) {
          const packed = (attributeIndex << POSITION_BITS) | Math.min(position, POSITION_MASK);
          postings.add(term, recordIndex, packed);
          position += 1;
        }
        position += ARRAY_ITEM_GAP;
      }
    });
  });
  const terms = new SearchableMap<number>();
  let longestTerm = 0;
  for (const [term, id] of postings.termIds) {
    terms.set(term, id);
    longestTerm = Math.max(longestTerm, term.length);
  }
  const soleLists = soleValues.build();
  const none = new Int32Array(0);
  const soleByTerm = Array.from(postings.termIds.keys(), (term) => {
    const id = soleValues.termIds.get(term);
    return id === undefined ? none : (soleLists[id] ?? none);
  });
  return { attributes, terms, longestTerm, postings: postings.build(), soleValues: soleByTerm };
}

/**
 * Index terms matching one query word: itself, its completions when `prefix`, and terms within
 * `maxTypos` edits (a swap of neighbouring letters is one). As Algolia counts them, a typo on the
 * first letter costs two, so only a word allowed two typos can have one there (then up to three).
 */
export function lookupTerms(
  index: TextIndex,
  word: string,
  options: { prefix: boolean; maxTypos: number },
): TermMatch[] {
  const { prefix, maxTypos } = options;
  if (maxTypos === 0 || word.length - maxTypos > index.longestTerm) {
    return exactAndCompletions(index, word, prefix);
  }
  const found = searchWithinTypos(index.terms._tree, {
    word,
    maxEdits: maxTypos,
    prefix,
    sameFirstLetter: maxTypos < 2,
  });
  return Array.from(found, ([term, [termId, edits]]) => ({
    termId,
    term,
    typos: edits + (term[0] === word[0] ? 0 : 1),
    exact: term === word,
  }));
}

function exactAndCompletions(index: TextIndex, word: string, prefix: boolean): TermMatch[] {
  const found: TermMatch[] = [];
  const exactId = index.terms.get(word);
  if (exactId !== undefined) found.push({ termId: exactId, term: word, typos: 0, exact: true });
  if (!prefix) return found;
  for (const [term, termId] of index.terms.atPrefix(word)) {
    if (termId !== exactId) found.push({ termId, term, typos: 0, exact: false });
  }
  return found;
}
