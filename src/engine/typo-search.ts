/**
 * Terms of the vocabulary within a number of edits of a query word, where an edit is a missing,
 * extra or substituted letter or two neighbouring letters swapped: Algolia's typo distance
 * (Damerau–Levenshtein, optimal string alignment). MiniSearch's own `fuzzyGet` counts a swap as
 * two edits, so this walks its radix tree itself, one matrix row per letter of the path, and
 * leaves a branch as soon as no row entry is within reach. In prefix mode (the word is still
 * being typed) a term also matches through a prefix: the word itself, or another term within
 * reach (`mountian` finds `mountains` through `mountain`, at the typos of the part typed).
 */

/** MiniSearch's radix tree: keys are word pieces, the empty key holds the term's value. */
export type TermTree = ReadonlyMap<string, number | TermTree>;

const LEAF = '';

export interface TypoSearch {
  word: string;
  maxEdits: number;
  prefix: boolean;
  /** Only terms starting with the word's first letter (a first-letter typo is out of budget). */
  sameFirstLetter: boolean;
}

/** Term → [term id, edits]. */
export type TypoResults = Map<string, [number, number]>;

export function searchWithinTypos(tree: TermTree, search: TypoSearch): TypoResults {
  const results: TypoResults = new Map();
  const n = search.word.length + 1;
  // A term row i is at least |i - n + 1| edits away: rows past n + maxEdits cannot match.
  const rows = n + search.maxEdits + 1;
  const matrix = new Uint8Array(rows * n).fill(search.maxEdits + 1);
  for (let j = 0; j < n; j += 1) matrix[j] = j;
  for (let i = 1; i < rows; i += 1) matrix[i * n] = i;
  const walk = new Walk(search, matrix, n, results);
  for (const [key, child] of tree) {
    if (key === LEAF || typeof child === 'number') continue;
    if (search.sameFirstLetter && key[0] !== search.word[0]) continue;
    walk.visit(key, child, 1, '', search.maxEdits + 1);
  }
  return results;
}

class Walk {
  constructor(
    private readonly search: TypoSearch,
    private readonly matrix: Uint8Array,
    private readonly n: number,
    private readonly results: TypoResults,
  ) {}

  /** Fills rows for `key`'s letters from row `row`; `best` is the best prefix distance so far. */
  visit(key: string, node: TermTree, row: number, path: string, best: number): void {
    const { matrix, n } = this;
    const { word, maxEdits, prefix } = this.search;
    const full = path + key;
    let i = row;
    for (let pos = 0; pos < key.length; pos += 1, i += 1) {
      const letter = full.charCodeAt(i - 1);
      const here = i * n;
      const above = here - n;
      let rowMin = matrix[here] as number;
      const from = Math.max(1, i - maxEdits);
      const to = Math.min(n - 1, i + maxEdits);
      for (let j = from; j <= to; j += 1) {
        const cost = letter === word.charCodeAt(j - 1) ? 0 : 1;
        let distance = Math.min(
          (matrix[above + j - 1] as number) + cost,
          (matrix[above + j] as number) + 1,
          (matrix[here + j - 1] as number) + 1,
        );
        if (
          i > 1 &&
          j > 1 &&
          letter === word.charCodeAt(j - 2) &&
          full.charCodeAt(i - 2) === word.charCodeAt(j - 1)
        ) {
          distance = Math.min(distance, (matrix[here - 2 * n + j - 2] as number) + 1);
        }
        matrix[here + j] = distance;
        if (distance < rowMin) rowMin = distance;
      }
      // Typed in full so far: every term below completes the word.
      if (prefix && matrix[here + n - 1] === 0) best = 0;
      if (rowMin > maxEdits) {
        if (prefix && best <= maxEdits) this.collectAll(node, full, best);
        return;
      }
    }
    const distance = matrix[(i - 1) * n + n - 1] as number;
    const term = node.get(LEAF);
    if (typeof term === 'number' && Math.min(distance, best) <= maxEdits) {
      this.keep(full, term, Math.min(distance, best));
      // With a typo, a word being typed completes to the terms continuing one it is near.
      if (prefix) best = Math.min(best, distance);
    }
    for (const [childKey, child] of node) {
      if (childKey !== LEAF && typeof child !== 'number')
        this.visit(childKey, child, i, full, best);
    }
  }

  /** Every term under `node`, all at `distance` (a prefix of theirs already matched). */
  private collectAll(node: TermTree, path: string, distance: number): void {
    for (const [key, child] of node) {
      if (typeof child === 'number') {
        if (key === LEAF) this.keep(path, child, distance);
      } else this.collectAll(child, path + key, distance);
    }
  }

  private keep(term: string, id: number, distance: number): void {
    const known = this.results.get(term);
    if (!known || known[1] > distance) this.results.set(term, [id, distance]);
  }
}
