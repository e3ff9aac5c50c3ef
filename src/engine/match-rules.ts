import type { SearchRequest } from './params/read-search-request';
import type { PreparedIndex } from './prepared-index';
import type { TextIndex } from './text-index';
import { normalizeWords } from './text-tokens';

/**
 * Where typos and exact words count, per attribute and per query word: the index settings and
 * search parameters that narrow typo tolerance and the `exact` criterion, read once per search.
 */

export type ExactOnSingleWord = 'attribute' | 'word' | 'none';

export interface MatchRules {
  /** Per attribute index, 1 where a typo match does not count (`disableTypoToleranceOnAttributes`). */
  typoFreeAttributes: Uint8Array;
  /** Query words matched only as typed (`disableTypoToleranceOnWords`), normalized. */
  typoFreeWords: ReadonlySet<string>;
  /** Per attribute index, 1 where exact words do not count (`disableExactOnAttributes`). */
  exactFreeAttributes: Uint8Array;
  exactOnSingleWordQuery: ExactOnSingleWord;
}

// Algolia counts an exact single word only from three letters (`exactOnSingleWordQuery: word`).
const MIN_EXACT_SINGLE_WORD = 3;

/** 1 for each searchable attribute named in `names`, or inside one of them (`place` → `place.name`). */
function attributeFlags(text: TextIndex, names: readonly string[] | null | undefined): Uint8Array {
  const flags = new Uint8Array(text.attributes.length);
  if (!names || names.length === 0) return flags;
  text.attributes.forEach(({ path }, i) => {
    if (names.some((name) => path === name || path.startsWith(`${name}.`))) flags[i] = 1;
  });
  return flags;
}

export function matchRules(index: PreparedIndex, request: SearchRequest): MatchRules {
  const raw = index.settings.raw;
  return {
    typoFreeAttributes: attributeFlags(
      index.text,
      request.disableTypoToleranceOnAttributes ?? raw.disableTypoToleranceOnAttributes,
    ),
    typoFreeWords: new Set((raw.disableTypoToleranceOnWords ?? []).flatMap(normalizeWords)),
    exactFreeAttributes: attributeFlags(
      index.text,
      request.disableExactOnAttributes ?? raw.disableExactOnAttributes,
    ),
    exactOnSingleWordQuery:
      request.exactOnSingleWordQuery ?? raw.exactOnSingleWordQuery ?? 'attribute',
  };
}

/**
 * Whether an exact (not prefix, not typo) match of a term in a record counts for the `exact`
 * criterion. For a query of one word, `exactOnSingleWordQuery` decides: `attribute` counts it
 * only where the term is a whole attribute value, `word` anywhere, `none` never.
 */
export function exactWordTest(
  text: TextIndex,
  words: readonly string[],
  rules: MatchRules,
  allowedAttributes: ReadonlySet<number> | null,
): (termId: number, record: number, attribute: number) => boolean {
  const exactFree = rules.exactFreeAttributes;
  if (words.length > 1) return (_termId, _record, attribute) => exactFree[attribute] !== 1;
  const mode = rules.exactOnSingleWordQuery;
  if (mode === 'none') return () => false;
  if (mode === 'word') {
    const longEnough = (words[0] ?? '').length >= MIN_EXACT_SINGLE_WORD;
    return (_termId, _record, attribute) => longEnough && exactFree[attribute] !== 1;
  }
  // A term's postings come in record order, so one cursor per term walks its sole values once.
  let cursorTerm = -1;
  let cursor = 0;
  return (termId, record) => {
    const pairs = text.soleValues[termId];
    if (!pairs) return false;
    if (termId !== cursorTerm || (cursor > 0 && (pairs[cursor * 2 - 2] as number) >= record)) {
      cursorTerm = termId;
      cursor = 0;
    }
    while (cursor * 2 < pairs.length && (pairs[cursor * 2] as number) < record) cursor += 1;
    if (pairs[cursor * 2] !== record) return false;
    const attribute = pairs[cursor * 2 + 1] as number;
    return (
      exactFree[attribute] !== 1 && (allowedAttributes === null || allowedAttributes.has(attribute))
    );
  };
}
