import { exactWordTest } from './match-rules';
import type { MatchRules } from './match-rules';
import type { PlanWord } from './query/query-plan';
import { POSITION_BITS, POSITION_MASK } from './text-index';
import type { TermMatch, TextIndex } from './text-index';
import { wordSources } from './word-sources';

/**
 * Matches the query plan's words against the text index with Algolia's semantics: every required
 * word must match (AND), optional words only count; each word matches through its own terms
 * (prefix and typos by its length) or any of its alternatives (plurals, synonyms, corrections).
 * Per record it keeps the tie-breaking keys: typos, words, best attribute, exact words, proximity.
 */

export interface MatchOptions extends MatchRules {
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
  /** Records matching every required word, in no particular order. */
  candidates: Int32Array;
  /** The following are indexed by record; only candidates' entries are meaningful. */
  typos: Uint8Array;
  /** How many query words the record matched (the `words` criterion). */
  matchedWords: Uint8Array;
  /** `rank * 1000 + position` of the best matching attribute (Algolia's `firstMatchedWord`). */
  attribute: Int32Array;
  exactWords: Uint8Array;
  proximity: Uint16Array;
  /** Record term → the query word it is a one-word synonym of (`replaceSynonymsInHighlight`). */
  synonymOf: ReadonlyMap<string, string>;
}

const MAX_PAIR_DISTANCE = 8;

/** Typos a query word may have, by its length and the typo rules. */
export function maxTypos(word: string, options: MatchOptions): number {
  if (!options.typoTolerance || options.typoFreeWords.has(word)) return 0;
  if (!options.typosOnNumbers && /^\d+$/.test(word)) return 0;
  if (word.length >= options.minWordSizefor2Typos) return 2;
  return word.length >= options.minWordSizefor1Typo ? 1 : 0;
}

