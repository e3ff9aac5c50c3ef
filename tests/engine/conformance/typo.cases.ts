import { expect } from 'vitest';
import type { ConformanceCase, ConformanceIndex, SearchAnswer } from './conformance-case';

/** Typo tolerance, prefixes and the `exact` criterion: how a query word matches a record word. */

const DOCS = 'https://www.algolia.com/doc';
const TYPOS = `${DOCS}/guides/managing-results/optimize-search-results/typo-tolerance/`;
const CONFIGURE_TYPOS = `${TYPOS}in-depth/configuring-typo-tolerance/`;
const PARAM = (name: string) => `${DOCS}/api-reference/api-parameters/${name}/`;

const titles = (entries: Record<string, string>): ConformanceIndex => ({
  records: Object.entries(entries).map(([objectID, title]) => ({ objectID, title })),
  settings: { searchableAttributes: ['title'] },
});

const WORDS = titles({
  fallen: 'Fallen Leaf',
  bridge: 'Bridge',
  samsung: 'Samsung Galaxy',
  apple: 'Apple iPhone',
  michael: 'Michael',
  lake: 'Lake',
  lane: 'Lane',
  harbour: 'Sunset over the harbour',
  year: 'Class of 2019',
});

/** 0, 1 and 2 typos away from "lighthouse". */
const LIGHTHOUSES = titles({ zero: 'lighthouse', one: 'lighthose', two: 'lightbose' });

const first = (answer: SearchAnswer): Record<string, unknown> => (answer.hits ?? [])[0] ?? {};
const rankingInfo = (answer: SearchAnswer, index = 0) =>
  ((answer.hits ?? [])[index]?._rankingInfo ?? {}) as Record<string, unknown>;
const typosOfFirst = (typos: number) => (answer: SearchAnswer) =>
  expect(rankingInfo(answer).nbTypos).toBe(typos);

const typoCases: ConformanceCase[] = [
  ...(
    [
      ['flalen', 'fallen', 'swapped letters are one typo: `flalen` finds "Fallen"'],
      ['brdige', 'bridge', 'swapped letters are one typo: `brdige` finds "Bridge"'],
      ['smasung', 'samsung', 'a 7-letter word with swapped letters is one typo from "Samsung"'],
      ['appel', 'apple', 'swapped last letters are one typo: `appel` finds "Apple"'],
    ] as const
  ).map(([query, id, behaviour]) => ({
    parameter: 'typoTolerance',
    behaviour,
    docs: TYPOS,
    index: WORDS,
    request: { query, getRankingInfo: true },
    expect: { hits: [id], check: typosOfFirst(1) },
  })),
  {
    parameter: 'typoTolerance',
    behaviour: 'a typo on the first letter counts as two, more than a 7-letter word allows',
    docs: TYPOS,
    index: WORDS,
    request: { query: 'tichael' },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'a word allowed two typos matches with a first-letter typo, counted as two',
    docs: TYPOS,
    index: WORDS,
    request: { query: 'tichael', minWordSizefor2Typos: 7, getRankingInfo: true },
    expect: { hits: ['michael'], check: typosOfFirst(2) },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'three typos are allowed when the first one is on the first letter',
    docs: CONFIGURE_TYPOS,
    index: WORDS,
    request: { query: 'tickael', minWordSizefor2Typos: 7, getRankingInfo: true },
    expect: { hits: ['michael'], check: typosOfFirst(3) },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'four typos never match',
    docs: TYPOS,
    index: WORDS,
    request: { query: 'tickaell', minWordSizefor2Typos: 7 },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'true: a word matches record words a typo away, fewer typos first',
    docs: PARAM('typoTolerance'),
    index: WORDS,
    request: { query: 'lake', typoTolerance: true },
    expect: { hits: ['lake', 'lane'] },
  },
  ...[false, 'false'].map((typoTolerance) => ({
    parameter: 'typoTolerance',
    behaviour: `${JSON.stringify(typoTolerance)}: only exact matches are returned`,
    docs: PARAM('typoTolerance'),
    index: WORDS,
    request: { query: 'lake', typoTolerance },
    expect: { hits: ['lake'] },
  })),
  {
    parameter: 'typoTolerance',
    behaviour: 'min: only the records with the fewest typos are returned',
    docs: PARAM('typoTolerance'),
    index: LIGHTHOUSES,
    request: { query: 'lighthouse', typoTolerance: 'min' },
    expect: { hits: ['zero'] },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'min: with no exact match, the records with the fewest typos (one) are returned',
    docs: CONFIGURE_TYPOS,
    index: LIGHTHOUSES,
    request: { query: 'lighthouze', typoTolerance: 'min' },
    expect: { hits: ['zero'] },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'strict: the records with the fewest and second fewest typos are returned',
    docs: PARAM('typoTolerance'),
    index: LIGHTHOUSES,
    request: { query: 'lighthouse', typoTolerance: 'strict' },
    expect: { hits: ['zero', 'one'] },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'strict: the typo criterion is evaluated first in the ranking formula',
    docs: CONFIGURE_TYPOS,
    index: {
      records: [
        { objectID: 'typo-in-title', title: 'lighthose', description: '' },
        { objectID: 'exact-in-description', title: '', description: 'lighthouse' },
      ],
      settings: {
        searchableAttributes: ['title', 'description'],
        ranking: ['attribute', 'typo', 'exact', 'custom'],
      },
    },
    request: { query: 'lighthouse', typoTolerance: 'strict' },
    expect: { hits: ['exact-in-description', 'typo-in-title'] },
  },
];

