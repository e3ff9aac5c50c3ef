import type { PlanWord } from './query/query-plan';
import { lookupTerms } from './text-index';
import type { TermMatch, TextIndex } from './text-index';

/**
 * Where a plan word's matches come from: its own terms (through `lookupTerms`, with prefixes and
 * typos) and one posting list per alternative found in the vocabulary (plurals, synonyms,
 * corrections); a multi-word alternative or query run is the intersection of its words' lists.
 */

/** One posting list a word matches through, with what matching through it costs. */
export interface WordSource {
  list: Int32Array;
  typos: number;
  exact: number;
  /** The one index term behind the list, or null for an intersection of several. */
  termId: number | null;
}

const NO_POSTINGS = new Int32Array(0);

/** Records holding every list's term; positions of the first. Lists are sorted by record. */
function intersectPostings(lists: readonly Int32Array[]): Int32Array {
  let result = lists[0] ?? NO_POSTINGS;
  for (const other of lists.slice(1)) {
    const kept: number[] = [];
    let j = 0;
    for (let i = 0; i < result.length; i += 2) {
      const record = result[i] as number;
      while (j < other.length && (other[j] as number) < record) j += 2;
      if (j < other.length && other[j] === record) kept.push(record, result[i + 1] as number);
    }
    result = Int32Array.from(kept);
  }
  return result;
}

/** Posting pairs of several lists merged into one, by record, each record's best position. */
function unionPostings(lists: readonly Int32Array[]): Int32Array {
  const pairs: [number, number][] = [];
  for (const list of lists) {
    for (let p = 0; p < list.length; p += 2) pairs.push([list[p] as number, list[p + 1] as number]);
  }
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: number[] = [];
  for (const [record, packed] of pairs) {
    if (merged[merged.length - 2] !== record) merged.push(record, packed);
  }
  return Int32Array.from(merged);
}

/** The posting lists one plan word matches through, and the terms behind them. */
export function wordSources(
  index: TextIndex,
  word: PlanWord,
  maxTypos: number,
): { sources: WordSource[]; terms: TermMatch[] } {
  if (word.parts.length > 1) return runSources(index, word);
  const terms = lookupTerms(index, word.text, {
    prefix: word.prefix,
    maxTypos,
  });
  const sources = terms.map((term) => ({
    list: index.postings[term.termId] ?? NO_POSTINGS,
    typos: term.typos,
    exact: term.exact ? 1 : 0,
    termId: term.termId,
  }));
  addAlternatives(index, word, sources, terms);
  return { sources, terms };
}

/**
 * A run of query words standing for a multi-word synonym: the words themselves (each exactly,
 * the last as a prefix when it is one) all in a record, or any alternative.
 */
function runSources(
  index: TextIndex,
  word: PlanWord,
): { sources: WordSource[]; terms: TermMatch[] } {
  const terms: TermMatch[] = [];
  const lists = word.parts.map((part, i) => {
    const found = lookupTerms(index, part, {
      prefix: word.prefix && i === word.parts.length - 1,
      maxTypos: 0,
    });
    terms.push(...found);
    return unionPostings(found.map((term) => index.postings[term.termId] ?? NO_POSTINGS));
  });
  const exact = terms.every((term) => term.exact) ? 1 : 0;
  const sources: WordSource[] = [{ list: intersectPostings(lists), typos: 0, exact, termId: null }];
  addAlternatives(index, word, sources, terms);
  return { sources, terms };
}

function addAlternatives(
  index: TextIndex,
  word: PlanWord,
  sources: WordSource[],
  terms: TermMatch[],
): void {
  for (const alternative of word.alternatives) {
    const ids = alternative.terms.map((term) => index.terms.get(term));
    if (!ids.every((id): id is number => id !== undefined)) continue;
    const lists = ids.map((id) => index.postings[id] ?? NO_POSTINGS);
    const list = lists.length === 1 ? (lists[0] ?? NO_POSTINGS) : intersectPostings(lists);
    sources.push({
      list,
      typos: alternative.typos,
      exact: alternative.exact ? 1 : 0,
      termId: ids.length === 1 ? (ids[0] ?? null) : null,
    });
    ids.forEach((termId, i) => {
      const term = alternative.terms[i] ?? '';
      terms.push({ termId, term, typos: alternative.typos, exact: alternative.exact });
    });
  }
}
