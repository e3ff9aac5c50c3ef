import { normalizeWords } from '../text-tokens';
import type { EngineSynonym } from '../types';

/**
 * An index's synonyms, read once at engine creation into what each query word may also be.
 * Regular synonyms work every way, one-way synonyms from their input only, alternative
 * corrections cost the typos their type names, and a placeholder's replacements find the
 * `<placeholder>` token of records (which the tokenizer reads as the bare word).
 */

export type AlternativeKind = 'plural' | 'synonym' | 'correction' | 'split' | 'concatenation';

export interface Alternative {
  /** Consecutive words: a multi-word synonym has several. */
  terms: readonly string[];
  typos: number;
  kind: AlternativeKind;
}

/** Query words (space-joined, several for a multi-word synonym) → their alternatives. */
export type SynonymTable = ReadonlyMap<string, readonly Alternative[]>;

function addAlternative(table: Map<string, Alternative[]>, from: string[], to: Alternative): void {
  const key = from.join(' ');
  if (from.length === 0 || to.terms.length === 0 || to.terms.join(' ') === key) return;
  const list = table.get(key) ?? [];
  list.push(to);
  table.set(key, list);
}

function addSynonym(table: Map<string, Alternative[]>, synonym: EngineSynonym): void {
  const words = (text: string | undefined) => normalizeWords(text ?? '');
  // The API spells the types in lower case; its guides write `oneWaySynonym`, `altCorrection1`.
  switch (synonym.type.toLowerCase()) {
    case 'synonym': {
      const members = (synonym.synonyms ?? []).map(words);
      for (const from of members) {
        for (const to of members) {
          if (to !== from) addAlternative(table, from, { terms: to, typos: 0, kind: 'synonym' });
        }
      }
      return;
    }
    case 'onewaysynonym':
      for (const to of synonym.synonyms ?? [])
        addAlternative(table, words(synonym.input), {
          terms: words(to),
          typos: 0,
          kind: 'synonym',
        });
      return;
    case 'altcorrection1':
    case 'altcorrection2': {
      const typos = synonym.type === 'altcorrection1' ? 1 : 2;
      for (const to of synonym.corrections ?? [])
        addAlternative(table, words(synonym.word), { terms: words(to), typos, kind: 'correction' });
      return;
    }
    case 'placeholder':
      for (const from of synonym.replacements ?? [])
        addAlternative(table, words(from), {
          terms: words(synonym.placeholder),
          typos: 0,
          kind: 'synonym',
        });
  }
}

// Longest run of query words looked up as one multi-word synonym.
export const MAX_SYNONYM_WORDS = 4;

export function buildSynonymTable(synonyms: readonly EngineSynonym[]): SynonymTable {
  const table = new Map<string, Alternative[]>();
  for (const synonym of synonyms) addSynonym(table, synonym);
  return table;
}
