import SearchableMap from 'minisearch/SearchableMap';
import { collectScalars, scalarText } from './attribute-path';
import { PostingBuilder } from './posting-builder';
import type { SearchableAttribute } from './resolve-settings';
import { normalizeWords } from './text-tokens';

/**
 * The inverted index. MiniSearch's radix tree (`SearchableMap`) holds the vocabulary and answers
 * prefix and fuzzy term lookups with their edit distance, which typo ranking needs. The postings
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
        for (const term of termsOf(text)) {
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
  return { attributes, terms, longestTerm, postings: postings.build() };
}

/** Index terms matching one query word: itself, its completions when `prefix`, near misses. */
export function lookupTerms(
  index: TextIndex,
  word: string,
  options: { prefix: boolean; maxTypos: number },
): TermMatch[] {
  const found = new Map<number, TermMatch>();
  const exactId = index.terms.get(word);
  if (exactId !== undefined)
    found.set(exactId, { termId: exactId, term: word, typos: 0, exact: true });
  if (options.prefix) {
    for (const [term, termId] of index.terms.atPrefix(word)) {
      if (!found.has(termId)) found.set(termId, { termId, term, typos: 0, exact: false });
    }
  }
  // MiniSearch's fuzzy search fills a (length + typos) x length matrix: quadratic in the word.
  // The words are bounded by the query limit, and skipping words that no term can be within
  // reach of bounds the typo work per word by the collection's own longest term as well.
  if (options.maxTypos > 0 && word.length - options.maxTypos <= index.longestTerm) {
    for (const [term, [termId, typos]] of index.terms.fuzzyGet(word, options.maxTypos)) {
      const known = found.get(termId);
      if (!known || known.typos > typos) found.set(termId, { termId, term, typos, exact: false });
      // Algolia completes a word still being typed even with a typo in it: `mountian` finds
      // `mountains` through `mountain`, at the typos of the part typed.
      if (!options.prefix) continue;
      for (const [completion, completionId] of index.terms.atPrefix(term)) {
        const known = found.get(completionId);
        if (!known || known.typos > typos)
          found.set(completionId, { termId: completionId, term: completion, typos, exact: false });
      }
    }
  }
  return [...found.values()];
}