export function matchQuery(
  index: TextIndex,
  recordCount: number,
  words: readonly PlanWord[],
  options: MatchOptions,
): TextMatch {
  const looked = words.map((word) =>
    wordSources(index, word, word.typos ? maxTypos(word.text, options) : 0),
  );
  const synonymOf = new Map<string, string>();
  for (const word of words) {
    for (const { kind, terms } of word.alternatives) {
      const [term] = terms;
      if (kind !== 'synonym' || terms.length !== 1 || term === undefined) continue;
      // A word the query holds itself is shown as it is.
      if (!words.some((other) => other.text === term)) synonymOf.set(term, word.text);
    }
  }
  const attributeScore = index.attributes.map((a) => a.rank * 1000);
  const unordered = index.attributes.map((a) => a.unordered);
  // Required words first, rarest first: later words only visit records that matched all earlier
  // ones. Optional words come last and only add to what the required ones kept.
  const counts = looked.map(({ sources }) => sources.reduce((sum, s) => sum + s.list.length, 0));
  const byRarity = (a: number, b: number) => (counts[a] ?? 0) - (counts[b] ?? 0);
  const indexes = words.map((_, i) => i);
  const required = indexes.filter((i) => !words[i]?.optional).sort(byRarity);
  const order = [...required, ...indexes.filter((i) => words[i]?.optional)];
  const n = recordCount;
  const k = words.length;
  const requiredSeen = new Uint8Array(n);
  const stamp = new Uint8Array(n);
  const wordTypos = new Uint8Array(n);
  const wordExact = new Uint8Array(n);
  const positions = new Int32Array(n * k);
  const typos = new Uint8Array(n);
  const matchedWords = new Uint8Array(n);
  const attribute = new Int32Array(n);
  const exactWords = new Uint8Array(n);
  // Bit i: the record matched word i (proximity only pairs matched words).
  const wordMask = new Uint32Array(n);
  const allowed = options.allowedAttributes;
  const typoFree = options.typoFreeAttributes;
  const countsExact = exactWordTest(
    index,
    words.map((word) => word.text),
    options,
    allowed,
  );
  // With no required word, a record matching any optional word is a candidate.
  const union = required.length === 0;
  let candidates = new Int32Array(0);
  const unionIds = union ? new Int32Array(n) : null;
  let unionCount = 0;

  order.forEach((wordIndex, step) => {
    const isRequired = step < required.length;
    const withinCandidates = isRequired ? step > 0 : !union;
    const touched = new Int32Array(withinCandidates ? candidates.length : n);
    let touchedCount = 0;
    for (const { list, typos: cost, exact: exactTerm, termId } of looked[wordIndex]?.sources ??
      []) {
      for (let p = 0; p < list.length; p += 2) {
        const record = list[p] as number;
        const packed = list[p + 1] as number;
        const attributeIndex = packed >>> POSITION_BITS;
        if (allowed !== null && !allowed.has(attributeIndex)) continue;
        if (isRequired ? requiredSeen[record] !== step : requiredSeen[record] !== required.length)
          continue;
        if (cost > 0 && typoFree[attributeIndex] === 1) continue;
        const exact =
          exactTerm === 1 &&
          (termId === null
            ? options.exactFreeAttributes[attributeIndex] !== 1
            : countsExact(termId, record, attributeIndex))
            ? 1
            : 0;
        const slot = record * k + wordIndex;
        const first = stamp[record] !== step + 1;
        if (first) {
          stamp[record] = step + 1;
          touched[touchedCount++] = record;
          wordTypos[record] = cost;
          wordExact[record] = exact;
          positions[slot] = packed;
        } else {
          if (cost < (wordTypos[record] as number)) wordTypos[record] = cost;
          if (exact) wordExact[record] = 1;
          if (packed < (positions[slot] as number)) positions[slot] = packed;
        }
        const score =
          (attributeScore[attributeIndex] as number) +
          (unordered[attributeIndex] ? 0 : Math.min(packed & POSITION_MASK, 999));
        if (first && matchedWords[record] === 0) attribute[record] = score;
        else if (score < (attribute[record] as number)) attribute[record] = score;
      }
    }
    for (let t = 0; t < touchedCount; t += 1) {
      const record = touched[t] as number;
      if (unionIds && matchedWords[record] === 0) unionIds[unionCount++] = record;
      typos[record] = (typos[record] as number) + (wordTypos[record] as number);
      exactWords[record] = (exactWords[record] as number) + (wordExact[record] as number);
      matchedWords[record] = (matchedWords[record] as number) + 1;
      wordMask[record] = (wordMask[record] as number) | (1 << wordIndex);
      if (isRequired) requiredSeen[record] = step + 1;
    }
    if (isRequired) candidates = touched.slice(0, touchedCount);
    else if (unionIds) candidates = unionIds.subarray(0, unionCount);
  });

  const proximity = new Uint16Array(n);
  if (k > 1) {
    for (const record of candidates)
      proximity[record] = proximityOf(positions, wordMask[record] as number, record, k);
  }
  return {
    words: words.map((word) => word.text),
    wordTerms: looked.map(({ terms }) => terms),
    candidates,
    typos,
    matchedWords,
    attribute,
    exactWords,
    proximity,
    synonymOf,
  };
}

/**
 * Sum over neighbouring matched query words of how far apart they are (8 when in other
 * attributes); words a record does not match (optional ones) are skipped.
 */
function proximityOf(positions: Int32Array, mask: number, record: number, k: number): number {
  let total = 0;
  let previous = -1;
  for (let i = 0; i < k; i += 1) {
    if ((mask & (1 << i)) === 0) continue;
    if (previous < 0) {
      previous = i;
      continue;
    }
    const a = positions[record * k + previous] as number;
    const b = positions[record * k + i] as number;
    previous = i;
    if (a >>> POSITION_BITS !== b >>> POSITION_BITS) total += MAX_PAIR_DISTANCE;
    else {
      const gap = (b & POSITION_MASK) - (a & POSITION_MASK);
      total += Math.min(gap > 0 ? gap : 1 - gap, MAX_PAIR_DISTANCE);
    }
  }
  return total;
}
