import { badRequest, describeValue } from '../engine-error';
import type { ParamReader } from './param-reader';

/**
 * The parameters that decide what the query words become: advanced syntax, plurals, stop words,
 * optional words, word removal and synonyms. Null means "use the index setting".
 */
export interface WordParams {
  advancedSyntax: boolean | null;
  advancedSyntaxFeatures: readonly string[] | null;
  /** `true`, `false`, or the languages (ISO 639-1) to apply it in. */
  ignorePlurals: boolean | readonly string[] | null;
  removeStopWords: boolean | readonly string[] | null;
  queryLanguages: readonly string[] | null;
  optionalWords: readonly string[] | null;
  removeWordsIfNoResults: 'none' | 'lastWords' | 'firstWords' | 'allOptional' | null;
  alternativesAsExact: readonly string[] | null;
  synonyms: boolean | null;
  replaceSynonymsInHighlight: boolean | null;
}

const FEATURES = ['exactPhrase', 'excludeWords'];
const ALTERNATIVES = [
  'ignorePlurals',
  'singleWordSynonym',
  'multiWordsSynonym',
  'ignoreConjugations',
];

/** `true`/`false` (or their text), else a list of language codes. */
function booleanOrLanguages(params: ParamReader, name: string): boolean | string[] | null {
  const value = params.raw(name);
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return params.stringList(name);
}

function listOf(params: ParamReader, name: string, allowed: readonly string[]): string[] | null {
  const list = params.stringList(name);
  const wrong = list?.find((item) => !allowed.includes(item));
  if (wrong !== undefined) {
    throw badRequest(
      `${name}: expected values among ${allowed.join(', ')}, got ${describeValue(wrong)}`,
    );
  }
  return list;
}

/** A string is one entry (its words all optional); an array holds several. */
function optionalWords(params: ParamReader): string[] | null {
  const value = params.raw('optionalWords');
  if (typeof value === 'string' && !value.trim().startsWith('[')) return [value];
  return params.stringList('optionalWords');
}

export function readWordParams(params: ParamReader): WordParams {
  return {
    advancedSyntax: params.boolean('advancedSyntax'),
    advancedSyntaxFeatures: listOf(params, 'advancedSyntaxFeatures', FEATURES),
    ignorePlurals: booleanOrLanguages(params, 'ignorePlurals'),
    removeStopWords: booleanOrLanguages(params, 'removeStopWords'),
    queryLanguages: params.stringList('queryLanguages'),
    optionalWords: optionalWords(params),
    removeWordsIfNoResults: params.oneOf('removeWordsIfNoResults', [
      'none',
      'lastWords',
      'firstWords',
      'allOptional',
    ]),
    alternativesAsExact: listOf(params, 'alternativesAsExact', ALTERNATIVES),
    synonyms: params.boolean('synonyms'),
    replaceSynonymsInHighlight: params.boolean('replaceSynonymsInHighlight'),
  };
}
