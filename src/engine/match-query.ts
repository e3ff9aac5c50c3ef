import { exactWordTest } from './match-rules';
import type { MatchRules } from './match-rules';
import { POSITION_BITS, POSITION_MASK, lookupTerms } from './text-index';
import type { TermMatch, TextIndex } from './text-index';

/**
 * Matches the query words against the text index with Algolia's semantics: every word must match
 * (AND), only the last word matches as a prefix, and each word allows typos by its length. Per
 * record it keeps the tie-breaking keys: typos, best attribute, exact words and proximity.
 */

export interface MatchOptions extends MatchRules {
  /** Which words match as prefixes (`queryType`): Algolia's default is the last one. */
  prefix: 'last' | 'all' | 'none';
  typoTolerance: boolean;
  typosOnNumbers: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  /** Attribute indexes allowed by `restrictSearchableAttributes`, or null for all. */
  allowedAttributes: ReadonlySet<number> | null;
}

export interface TextMatch {
  words: readonly string[];
  /** Terms each query word matched, for highlighting. */
  wordTerms: readonly (readonly TermMatch[])[];
  /** Records matching every word, in no particular order. */
  candidates: Int32Array;
  /** The following are indexed by record; only candidates' entries are meaningful. */
  typos: Uint8Array;
  /** `rank * 1000 + position` of the best matching attribute (Algolia's `firstMatchedWord`). */
  attribute: Int32Array;
  exactWords: Uint8Array;
  proximity: Uint16Array;
}

const MAX_PAIR_DISTANCE = 8;

function maxTypos(word: string, options: MatchOptions): number {
  if (!options.typoTolerance || options.typoFreeWords.has(word)) return 0;
  if (!options.typosOnNumbers && /^\d+$/.test(word)) return 0;
  if (word.length >= options.minWordSizefor2Typos) return 2;
  return word.length >= options.minWordSizefor1Typo ? 1 : 0;
}

export function matchQuery(
  index: TextIndex,
  recordCount: number,
  words: readonly string[],
  options: MatchOptions,
): TextMatch {
  const wordTerms = words.map((word, i) =>
    lookupTerms(index, word, {
      prefix: options.prefix === 'all' || (options.prefix === 'last' && i === words.length - 1),
      maxTypos: maxTypos(word, options),
    }),
  );
  const attributeScore = index.attributes.map((a) => a.rank * 1000);
  const unordered = index.attributes.map((a) => a.unordered);
  // Rarest word first: later words only visit records that matched all earlier ones.
  const counts = wordTerms.map((terms) => postingCount(index, terms));
  const order = words.map((_, i) => i).sort((a, b) => (counts[a] ?? 0) - (counts[b] ?? 0));
  const n = recordCount;
  const k = words.length;
  const matchedCount = new Uint8Array(n);
  const wordTypos = new Uint8Array(n);
  const wordExact = new Uint8Array(n);
  const positions = new Int32Array(n * k);
  const typos = new Uint8Array(n);
  const attribute = new Int32Array(n);
  const exactWords = new Uint8Array(n);
  const allowed = options.allowedAttributes;
  const typoFree = options.typoFreeAttributes;
  const countsExact = exactWordTest(index, words, options, allowed);
  let touched = new Int32Array(0);
  let touchedCount = 0;

  order.forEach((wordIndex, step) => {
    touched = new Int32Array(step === 0 ? n : touchedCount);
    touchedCount = 0;
    for (const match of wordTerms[wordIndex] ?? []) {
      const list = index.postings[match.termId] ?? new Int32Array(0);
      for (let p = 0; p < list.length; p += 2) {
        const record = list[p] as number;
        const packed = list[p + 1] as number;
        const attributeIndex = packed >>> POSITION_BITS;
        if (allowed !== null && !allowed.has(attributeIndex)) continue;
        if (match.typos > 0 && typoFree[attributeIndex] === 1) continue;
        const exact = match.exact && countsExact(match.termId, record, attributeIndex) ? 1 : 0;
        const seen = matchedCount[record] as number;
        const slot = record * k + wordIndex;
        if (seen === step) {
          matchedCount[record] = step + 1;
          touched[touchedCount++] = record;
          wordTypos[record] = match.typos;
          wordExact[record] = exact;
          positions[slot] = packed;
        } else if (seen === step + 1) {
          if (match.typos < (wordTypos[record] as number)) wordTypos[record] = match.typos;
          if (exact) wordExact[record] = 1;
          if (packed < (positions[slot] as number)) positions[slot] = packed;
        } else continue;
        const score =
          (attributeScore[attributeIndex] as number) +
          (unordered[attributeIndex] ? 0 : Math.min(packed & POSITION_MASK, 999));
        if (step === 0 && seen === 0) attribute[record] = score;
        else if (score < (attribute[record] as number)) attribute[record] = score;
      }
    }
    for (let t = 0; t < touchedCount; t += 1) {
      const record = touched[t] as number;
      typos[record] = (typos[record] as number) + (wordTypos[record] as number);
      exactWords[record] = (exactWords[record] as number) + (wordExact[record] as number);
    }
  });

  const candidates = touched.slice(0, touchedCount);
  const proximity = new Uint16Array(n);
  if (k > 1) for (const record of candidates) proximity[record] = proximityOf(positions, record, k);
  return { words, wordTerms, candidates, typos, attribute, exactWords, proximity };
}

function postingCount(index: TextIndex, terms: readonly TermMatch[] | undefined): number {
  return (terms ?? []).reduce((sum, term) => sum + (index.postings[term.termId]?.length ?? 0), 0);
}

/** Sum over neighbouring query words of how far apart they are (8 when in other attributes). */
function proximityOf(positions: Int32Array, record: number, k: number): number {
  let total = 0;
  for (let i = 0; i + 1 < k; i += 1) {
    const a = positions[record * k + i] as number;
    const b = positions[record * k + i + 1] as number;
    if (a >>> POSITION_BITS !== b >>> POSITION_BITS) total += MAX_PAIR_DISTANCE;
    else {
      const gap = (b & POSITION_MASK) - (a & POSITION_MASK);
      total += Math.min(gap > 0 ? gap : 1 - gap, MAX_PAIR_DISTANCE);
    }
  }
  return total;
}
