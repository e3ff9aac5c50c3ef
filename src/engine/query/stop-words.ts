/**
 * Stop words for `removeStopWords`, per language (ISO 639-1). Algolia's lists come from its
 * dictionaries; these are the common function words of English and French.
 */

export const STOP_WORD_LANGUAGES: readonly string[] = ['en', 'fr'];

const LISTS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(
    (
      'a about above after again against all am an and any are as at be because been before ' +
      'being below between both but by can did do does doing down during each few for from ' +
      'further had has have having he her here hers herself him himself his how i if in into is ' +
      'it its itself just me more most my myself no nor not now of off on once only or other our ' +
      'ours ourselves out over own same she should so some such than that the their theirs them ' +
      'themselves then there these they this those through to too under until up very was we ' +
      'were what when where which while who whom why will with you your yours yourself yourselves'
    ).split(' '),
  ),
  fr: new Set(
    (
      'au aux avec ce ces dans de des du elle en et eux il je la le les leur lui ma mais me meme ' +
      'mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes ' +
      'toi ton tu un une vos votre vous c d j l a m n s t y est sont'
    ).split(' '),
  ),
};

export function isStopWord(word: string, languages: readonly string[]): boolean {
  return languages.some((language) => LISTS[language]?.has(word) ?? false);
}
