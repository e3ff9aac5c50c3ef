import { expect } from 'vitest';
import type { ConformanceCase, ConformanceIndex, SearchAnswer } from './conformance-case';

/**
 * Index synonyms (read with the settings when the engine is created) and the search parameters
 * that act on them, as Algolia documents them.
 */

const PARAMS = 'https://www.algolia.com/doc/api-reference/api-parameters';
const SYNONYMS = `${PARAMS}/synonyms/`;
const SYNONYM_TYPES =
  'https://www.algolia.com/doc/guides/managing-results/optimize-search-results/adding-synonyms/';

const water: ConformanceIndex = {
  settings: { searchableAttributes: ['title'] },
  records: [
    { objectID: 'tarn', title: 'Mountain tarn' },
    { objectID: 'lake', title: 'Still lake at dawn' },
    { objectID: 'pond', title: 'Garden pond' },
    { objectID: 'ship', title: 'Old ship in port' },
    { objectID: 'boat', title: 'Fishing boat' },
    { objectID: 'color', title: 'Color study' },
    { objectID: 'colour', title: 'Colour study' },
    { objectID: 'platform', title: 'Platform <number> at night' },
    { objectID: 'new-york', title: 'New York skyline' },
    { objectID: 'york', title: 'York minster' },
    { objectID: 'nyc-marathon', title: 'NYC marathon' },
  ],
  synonyms: [
    { objectID: 'water', type: 'synonym', synonyms: ['tarn', 'lake', 'pond'] },
    { objectID: 'vessel', type: 'onewaysynonym', input: 'boat', synonyms: ['ship'] },
    { objectID: 'colour', type: 'altcorrection1', word: 'colour', corrections: ['color'] },
    { objectID: 'colr', type: 'altcorrection2', word: 'colr', corrections: ['colour'] },
    {
      objectID: 'platforms',
      type: 'placeholder',
      placeholder: '<number>',
      replacements: ['1', '2', '3'],
    },
    { objectID: 'nyc', type: 'synonym', synonyms: ['nyc', 'new york'] },
  ],
};

const titleHighlight = (answer: SearchAnswer, id: string) =>
  (
    (answer.hits ?? []).find((hit) => hit.objectID === id)?._highlightResult as {
      title: { value: string };
    }
  ).title.value;

export const cases: ConformanceCase[] = [
  {
    parameter: 'synonyms',
    behaviour: 'regular synonyms: every word of the group finds the others',
    docs: SYNONYM_TYPES,
    index: water,
    request: { query: 'pond' },
    expect: { includes: ['pond', 'tarn', 'lake'], nbHits: 3 },
  },
  {
    parameter: 'synonyms',
    behaviour: 'one-way synonyms: the input finds the synonyms',
    docs: SYNONYM_TYPES,
    index: water,
    request: { query: 'boat' },
    expect: { includes: ['boat', 'ship'], nbHits: 2 },
  },
  {
    parameter: 'synonyms',
    behaviour: 'one-way synonyms: a synonym does not find the input',
    docs: SYNONYM_TYPES,
    index: water,
    request: { query: 'ship' },
    expect: { hits: ['ship'] },
  },
  {
    parameter: 'synonyms',
    behaviour: 'altcorrection1: the correction matches, counted as one typo',
    docs: SYNONYM_TYPES,
    index: water,
    request: { query: 'colour', typoTolerance: false, getRankingInfo: true },
    expect: {
      hits: ['colour', 'color'],
      check: (answer) =>
        expect(
          (answer.hits ?? []).map((hit) => (hit._rankingInfo as { nbTypos: number }).nbTypos),
        ).toEqual([0, 1]),
    },
  },
  {
    parameter: 'synonyms',
    behaviour: 'altcorrection2: the correction matches, counted as two typos',
    docs: SYNONYM_TYPES,
    index: water,
    request: { query: 'colr', typoTolerance: false, getRankingInfo: true },
    expect: {
      hits: ['colour'],
      check: (answer) => expect((answer.hits ?? [])[0]?._rankingInfo).toMatchObject({ nbTypos: 2 }),
    },
  },
  {
    parameter: 'synonyms',
    behaviour: 'placeholders: a replacement finds the records holding the placeholder',
    docs: SYNONYM_TYPES,
    index: water,
    request: { query: 'platform 2' },
    expect: { hits: ['platform'] },
  },
  {
    parameter: 'synonyms',
    behaviour: 'a one-word query finds its multi-word synonym',
    docs: SYNONYM_TYPES,
    index: water,
    request: { query: 'nyc' },
    expect: { includes: ['nyc-marathon', 'new-york'], nbHits: 2 },
  },
  {
    parameter: 'synonyms',
    behaviour: 'a multi-word query finds its one-word synonym',
    docs: SYNONYM_TYPES,
    index: water,
    request: { query: 'new york' },
    expect: { includes: ['new-york', 'nyc-marathon'], excludes: ['york'], nbHits: 2 },
  },
  {
    parameter: 'synonyms',
    behaviour: 'the synonyms parameter set to false turns the index synonyms off',
    docs: SYNONYMS,
    index: water,
    request: { query: 'pond', synonyms: false },
    expect: { hits: ['pond'] },
  },
  {
    parameter: 'alternativesAsExact',
    behaviour: 'a one-word synonym counts as an exact word by default',
    docs: `${PARAMS}/alternativesAsExact/`,
    index: water,
    // A one-word query counts exact words by `exactOnSingleWordQuery`: `word` counts them anywhere.
    request: {
      query: 'pond',
      exactOnSingleWordQuery: 'word',
      getRankingInfo: true,
      filters: 'objectID:lake',
    },
    expect: {
      check: (answer) =>
        expect((answer.hits ?? [])[0]?._rankingInfo).toMatchObject({ nbExactWords: 1 }),
    },
  },
  {
    parameter: 'replaceSynonymsInHighlight',
    behaviour: 'false (the default): the record’s own word is highlighted',
    docs: `${PARAMS}/replaceSynonymsInHighlight/`,
    index: water,
    request: { query: 'pond' },
    expect: {
      check: (answer) => expect(titleHighlight(answer, 'lake')).toBe('Still <em>lake</em> at dawn'),
    },
  },
  {
    parameter: 'replaceSynonymsInHighlight',
    behaviour: 'true: the query’s word replaces the synonym in the highlight',
    docs: `${PARAMS}/replaceSynonymsInHighlight/`,
    index: water,
    request: { query: 'pond', replaceSynonymsInHighlight: true },
    expect: {
      check: (answer) => expect(titleHighlight(answer, 'lake')).toBe('Still <em>pond</em> at dawn'),
    },
  },
];
