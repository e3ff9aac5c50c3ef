import { expect } from 'vitest';
import type { ConformanceCase, ConformanceIndex, SearchAnswer } from './conformance-case';

/**
 * What the query words become: the advanced syntax (phrases, exclusions), plurals, stop words,
 * optional words and word removal, each as Algolia's API reference documents it.
 */

const PARAMS = 'https://www.algolia.com/doc/api-reference/api-parameters';

const shop: ConformanceIndex = {
  settings: { searchableAttributes: ['title'] },
  records: [
    { objectID: 'galaxy-phone', title: 'Galaxy phone' },
    { objectID: 'galaxy-case', title: 'Galaxy phone case' },
    { objectID: 'fan-phone', title: 'A phone for the galaxy fan' },
    { objectID: 'red-phone', title: 'Red phone' },
    { objectID: 'phones-pack', title: 'Two phones in a pack' },
    { objectID: 'child', title: 'A child at play' },
    { objectID: 'children', title: 'Children in the park' },
    { objectID: 'cheval', title: 'Un cheval blanc' },
    { objectID: 'flor', title: 'Una flor roja' },
  ],
};

const harbour: ConformanceIndex = {
  settings: { searchableAttributes: ['title'] },
  records: [
    { objectID: 'old-harbour', title: 'The old harbour' },
    { objectID: 'harbour-lights', title: 'Harbour lights' },
    { objectID: 'sunset-beach', title: 'Sunset beach' },
    { objectID: 'night-market', title: 'Night market lights' },
  ],
};

const rankingWords = (answer: SearchAnswer): unknown[] =>
  (answer.hits ?? []).map((hit) => (hit._rankingInfo as { words: number }).words);

const advancedSyntax = `${PARAMS}/advancedSyntax/`;
const features = `${PARAMS}/advancedSyntaxFeatures/`;

const syntaxCases: ConformanceCase[] = [
  {
    parameter: 'advancedSyntax',
    behaviour: 'a quoted phrase matches only its words consecutive and in order',
    docs: advancedSyntax,
    index: shop,
    request: { query: '"galaxy phone"', advancedSyntax: true },
    expect: { hits: ['galaxy-phone', 'galaxy-case'], nbHits: 2 },
  },
  {
    parameter: 'advancedSyntax',
    behaviour: 'a word starting with a minus excludes the records containing it',
    docs: advancedSyntax,
    index: shop,
    request: { query: 'galaxy -case', advancedSyntax: true },
    expect: { includes: ['galaxy-phone', 'fan-phone'], excludes: ['galaxy-case'], nbHits: 2 },
  },
  {
    parameter: 'advancedSyntax',
    behaviour: 'a query of exclusions only matches every record without those words',
    docs: advancedSyntax,
    index: shop,
    request: { query: '-phone', advancedSyntax: true },
    expect: { nbHits: 5, excludes: ['galaxy-phone', 'galaxy-case', 'fan-phone', 'red-phone'] },
  },
  {
    parameter: 'advancedSyntax',
    behaviour: 'typo tolerance does not apply inside a quoted phrase',
    docs: features,
    index: shop,
    request: { query: '"galaxy phome"', advancedSyntax: true },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'advancedSyntax',
    behaviour: 'a minus inside a word or inside quotes is no exclusion',
    docs: advancedSyntax,
    index: shop,
    request: { query: 'galaxy-phone "phone -case"', advancedSyntax: true },
    expect: { hits: ['galaxy-case'] },
  },
  {
    parameter: 'advancedSyntax',
    behaviour: 'without advancedSyntax quotes and minus signs are plain separators',
    docs: advancedSyntax,
    index: shop,
    request: { query: '"phone galaxy" -case' },
    expect: { hits: ['galaxy-case'] },
  },
  {
    parameter: 'advancedSyntaxFeatures',
    behaviour: 'with only excludeWords enabled, quotes do not make a phrase',
    docs: features,
    index: shop,
    request: {
      query: '"phone galaxy" -case',
      advancedSyntax: true,
      advancedSyntaxFeatures: ['excludeWords'],
    },
    expect: { includes: ['galaxy-phone', 'fan-phone'], nbHits: 2 },
  },
  {
    parameter: 'advancedSyntaxFeatures',
    behaviour: 'with only exactPhrase enabled, a minus sign excludes nothing',
    docs: features,
    index: shop,
    // `-fan` stays a required word, and no record has "galaxy phone" and "fan".
    request: {
      query: '"galaxy phone" -fan',
      advancedSyntax: true,
      advancedSyntaxFeatures: ['exactPhrase'],
    },
    expect: { nbHits: 0 },
  },
];

const ignorePlurals = `${PARAMS}/ignorePlurals/`;

