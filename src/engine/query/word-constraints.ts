import { collectScalars, scalarText } from '../attribute-path';
import { POSITION_BITS } from '../text-index';
import type { TextIndex } from '../text-index';
import { normalizeWords } from '../text-tokens';

/**
 * The advanced syntax's constraints on the records words matched: an exact phrase must appear as
 * consecutive words, in order, in one value of one searchable attribute; an excluded word must
 * appear in none. Both work on the matched records only.
 */

function containsRun(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/** The postings only keep a term's first position, so a phrase is checked on the text. */
export function hasPhrases(
  record: Record<string, unknown>,
  index: TextIndex,
  phrases: readonly (readonly string[])[],
  allowed: ReadonlySet<number> | null,
): boolean {
  return phrases.every((phrase) =>
    index.attributes.some(
      (attribute, i) =>
        (allowed === null || allowed.has(i)) &&
        collectScalars(record, attribute.segments).some((value) => {
          const text = scalarText(value);
          return text !== null && containsRun(normalizeWords(text), phrase);
        }),
    ),
  );
}

/** Records holding any excluded word in a searchable attribute (itself, not a prefix or typo). */
export function excludedRecords(
  index: TextIndex,
  recordCount: number,
  excluded: readonly string[],
  allowed: ReadonlySet<number> | null,
): Uint8Array | null {
  if (excluded.length === 0) return null;
  const marked = new Uint8Array(recordCount);
  for (const word of excluded) {
    const termId = index.terms.get(word);
    const list = termId === undefined ? undefined : index.postings[termId];
    if (!list) continue;
    for (let p = 0; p < list.length; p += 2) {
      if (allowed === null || allowed.has((list[p + 1] as number) >>> POSITION_BITS))
        marked[list[p] as number] = 1;
    }
  }
  return marked;
}
