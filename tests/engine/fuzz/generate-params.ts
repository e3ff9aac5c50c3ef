import type { FilterVocabulary } from './generate-filters';
import { generateModel, renderModel } from './generate-filters';
import type { SeededRandom } from './seeded-random';

/**
 * Generated search parameters for the engine's fuzz test: valid sets (every value one Algolia
 * accepts), the same with one parameter poisoned (the 400 must name it), and hostile sets of any
 * names and values, sent as JSON values or inside a URL-encoded `params` string.
 */

type Generate = (random: SeededRandom, vocabulary: FilterVocabulary) => unknown;

const FACETS = ['type', 'tags', 'creator', 'year', 'orientation', 'camera.make', 'featured'];
const ATTRIBUTES = ['title', 'tags', 'place.name', 'description', 'creator', '*', 'nope'];
const QUERIES = ['', 'sea', 'harbour', 'lnae', 'ana lima', 'Chloé', 'sea\uD800', '\uDC00reef'];

const bool = (random: SeededRandom) => random.chance(0.5);
const latitude = (random: SeededRandom) => random.int(-9000, 9000) / 100;
const longitude = (random: SeededRandom) => random.int(-18000, 18000) / 100;

const VALID: Readonly<Record<string, Generate>> = {
  query: (random) => `${random.pick(QUERIES)} ${random.pick(QUERIES)}`.trim(),
  page: (random) => random.pick([random.int(0, 3), String(random.int(0, 3))]),
  hitsPerPage: (random) => random.int(0, 1000),
  offset: (random) => random.int(0, 30),
  length: (random) => random.int(0, 1000),
  facets: (random) => random.pick([random.some([...FACETS, '*', 'nope'], 4), 'type', '*']),
  maxValuesPerFacet: (random) => random.int(0, 1000),
  sortFacetValuesBy: (random) => random.pick(['count', 'alpha']),
  filters: (random, vocabulary) => renderModel(generateModel(vocabulary, random), random),
  facetFilters: (random) =>
    random.some(['type:photo', '-type:video', ['orientation:portrait', 'orientation:square']], 3),
  numericFilters: (random) =>
    random.some(['year>=2015', ['year<2015', 'year>2021'], 'takenAt:1 TO 2000000000'], 3),
  tagFilters: (random) => random.some(['bw', ['featured', '-bw']], 2),
  attributesToRetrieve: (random) => random.some([...ATTRIBUTES, '-description', '__proto__'], 3),
  attributesToHighlight: (random) => random.some([...ATTRIBUTES, 'constructor'], 3),
  attributesToSnippet: (random) => random.some(['description:5', 'title', 'tags:2'], 2),
  highlightPreTag: (random) => random.pick(['<em>', '__ais-highlight__', '\uD800', '']),
  highlightPostTag: (random) => random.pick(['</em>', '__/ais-highlight__', '\uDFFF']),
  snippetEllipsisText: (random) => random.pick(['…', '...', '']),
  typoTolerance: (random) => random.pick([true, false, 'min', 'strict', 'true']),
  allowTyposOnNumericTokens: bool,
  queryType: (random) => random.pick(['prefixLast', 'prefixAll', 'prefixNone']),
  minWordSizefor1Typo: (random) => random.int(0, 100),
  minWordSizefor2Typos: (random) => random.int(0, 100),
  restrictSearchableAttributes: (random) => random.some(ATTRIBUTES, 3),
  getRankingInfo: bool,
  clickAnalytics: bool,
  aroundLatLng: (random) => `${latitude(random)}, ${longitude(random)}`,
  aroundRadius: (random) => random.pick([random.int(1, 20_000_000), 'all']),
  aroundPrecision: (random) => random.int(1, 1000),
  insideBoundingBox: (random) =>
    [latitude(random), longitude(random), latitude(random), longitude(random)].join(','),
  insidePolygon: (random) =>
    Array.from({ length: random.int(3, 5) }, () => `${latitude(random)},${longitude(random)}`).join(
      ',',
    ),
  facetQuery: (random) => random.pick(QUERIES),
  maxFacetHits: (random) => random.int(1, 100),
  analytics: bool,
  analyticsTags: () => ['fuzz'],
  userToken: () => 'anonymous-fuzz',
  distinct: (random) => random.int(0, 3),
  advancedSyntax: bool,
  advancedSyntaxFeatures: (random) => random.some(['exactPhrase', 'excludeWords'], 2),
  ignorePlurals: (random) => random.pick([true, false, 'true', ['en'], ['fr', 'es']]),
  removeStopWords: (random) => random.pick([true, false, ['en'], ['fr']]),
  queryLanguages: (random) => random.some(['en', 'fr', 'es', 'de'], 2),
  optionalWords: (random) => random.pick(['sea', 'ana lima', ['harbour', 'sea']]),
  removeWordsIfNoResults: (random) =>
    random.pick(['none', 'lastWords', 'firstWords', 'allOptional']),
  synonyms: bool,
};