const pluralCases: ConformanceCase[] = [
  {
    parameter: 'ignorePlurals',
    behaviour: 'a plural query word matches its singular',
    docs: ignorePlurals,
    index: shop,
    request: { query: 'phones', ignorePlurals: true, typoTolerance: false },
    expect: { includes: ['red-phone', 'galaxy-phone', 'phones-pack'], nbHits: 5 },
  },
  {
    parameter: 'ignorePlurals',
    behaviour: 'a singular query word matches its plural (not as a prefix)',
    docs: ignorePlurals,
    index: shop,
    request: { query: 'phone', ignorePlurals: true, queryType: 'prefixNone', typoTolerance: false },
    expect: { includes: ['phones-pack'], nbHits: 5 },
  },
  {
    parameter: 'ignorePlurals',
    behaviour: 'irregular English plurals: children matches child and back',
    docs: ignorePlurals,
    index: shop,
    request: { query: 'children', ignorePlurals: true },
    expect: { hits: ['children', 'child'] },
  },
  {
    parameter: 'ignorePlurals',
    behaviour: 'false (the default) keeps plural and singular apart',
    docs: ignorePlurals,
    index: shop,
    request: { query: 'children' },
    expect: { hits: ['children'] },
  },
  {
    parameter: 'ignorePlurals',
    behaviour: 'a list of languages applies only those languages’ plurals',
    docs: ignorePlurals,
    index: shop,
    request: { query: 'chevaux children', ignorePlurals: ['fr'], optionalWords: ['children'] },
    expect: { hits: ['cheval'] },
  },
  {
    parameter: 'queryLanguages',
    behaviour: 'ignorePlurals true applies the plurals of the query languages only',
    docs: `${PARAMS}/queryLanguages/`,
    index: shop,
    request: {
      query: 'flores children',
      ignorePlurals: true,
      queryLanguages: ['es'],
      optionalWords: ['children'],
    },
    expect: { hits: ['flor'] },
  },
  {
    parameter: 'alternativesAsExact',
    behaviour: 'a plural alternative counts as an exact word by default',
    docs: `${PARAMS}/alternativesAsExact/`,
    index: shop,
    // A one-word query counts exact words by `exactOnSingleWordQuery`: `word` counts them anywhere.
    request: {
      query: 'phones',
      exactOnSingleWordQuery: 'word',
      ignorePlurals: true,
      getRankingInfo: true,
      filters: 'objectID:red-phone',
    },
    expect: {
      check: (answer) =>
        expect((answer.hits ?? [])[0]?._rankingInfo).toMatchObject({ nbExactWords: 1, nbTypos: 0 }),
    },
  },
  {
    parameter: 'alternativesAsExact',
    behaviour: 'without ignorePlurals in the list, a plural alternative is no exact word',
    docs: `${PARAMS}/alternativesAsExact/`,
    index: shop,
    request: {
      query: 'phones',
      ignorePlurals: true,
      alternativesAsExact: [],
      getRankingInfo: true,
      filters: 'objectID:red-phone',
    },
    expect: {
      check: (answer) =>
        expect((answer.hits ?? [])[0]?._rankingInfo).toMatchObject({ nbExactWords: 0, nbTypos: 0 }),
    },
  },
];

const removeStopWords = `${PARAMS}/removeStopWords/`;

const stopWordCases: ConformanceCase[] = [
  {
    parameter: 'removeStopWords',
    behaviour: 'stop words are removed from the query: "what is a harbour" searches harbour',
    docs: removeStopWords,
    index: harbour,
    request: { query: 'what is a harbour', removeStopWords: true },
    expect: { includes: ['old-harbour', 'harbour-lights'], nbHits: 2 },
  },
  {
    parameter: 'removeStopWords',
    behaviour: 'a list of languages removes only those languages’ stop words',
    docs: removeStopWords,
    index: harbour,
    request: { query: 'what is harbour', removeStopWords: ['fr'] },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'removeStopWords',
    behaviour: 'the last word, read as a prefix, is never removed',
    docs: removeStopWords,
    index: harbour,
    request: { query: 'harbour the', removeStopWords: true },
    expect: { hits: ['old-harbour'] },
  },
  {
    parameter: 'removeStopWords',
    behaviour: 'with queryType prefixNone every word may be removed',
    docs: removeStopWords,
    index: harbour,
    request: { query: 'harbour the', removeStopWords: true, queryType: 'prefixNone' },
    expect: { includes: ['old-harbour', 'harbour-lights'], nbHits: 2 },
  },
];

const optionalWords = `${PARAMS}/optionalWords/`;

