/**
 * Singular and plural forms of a word, for `ignorePlurals`. Algolia uses per-language
 * dictionaries; these rules cover English (regular and the common irregular plurals), French and
 * Spanish regular plurals. A form only matters if the index holds it: the caller looks each one
 * up in the vocabulary, so an over-generated form costs one failed lookup and nothing else.
 */

export const PLURAL_LANGUAGES: readonly string[] = ['en', 'fr', 'es'];

const ENGLISH_IRREGULAR: readonly (readonly [string, string])[] = [
  ['child', 'children'],
  ['person', 'people'],
  ['man', 'men'],
  ['woman', 'women'],
  ['mouse', 'mice'],
  ['goose', 'geese'],
  ['tooth', 'teeth'],
  ['foot', 'feet'],
  ['ox', 'oxen'],
  ['leaf', 'leaves'],
  ['knife', 'knives'],
  ['wife', 'wives'],
  ['life', 'lives'],
  ['half', 'halves'],
  ['wolf', 'wolves'],
  ['shelf', 'shelves'],
  ['loaf', 'loaves'],
  ['cactus', 'cacti'],
  ['fungus', 'fungi'],
  ['criterion', 'criteria'],
  ['phenomenon', 'phenomena'],
  ['datum', 'data'],
];
const IRREGULAR = new Map<string, string>();
for (const [singular, plural] of ENGLISH_IRREGULAR) {
  IRREGULAR.set(singular, plural);
  IRREGULAR.set(plural, singular);
}

const SIBILANT_END = /(s|x|z|ch|sh)$/;
const CONSONANT_Y = /[^aeiou]y$/;

function englishForms(word: string): string[] {
  const irregular = IRREGULAR.get(word);
  if (irregular) return [irregular];
  const forms = [`${word}s`];
  if (SIBILANT_END.test(word) || word.endsWith('o')) forms.push(`${word}es`);
  if (CONSONANT_Y.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

function frenchForms(word: string): string[] {
  const forms = [`${word}s`, `${word}x`];
  if (word.endsWith('al')) forms.push(`${word.slice(0, -2)}aux`);
  if (word.endsWith('aux')) forms.push(`${word.slice(0, -3)}al`);
  if (/[sx]$/.test(word)) forms.push(word.slice(0, -1));
  return forms;
}

function spanishForms(word: string): string[] {
  const forms = [`${word}s`, `${word}es`];
  if (word.endsWith('z')) forms.push(`${word.slice(0, -1)}ces`);
  if (word.endsWith('ces')) forms.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

const RULES: Readonly<Record<string, (word: string) => string[]>> = {
  en: englishForms,
  fr: frenchForms,
  es: spanishForms,
};

// Below three letters the rules mostly make other words ("as" → "a"), not plurals.
const MIN_LENGTH = 3;

/** The word's other forms in the given languages (never the word itself). */
export function pluralForms(word: string, languages: readonly string[]): string[] {
  if (word.length < MIN_LENGTH || /\d/.test(word)) return [];
  const forms = new Set<string>();
  for (const language of languages) {
    for (const form of RULES[language]?.(word) ?? []) if (form !== word) forms.add(form);
  }
  return [...forms];
}
