import type { IndexSettings } from 'algoliasearch';
import type { WordParams } from '../params/read-word-params';
import { parseQuery } from './parse-query';
import type { SyntaxFeatures } from './parse-query';
import { PLURAL_LANGUAGES, pluralForms } from './plurals';
import { STOP_WORD_LANGUAGES, isStopWord } from './stop-words';
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
  text: string;
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

function syntaxFeatures(words: WordParams, raw: IndexSettings): SyntaxFeatures | null {
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
  raw: IndexSettings,
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
  const planWords = tokens.map((token, i): PlanWord => {
    const inPhrase = token.phrase !== -1;
    if (inPhrase) (phrases[token.phrase] ??= []).push(token.word);
    const alternatives: PlanAlternative[] = [];
    if (!inPhrase) {
      for (const form of pluralForms(token.word, pluralLanguages)) {
        alternatives.push({
          terms: [form],
          typos: 0,
          kind: 'plural',
          exact: asExact.has('ignorePlurals'),
        });
      }
      for (const alternative of useSynonyms ? (synonyms.get(token.word) ?? []) : []) {
        const single = alternative.terms.length === 1;
        const exact =
          alternative.kind === 'synonym' &&
          asExact.has(single ? 'singleWordSynonym' : 'multiWordsSynonym');
        alternatives.push({ ...alternative, exact });
      }
    }
    return {
      text: token.word,
      prefix: isPrefix(i, tokens.length),
      typos: !inPhrase,
      optional: optional.has(token.word),
      phrase: token.phrase,
      alternatives,
    };
  });
  return {
    words: planWords,
    excluded: parsed.excluded,
    phrases,
    removal: words.removeWordsIfNoResults ?? raw.removeWordsIfNoResults ?? 'none',
  };
}
