import type { EngineSettings } from '../engine-settings';
import type { WordParams } from '../params/read-word-params';
import { parseQuery } from './parse-query';
import type { SyntaxFeatures } from './parse-query';
import { PLURAL_LANGUAGES, pluralForms } from './plurals';
import { STOP_WORD_LANGUAGES, isStopWord } from './stop-words';
import { MAX_SYNONYM_WORDS } from './synonym-table';
import type { Alternative, SynonymTable } from './synonym-table';

/**
 * What the query text becomes before any record is looked at: words, each with its alternatives
 * (plurals, synonyms, corrections), required or optional, grouped in exact phrases, and the words
 * that exclude. Matching (match-query.ts) and the hit set (collect-hits.ts) consume the plan.
 */

export interface PlanAlternative extends Alternative {
  /** Counts as an exact word for the `exact` criterion (`alternativesAsExact`). */
  exact: boolean;
}

export interface PlanWord {
  /** The query word; words of a multi-word synonym, space-joined, make one plan word. */
  text: string;
  /** Its query words: one, or several for a multi-word synonym the query holds. */
  parts: readonly string[];
  prefix: boolean;
  /** False inside an exact phrase, where Algolia allows no typo. */
  typos: boolean;
  optional: boolean;
  /** Index into `phrases`, or -1. */
  phrase: number;
  alternatives: readonly PlanAlternative[];
}

export type WordRemoval = 'none' | 'lastWords' | 'firstWords' | 'allOptional';

export interface QueryPlan {
  words: PlanWord[];
  excluded: readonly string[];
  phrases: readonly (readonly string[])[];
  removal: WordRemoval;
}

// Longer queries are cut, as Algolia limits query length.
const MAX_QUERY_WORDS = 32;
const DEFAULT_AS_EXACT = ['ignorePlurals', 'singleWordSynonym'];

type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';

/** `true`: the query languages, or every language we know; a list: those languages. */
function languagesFor(
  value: boolean | string | readonly string[] | undefined | null,
  queryLanguages: readonly string[] | undefined,
  known: readonly string[],
): readonly string[] {
  if (value === true || value === 'true') return queryLanguages ?? known;
  return Array.isArray(value) ? value : [];
}

function syntaxFeatures(words: WordParams, raw: EngineSettings): SyntaxFeatures | null {
  if (!(words.advancedSyntax ?? raw.advancedSyntax ?? false)) return null;
  const features: readonly string[] = words.advancedSyntaxFeatures ??
    raw.advancedSyntaxFeatures ?? ['exactPhrase', 'excludeWords'];
  return {
    exactPhrase: features.includes('exactPhrase'),
    excludeWords: features.includes('excludeWords'),
  };
}

function optionalSet(entries: readonly string[] | string | undefined | null): Set<string> {
  const list = typeof entries === 'string' ? [entries] : (entries ?? []);
  return new Set(list.flatMap((entry) => parseQuery(entry, null).tokens.map((t) => t.word)));
}

export function buildQueryPlan(
  query: string,
  words: WordParams,
  raw: EngineSettings,
  synonyms: SynonymTable,
  queryType: QueryType,
): QueryPlan {
  const parsed = parseQuery(query, syntaxFeatures(words, raw));
  let tokens = parsed.tokens.slice(0, MAX_QUERY_WORDS);
  const queryLanguages = words.queryLanguages ?? raw.queryLanguages;
  const stopLanguages = languagesFor(
    words.removeStopWords ?? raw.removeStopWords,
    queryLanguages,
    STOP_WORD_LANGUAGES,
  );
  const isPrefix = (i: number, count: number) =>
    tokens[i]?.phrase === -1 &&
    (queryType === 'prefixAll' || (queryType === 'prefixLast' && i === count - 1));
  if (stopLanguages.length > 0) {
    // Words read as prefixes keep their stop words; a query of stop words only is kept whole.
    const kept = tokens.filter(
      (token, i) =>
        token.phrase !== -1 || isPrefix(i, tokens.length) || !isStopWord(token.word, stopLanguages),
    );
    if (kept.length > 0) tokens = kept;
  }
  const pluralLanguages = languagesFor(
    words.ignorePlurals ?? raw.ignorePlurals,
    queryLanguages,
    PLURAL_LANGUAGES,
  );
  const asExact = new Set<string>(
    words.alternativesAsExact ?? raw.alternativesAsExact ?? DEFAULT_AS_EXACT,
  );
  const useSynonyms = words.synonyms ?? true;
  const optional = optionalSet(words.optionalWords ?? raw.optionalWords);
  const phrases: string[][] = [];
  tokens.forEach((token) => {
    if (token.phrase !== -1) (phrases[token.phrase] ??= []).push(token.word);
  });
  const planWords = groupSynonymRuns(tokens, useSynonyms ? synonyms : null).map(
    ({ first, last }): PlanWord => {
      const run = tokens.slice(first, last + 1);
      const parts = run.map((token) => token.word);
      const text = parts.join(' ');
      const phrase = tokens[first]?.phrase ?? -1;
      const alternatives: PlanAlternative[] = [];
      if (phrase === -1 && parts.length === 1) {
        for (const form of pluralForms(text, pluralLanguages)) {
          const exact = asExact.has('ignorePlurals');
          alternatives.push({ terms: [form], typos: 0, kind: 'plural', exact });
        }
      }
      for (const alternative of phrase === -1 && useSynonyms ? (synonyms.get(text) ?? []) : []) {
        const single = alternative.terms.length === 1 && parts.length === 1;
        const exact =
          alternative.kind === 'synonym' &&
          asExact.has(single ? 'singleWordSynonym' : 'multiWordsSynonym');
        alternatives.push({ ...alternative, exact });
      }
      return {
        text,
        parts,
        prefix: isPrefix(last, tokens.length),
        typos: phrase === -1 && parts.length === 1,
        optional: parts.every((part) => optional.has(part)),
        phrase,
        alternatives,
      };
    },
  );
  return {
    words: planWords,
    excluded: parsed.excluded,
    phrases,
    removal: words.removeWordsIfNoResults ?? raw.removeWordsIfNoResults ?? 'none',
  };
}

/**
 * Runs of plain query words that form a multi-word synonym become one plan word (longest run
 * first); every other word stands alone.
 */
function groupSynonymRuns(
  tokens: readonly { word: string; phrase: number }[],
  synonyms: SynonymTable | null,
): { first: number; last: number }[] {
  const runs: { first: number; last: number }[] = [];
  for (let first = 0; first < tokens.length; first += 1) {
    let last = first;
    for (let length = MAX_SYNONYM_WORDS; synonyms && length > 1 && last === first; length -= 1) {
      const run = tokens.slice(first, first + length);
      if (run.length !== length || run.some((token) => token.phrase !== -1)) continue;
      if (synonyms.has(run.map((token) => token.word).join(' '))) last = first + length - 1;
    }
    runs.push({ first, last });
    first = last;
  }
  return runs;
}
