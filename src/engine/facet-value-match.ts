import type { TermHit } from './highlight';

/**
 * How a facet query's words match a facet value's words: each query word starts one of them
 * as typed, or is one of them within the typos its length allows (typoTolerance applies to
 * facet-value search too: https://www.algolia.com/doc/api-reference/api-parameters/typoTolerance/).
 * As in a search, a swap of neighbouring letters is one typo, a typo on the first letter two,
 * and a typo is not read into the start of a longer word (`moon` does not find "Mountain").
 */

/** Edits between `word` and `term` (optimal string alignment), or more than `limit`. */
export function typoDistance(word: string, term: string, limit: number): number {
  if (Math.abs(word.length - term.length) > limit) return limit + 1;
  const n = word.length;
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= term.length; i += 1) {
    const current = new Array<number>(n + 1).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = term[i - 1] === word[j - 1] ? 0 : 1;
      let distance = Math.min(
        (previous[j - 1] as number) + cost,
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
      );
      if (i > 1 && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) {
        distance = Math.min(distance, (before[j - 2] as number) + 1);
      }
      current[j] = distance;
      rowMin = Math.min(rowMin, distance);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[n] as number;
}

/** Typos of `term` for `word`, the first-letter rule applied; null when out of `maxTypos`. */
export function facetWordTypos(word: string, term: string, maxTypos: number): number | null {
  if (term.startsWith(word)) return 0;
  const firstLetterTypo = term[0] !== word[0];
  if (maxTypos === 0 || (firstLetterTypo && maxTypos < 2)) return null;
  const edits = typoDistance(word, term, maxTypos);
  return edits <= maxTypos ? edits + (firstLetterTypo ? 1 : 0) : null;
}

/** For highlighting: the typed part of a term it starts, the whole term for a typo match. */
export function facetTermHit(
  words: readonly string[],
  term: string,
  maxTypos: (word: string) => number,
): TermHit | null {
  const matched: number[] = [];
  let prefixLength: number | null = 0;
  words.forEach((word, i) => {
    const typos = facetWordTypos(word, term, maxTypos(word));
    if (typos === null) return;
    matched.push(i);
    if (typos > 0 || word.length >= term.length) prefixLength = null;
    else if (prefixLength !== null) prefixLength = Math.max(prefixLength, word.length);
  });
  return matched.length === 0 ? null : { words: matched, prefixLength };
}