const sizeCases: ConformanceCase[] = [
  {
    parameter: 'minWordSizefor1Typo',
    behaviour: 'words shorter than minWordSizefor1Typo must match exactly',
    docs: PARAM('minWordSizefor1Typo'),
    index: WORDS,
    request: { query: 'lqke', minWordSizefor1Typo: 5 },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'minWordSizefor1Typo',
    behaviour: 'a word as long as minWordSizefor1Typo may have one typo',
    docs: PARAM('minWordSizefor1Typo'),
    index: WORDS,
    request: { query: 'lke', minWordSizefor1Typo: 3 },
    expect: { hits: ['lake'] },
  },
  {
    parameter: 'minWordSizefor2Typos',
    behaviour: 'from minWordSizefor2Typos letters a word may have two typos (8 by default)',
    docs: PARAM('minWordSizefor2Typos'),
    index: LIGHTHOUSES,
    request: { query: 'lightbose', getRankingInfo: true },
    expect: {
      hits: ['two', 'one', 'zero'],
      check: (answer) => expect(rankingInfo(answer, 2).nbTypos).toBe(2),
    },
  },
  {
    parameter: 'minWordSizefor2Typos',
    behaviour: 'words shorter than minWordSizefor2Typos have at most one typo',
    docs: PARAM('minWordSizefor2Typos'),
    index: LIGHTHOUSES,
    request: { query: 'lightbose', minWordSizefor2Typos: 10 },
    expect: { hits: ['two', 'one'] },
  },
  {
    parameter: 'allowTyposOnNumericTokens',
    behaviour: 'numbers may have typos by default',
    docs: PARAM('allowTyposOnNumericTokens'),
    index: WORDS,
    request: { query: '2018' },
    expect: { hits: ['year'] },
  },
  {
    parameter: 'allowTyposOnNumericTokens',
    behaviour: 'false: numbers match only exactly',
    docs: PARAM('allowTyposOnNumericTokens'),
    index: WORDS,
    request: { query: '2018', allowTyposOnNumericTokens: false },
    expect: { nbHits: 0 },
  },
];

const LANES: ConformanceIndex = {
  records: [
    { objectID: 'title', title: 'Lane', description: '' },
    { objectID: 'description', title: '', description: 'Lane' },
  ],
  settings: { searchableAttributes: ['title', 'description'] },
};