const optionalCases: ConformanceCase[] = [
  {
    parameter: 'optionalWords',
    behaviour: 'an optional word may be missing; records matching it rank first',
    docs: optionalWords,
    index: harbour,
    request: { query: 'harbour lights', optionalWords: ['lights'] },
    expect: { hits: ['harbour-lights', 'old-harbour'] },
  },
  {
    parameter: 'optionalWords',
    behaviour: 'a record matching only optional words is no hit while others are required',
    docs: optionalWords,
    index: harbour,
    request: { query: 'harbour lights', optionalWords: ['lights'] },
    expect: { excludes: ['night-market'], nbHits: 2 },
  },
  {
    parameter: 'optionalWords',
    behaviour: 'each string is a set of optional words, not separated by commas',
    docs: optionalWords,
    index: harbour,
    request: { query: 'sunset harbour lights', optionalWords: 'sunset lights' },
    expect: { hits: ['harbour-lights', 'old-harbour'] },
  },
  {
    parameter: 'optionalWords',
    behaviour: 'with every word optional, records match any of them, more words first',
    docs: optionalWords,
    index: harbour,
    request: {
      query: 'harbour lights',
      optionalWords: ['harbour', 'lights'],
      getRankingInfo: true,
    },
    expect: {
      nbHits: 3,
      check: (answer) => {
        expect((answer.hits ?? [])[0]?.objectID).toBe('harbour-lights');
        expect(rankingWords(answer)).toEqual([2, 1, 1]);
      },
    },
  },
];

// 1,100 records match one of four optional words, 5 match two.
const manyOptional: ConformanceIndex = {
  settings: { searchableAttributes: ['title'] },
  records: [
    ...Array.from({ length: 5 }, (_, i) => ({ objectID: `both-${i}`, title: 'alpha beta' })),
    ...Array.from({ length: 1100 }, (_, i) => ({ objectID: `one-${i}`, title: 'alpha' })),
  ],
};

optionalCases.push({
  parameter: 'optionalWords',
  behaviour: 'with 4+ words all optional, hits past 1,000 must match one more word',
  docs: optionalWords,
  index: manyOptional,
  request: {
    query: 'alpha beta gamma delta',
    optionalWords: ['alpha', 'beta', 'gamma', 'delta'],
  },
  expect: { nbHits: 1000 },
});

const removeWords = `${PARAMS}/removeWordsIfNoResults/`;

const removalCases: ConformanceCase[] = [
  {
    parameter: 'removeWordsIfNoResults',
    behaviour: 'lastWords: with no results, the last word becomes optional',
    docs: removeWords,
    index: harbour,
    request: { query: 'harbour lights zebra', removeWordsIfNoResults: 'lastWords' },
    expect: {
      hits: ['harbour-lights'],
      check: (answer) => expect(answer.queryAfterRemoval).toBe('harbour lights <em>zebra</em>'),
    },
  },
  {
    parameter: 'removeWordsIfNoResults',
    behaviour: 'lastWords: words are removed one by one from the end until results come',
    docs: removeWords,
    index: harbour,
    request: {
      query: 'harbour zebra quokka',
      removeWordsIfNoResults: 'lastWords',
      getRankingInfo: true,
    },
    expect: {
      nbHits: 2,
      check: (answer) => {
        expect(answer.queryAfterRemoval).toBe('harbour <em>zebra quokka</em>');
        expect(rankingWords(answer)).toEqual([1, 1]);
      },
    },
  },
  {
    parameter: 'removeWordsIfNoResults',
    behaviour: 'firstWords: with no results, words are removed from the start',
    docs: removeWords,
    index: harbour,
    request: { query: 'zebra market lights', removeWordsIfNoResults: 'firstWords' },
    expect: {
      hits: ['night-market'],
      check: (answer) => expect(answer.queryAfterRemoval).toBe('<em>zebra</em> market lights'),
    },
  },
  {
    parameter: 'removeWordsIfNoResults',
    behaviour: 'allOptional: with no results, every word becomes optional',
    docs: removeWords,
    index: harbour,
    request: { query: 'zebra harbour lights', removeWordsIfNoResults: 'allOptional' },
    expect: {
      includes: ['harbour-lights', 'night-market', 'old-harbour'],
      nbHits: 3,
      check: (answer) => expect((answer.hits ?? [])[0]?.objectID).toBe('harbour-lights'),
    },
  },
  {
    parameter: 'removeWordsIfNoResults',
    behaviour: 'no word is removed when the full query finds results',
    docs: removeWords,
    index: harbour,
    request: { query: 'harbour lights', removeWordsIfNoResults: 'allOptional' },
    expect: { hits: ['harbour-lights'] },
  },
  {
    parameter: 'removeWordsIfNoResults',
    behaviour: 'at most five words are removed',
    docs: removeWords,
    index: harbour,
    request: { query: 'harbour a b c d e f', removeWordsIfNoResults: 'lastWords' },
    expect: { nbHits: 0 },
  },
];

export const cases: ConformanceCase[] = [
  ...syntaxCases,
  ...pluralCases,
  ...stopWordCases,
  ...optionalCases,
  ...removalCases,
];