/**
 * Values each parameter refuses, as JSON and as text in a `params` string alike (so not a bare
 * number where the text of that number is fine); the 400 must name the parameter.
 */
const POISON: Readonly<Record<string, readonly unknown[]>> = {
  query: ['x'.repeat(512), 'é'.repeat(256), `${'\u{1F30A}'.repeat(128)}`],
  facetQuery: ['w'.repeat(100_000)],
  page: [-1, 1.5, 'first', {}],
  hitsPerPage: [1001, -1, 'many', [20]],
  offset: [-1, 'start'],
  length: [1001],
  maxValuesPerFacet: [1001, true],
  sortFacetValuesBy: ['random'],
  typoTolerance: ['maybe', 3],
  queryType: ['prefixSome'],
  minWordSizefor1Typo: [101],
  getRankingInfo: ['yes', 2],
  facets: [[1], '[type'],
  attributesToRetrieve: [[1], '[["title"]]'],
  aroundLatLng: ['Paris', '91, 0', '1,2,3'],
  aroundRadius: [0, 'everywhere'],
  insideBoundingBox: ['1,2,3', 'a,b,c,d', '[[1,2]'],
  insidePolygon: ['1,2,3,4', '[[1,2,3]]'],
  maxFacetHits: [0, 101],
  filters: ['type:photo OR year > 3', 'NOT (type:photo)', '((((', 42.5],
  facetFilters: ['typephoto', [[['type:photo']]], '[type:photo'],
  numericFilters: [['year >= soon'], ['year:2019']],
  tagFilters: ['[bw', [[['bw']]]],
  removeWordsIfNoResults: ['someWords'],
  advancedSyntaxFeatures: [['wildcards'], '[exactPhrase'],
  ignorePlurals: [[1], '[en'],
};

const UNKNOWN = ['queryy', 'hitsperpage', '__proto__', 'constructor', 'toString', ''];

const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 53,
  1e308,
  '',
  ' ',
  '[',
  '[[[',
  '{',
  '\uD800',
  'x'.repeat(600),
  '(,'.repeat(2000),
  `${'9'.repeat(3000)}x`,
  [],
  [[]],
  [null],
  Array.from({ length: 2000 }, (_, i) => `tags:${i}`),
  JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`) as unknown,
  { __proto__: null, nested: { deeper: [1, { x: 'y' }] } },
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
];

export interface ParamCase {
  params: Record<string, unknown>;
  /** The parameter whose value the 400 must be about, for poisoned sets. */
  poisoned: string | null;
}

export function validParams(random: SeededRandom, vocabulary: FilterVocabulary): ParamCase {
  const params: Record<string, unknown> = {};
  for (const name of random.some(Object.keys(VALID), 8)) {
    params[name] = VALID[name]?.(random, vocabulary);
  }
  return { params, poisoned: null };
}

export function poisonedParams(random: SeededRandom, vocabulary: FilterVocabulary): ParamCase {
  const { params } = validParams(random, vocabulary);
  const name = random.pick(Object.keys(POISON));
  if (random.chance(0.1)) {
    const unknown = random.pick(UNKNOWN);
    Object.defineProperty(params, unknown, { value: 1, enumerable: true, configurable: true });
    return { params, poisoned: unknown };
  }
  params[name] = random.pick(POISON[name] ?? []);
  return { params, poisoned: name };
}

export function hostileParams(random: SeededRandom): ParamCase {
  const params: Record<string, unknown> = {};
  const names = [...Object.keys(VALID), ...Object.keys(POISON), ...UNKNOWN];
  for (let i = random.int(1, 5); i > 0; i -= 1) {
    const value = random.pick(HOSTILE_VALUES);
    Object.defineProperty(params, random.pick(names), {
      value,
      enumerable: true,
      configurable: true,
    });
  }
  return { params, poisoned: null };
}

/** The same parameters as Algolia's URL-encoded form: text as it is, anything else as JSON. */
export function asParamsString(params: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();
}