const typoRuleCases: ConformanceCase[] = [
  {
    parameter: 'disableTypoToleranceOnAttributes',
    behaviour: 'a typo match in a listed attribute does not count',
    docs: PARAM('disableTypoToleranceOnAttributes'),
    index: LANES,
    request: { query: 'lake', disableTypoToleranceOnAttributes: ['title'] },
    expect: { hits: ['description'] },
  },
  {
    parameter: 'disableTypoToleranceOnAttributes',
    behaviour: 'exact matches in a listed attribute still count',
    docs: PARAM('disableTypoToleranceOnAttributes'),
    index: LANES,
    request: { query: 'lane', disableTypoToleranceOnAttributes: ['title'] },
    expect: { hits: ['title', 'description'] },
  },
  {
    parameter: 'disableTypoToleranceOnWords',
    behaviour: 'a listed query word matches only as typed',
    docs: PARAM('disableTypoToleranceOnWords'),
    index: { ...WORDS, settings: { ...WORDS.settings, disableTypoToleranceOnWords: ['Lane'] } },
    request: { query: 'lane' },
    expect: { hits: ['lane'] },
  },
  {
    parameter: 'disableTypoToleranceOnWords',
    behaviour: 'other query words keep their typo tolerance',
    docs: PARAM('disableTypoToleranceOnWords'),
    index: { ...WORDS, settings: { ...WORDS.settings, disableTypoToleranceOnWords: ['Lane'] } },
    request: { query: 'lake' },
    expect: { hits: ['lake', 'lane'] },
  },
];

const prefixCases: ConformanceCase[] = [
  {
    parameter: 'queryType',
    behaviour: 'prefixLast: only the last word matches as a prefix',
    docs: PARAM('queryType'),
    index: WORDS,
    request: { query: 'harb sunset', queryType: 'prefixLast' },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'queryType',
    behaviour: 'prefixLast (the default): the last word matches the start of a record word',
    docs: PARAM('queryType'),
    index: WORDS,
    request: { query: 'sunset harb' },
    expect: { hits: ['harbour'] },
  },
  {
    parameter: 'queryType',
    behaviour: 'prefixAll: every word matches as a prefix',
    docs: PARAM('queryType'),
    index: WORDS,
    request: { query: 'harb suns', queryType: 'prefixAll' },
    expect: { hits: ['harbour'] },
  },
  {
    parameter: 'queryType',
    behaviour: 'prefixNone: words match whole record words only',
    docs: PARAM('queryType'),
    index: WORDS,
    request: { query: 'harb', queryType: 'prefixNone' },
    expect: { nbHits: 0 },
  },
];

/** Algolia's own example: "Road" is an exact single-word match, "Road Trip" is not. */
const ROADS: ConformanceIndex = {
  records: [
    { objectID: 'road', title: 'Road', rank: 1 },
    { objectID: 'road-trip', title: 'Road Trip', rank: 2 },
    { objectID: 'roads', title: 'Roads', rank: 3 },
  ],
  settings: { searchableAttributes: ['title'], customRanking: ['desc(rank)'] },
};

/** Both match "red car"; only `description` holds both words exactly. */
const CARS: ConformanceIndex = {
  records: [
    { objectID: 'title', title: 'red cars', description: '', rank: 2 },
    { objectID: 'description', title: '', description: 'red car', rank: 1 },
  ],
  settings: {
    searchableAttributes: ['unordered(title,description)'],
    customRanking: ['desc(rank)'],
  },
};

const exactCases: ConformanceCase[] = [
  {
    parameter: 'exactOnSingleWordQuery',
    behaviour: 'attribute (the default): exact when the word is an attribute’s whole value',
    docs: PARAM('exactOnSingleWordQuery'),
    index: ROADS,
    request: { query: 'road', getRankingInfo: true },
    expect: {
      hits: ['road', 'roads', 'road-trip'],
      check: (answer) => expect(rankingInfo(answer).nbExactWords).toBe(1),
    },
  },
  {
    parameter: 'exactOnSingleWordQuery',
    behaviour: 'word: exact when the word is found as typed anywhere in the record',
    docs: PARAM('exactOnSingleWordQuery'),
    index: ROADS,
    request: { query: 'road', exactOnSingleWordQuery: 'word' },
    expect: { hits: ['road-trip', 'road', 'roads'] },
  },
  {
    parameter: 'exactOnSingleWordQuery',
    behaviour: 'word: only exact matches are highlighted, not prefix matches',
    docs: PARAM('exactOnSingleWordQuery'),
    index: ROADS,
    request: { query: 'road', exactOnSingleWordQuery: 'word' },
    expect: {
      check: (answer) => {
        const roads = (answer.hits ?? []).find((hit) => hit.objectID === 'roads');
        expect(roads?._highlightResult).toMatchObject({
          title: { value: 'Roads', matchLevel: 'none' },
        });
      },
    },
  },
  {
    parameter: 'exactOnSingleWordQuery',
    behaviour: 'none: the exact criterion is ignored for one-word queries',
    docs: PARAM('exactOnSingleWordQuery'),
    index: ROADS,
    request: { query: 'road', exactOnSingleWordQuery: 'none' },
    expect: { hits: ['roads', 'road-trip', 'road'] },
  },
  {
    parameter: 'disableExactOnAttributes',
    behaviour: 'exact words count in every attribute by default',
    docs: PARAM('disableExactOnAttributes'),
    index: CARS,
    request: { query: 'red car' },
    expect: { hits: ['description', 'title'] },
  },
  {
    parameter: 'disableExactOnAttributes',
    behaviour: 'exact words in a listed attribute do not count',
    docs: PARAM('disableExactOnAttributes'),
    index: CARS,
    request: { query: 'red car', disableExactOnAttributes: ['description'] },
    expect: { hits: ['title', 'description'] },
  },
];

