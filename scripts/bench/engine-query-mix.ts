import type { EngineRecord } from '../../src/engine';
import { createRandom } from '../../tests/fixtures/generate-collection';

/**
 * The benchmark's queries: what InstantSearch sends for a search box, five refinement lists and
 * a hits widget, with query words drawn from the collection's own titles (so common words come
 * up as often as people would type them).
 */

export const BENCH_FACETS = ['type', 'tags', 'creator', 'year', 'orientation'];

export const QUERY_MIX = [
  'empty query + 5 facets',
  'one word',
  'two words, the last a 1-3 letter prefix',
  'one word of 5+ letters with a typo',
  'facetFilters (OR orientation, AND type) + one word or none',
  'one word of 5+ letters with two neighbouring letters swapped (one typo)',
  'a title word in the plural, ignorePlurals on',
  'two title words and a third that matches nothing, listed in optionalWords',
] as const;

function titleWords(records: readonly EngineRecord[], random: () => number): string[] {
  const record = records[Math.floor(random() * records.length)];
  return String(record?.title ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3);
}

function withTypo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 1));
  return `${word.slice(0, at)}${word[at] === 'x' ? 'z' : 'x'}${word.slice(at + 1)}`;
}

export function withSwap(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at] ?? ''}${word.slice(at + 2)}`;
}

function plural(word: string): string {
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}

/** A word no title holds, so only `optionalWords` lets the query match. */
const UNMATCHED_WORD = 'zqxjv';

export function buildQueryMix(
  indexName: string,
  records: readonly EngineRecord[],
  count: number,
  seed: number,
): { requests: object[] }[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const [first = 'street', second = 'market'] = titleWords(records, random);
    const long = [first, second].find((word) => word.length >= 5) ?? 'harbour';
    const kind = i % QUERY_MIX.length;
    const queries = [
      '',
      first,
      `${first} ${second.slice(0, 1 + Math.floor(random() * 3))}`,
      withTypo(long, random),
      random() < 0.5 ? first : '',
      withSwap(long, random),
      plural(first),
      `${first} ${second} ${UNMATCHED_WORD}`,
    ];
    return {
      requests: [
        {
          indexName,
          query: queries[kind] ?? '',
          facets: BENCH_FACETS,
          maxValuesPerFacet: 10,
          hitsPerPage: 24,
          page: 0,
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
          clickAnalytics: true,
          ...(kind === 4 && {
            facetFilters: [['orientation:landscape', 'orientation:square'], 'type:photo'],
          }),
          ...(kind === 6 && { ignorePlurals: true }),
          ...(kind === 7 && { optionalWords: [UNMATCHED_WORD] }),
        },
      ],
    };
  });
}