const RANKING_INFO = PARAM('getRankingInfo');

const rankingInfoCases: ConformanceCase[] = [
  {
    parameter: 'getRankingInfo',
    behaviour: '_rankingInfo counts the typos, the words and the exact words of the match',
    docs: RANKING_INFO,
    index: WORDS,
    request: { query: 'fallen laef', getRankingInfo: true },
    expect: {
      hits: ['fallen'],
      check: (answer) =>
        expect(rankingInfo(answer)).toMatchObject({ nbTypos: 1, words: 2, nbExactWords: 1 }),
    },
  },
  {
    parameter: 'getRankingInfo',
    behaviour: '_rankingInfo.proximityDistance: the distance between neighbouring query words',
    docs: RANKING_INFO,
    index: titles({ near: 'a red car', far: 'red house with a car' }),
    request: { query: 'red car', getRankingInfo: true },
    expect: {
      hits: ['near', 'far'],
      check: (answer) => {
        expect(rankingInfo(answer, 0).proximityDistance).toBe(1);
        expect(rankingInfo(answer, 1).proximityDistance).toBe(4);
      },
    },
  },
  {
    parameter: 'getRankingInfo',
    behaviour: '_rankingInfo.proximityDistance is 0 for a one-word query',
    docs: RANKING_INFO,
    index: WORDS,
    request: { query: 'bridge', getRankingInfo: true },
    expect: { check: (answer) => expect(rankingInfo(answer).proximityDistance).toBe(0) },
  },
  {
    parameter: 'getRankingInfo',
    behaviour: '_rankingInfo.firstMatchedWord ranks a match in a better attribute lower',
    docs: RANKING_INFO,
    index: LANES,
    request: { query: 'lane', getRankingInfo: true },
    expect: {
      hits: ['title', 'description'],
      check: (answer) => {
        const [title, description] = [rankingInfo(answer, 0), rankingInfo(answer, 1)];
        expect(title.firstMatchedWord).toBe(0);
        expect(description.firstMatchedWord as number).toBeGreaterThan(0);
      },
    },
  },
];

const highlightCases: ConformanceCase[] = [
  {
    parameter: 'attributesToHighlight',
    behaviour: 'a typo match highlights the whole record word and names the query word',
    docs: PARAM('attributesToHighlight'),
    index: WORDS,
    request: { query: 'flalen' },
    expect: {
      check: (answer) =>
        expect(first(answer)._highlightResult).toEqual({
          title: {
            value: '<em>Fallen</em> Leaf',
            matchLevel: 'full',
            matchedWords: ['flalen'],
            fullyHighlighted: false,
          },
        }),
    },
  },
  {
    parameter: 'attributesToHighlight',
    behaviour: 'a typo match covering the whole value is fully highlighted',
    docs: PARAM('attributesToHighlight'),
    index: WORDS,
    request: { query: 'brdige' },
    expect: {
      check: (answer) =>
        expect(first(answer)._highlightResult).toEqual({
          title: {
            value: '<em>Bridge</em>',
            matchLevel: 'full',
            matchedWords: ['brdige'],
            fullyHighlighted: true,
          },
        }),
    },
  },
];

const SPLITTING = `${DOCS}/guides/managing-results/optimize-search-results/handling-natural-languages-nlp/in-depth/splitting-and-concatenation/`;

const JOINED_AND_APART = titles({
  bench: 'Park bench at dusk',
  parking: 'Parking lot',
  nanosecond: 'Nanosecond timer',
  nano: 'Nano second hand',
  katherine: 'Katherine Johnson',
  now: 'Now and then',
  here: 'Here and there',
});

const splitCases: ConformanceCase[] = [
  {
    parameter: 'typoTolerance',
    behaviour:
      'a query word is split in two when both halves are words: `parkbench` finds "Park bench"',
    docs: SPLITTING,
    index: JOINED_AND_APART,
    request: { query: 'parkbench' },
    expect: { hits: ['bench'] },
  },
  {
    parameter: 'typoTolerance',
    behaviour:
      'a long word is split where both halves are words: `katherinejohnson` finds "Katherine Johnson"',
    docs: SPLITTING,
    index: JOINED_AND_APART,
    request: { query: 'katherinejohnson' },
    expect: { hits: ['katherine'] },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'two neighbouring query words also match the word they make: `nano second`',
    docs: SPLITTING,
    index: JOINED_AND_APART,
    request: { query: 'nano second' },
    expect: { nbHits: 2, includes: ['nanosecond', 'nano'] },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'with typo tolerance off, words are neither split nor joined',
    docs: PARAM('typoTolerance'),
    index: JOINED_AND_APART,
    request: { query: 'parkbench nano second', typoTolerance: false },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'typoTolerance',
    behaviour: 'with typo tolerance off, two query words do not match the word they make',
    docs: PARAM('typoTolerance'),
    index: JOINED_AND_APART,
    request: { query: 'nano second', typoTolerance: false },
    expect: { hits: ['nano'] },
  },
  {
    parameter: 'disableTypoToleranceOnWords',
    behaviour: 'a word listed there is not split',
    docs: PARAM('disableTypoToleranceOnWords'),
    index: {
      ...JOINED_AND_APART,
      settings: { searchableAttributes: ['title'], disableTypoToleranceOnWords: ['parkbench'] },
    },
    request: { query: 'parkbench' },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'minWordSizefor1Typo',
    behaviour: 'splitting starts at minWordSizefor1Typo letters',
    docs: SPLITTING,
    index: JOINED_AND_APART,
    request: { query: 'parkbench', minWordSizefor1Typo: 10 },
    expect: { nbHits: 0 },
  },
];

const PHOTOGRAPHERS: ConformanceIndex = {
  records: [
    { objectID: 'a', title: 'Birch', creator: 'Risto Saukonpää' },
    { objectID: 'b', title: 'Pier', creator: 'Rita Moreno' },
  ],
  settings: { searchableAttributes: ['title'], attributesForFaceting: ['searchable(creator)'] },
};

const facetValues = (answer: SearchAnswer) =>
  (answer.facetHits as { value: string; highlighted: string }[]).map((hit) => hit.highlighted);

const facetTypoCases: ConformanceCase[] = [
  {
    parameter: 'facetQuery',
    behaviour: 'facet-value search is typo tolerant: `rsito` finds "Risto", highlighted whole',
    docs: PARAM('typoTolerance'),
    index: PHOTOGRAPHERS,
    request: { type: 'facet', facet: 'creator', facetQuery: 'rsito' },
    expect: {
      check: (answer) => expect(facetValues(answer)).toEqual(['<em>Risto</em> Saukonpää']),
    },
  },
  {
    parameter: 'facetQuery',
    behaviour: 'facet-value search with typo tolerance off finds values as typed only',
    docs: PARAM('typoTolerance'),
    index: PHOTOGRAPHERS,
    request: { type: 'facet', facet: 'creator', facetQuery: 'rsito', typoTolerance: false },
    expect: { check: (answer) => expect(facetValues(answer)).toEqual([]) },
  },
  {
    parameter: 'facetQuery',
    behaviour: 'facet-value search reads the typed part of a word as a prefix: `ri` finds both',
    docs: PARAM('typoTolerance'),
    index: PHOTOGRAPHERS,
    request: { type: 'facet', facet: 'creator', facetQuery: 'ri' },
    expect: {
      check: (answer) =>
        expect(facetValues(answer).sort()).toEqual([
          '<em>Ri</em>sto Saukonpää',
          '<em>Ri</em>ta Moreno',
        ]),
    },
  },
];

export const cases: ConformanceCase[] = [
  ...facetTypoCases,
  ...splitCases,
  ...typoCases,
  ...sizeCases,
  ...typoRuleCases,
  ...prefixCases,
  ...exactCases,
  ...rankingInfoCases,
  ...highlightCases,
];
