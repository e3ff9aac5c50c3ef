import { describe, expect, it } from 'vitest';
import { createFixtureEngine, objectIDs, searchItems } from '../fixtures/engine-fixture';
import { createSearchEngine } from '../../src/engine';

const engine = createFixtureEngine();
const search = (params: Record<string, unknown>, indexName?: string) =>
  searchItems(engine, params, indexName);

describe('full-text matching', () => {
  it('finds a word in any searchable attribute, nested ones included', () => {
    expect(objectIDs(search({ query: 'harbour' }))).toEqual(['harbour']);
    expect(objectIDs(search({ query: 'Lisbon' }))).toEqual(['harbour']);
    expect(objectIDs(search({ query: 'nikon' }))).toEqual(['lake', 'lighthouse']);
  });

  it('requires every query word to match (AND)', () => {
    expect(objectIDs(search({ query: 'sunset harbour' }))).toEqual(['harbour']);
    expect(search({ query: 'sunset mountain' }).nbHits).toBe(0);
  });

  it('ignores case and diacritics', () => {
    expect(objectIDs(search({ query: 'CHLOE' }))).toEqual(['market', 'street-portrait']);
    expect(objectIDs(search({ query: 'chloé' }))).toEqual(['market', 'street-portrait']);
  });

  it('matches only the last word as a prefix', () => {
    expect(objectIDs(search({ query: 'harb' }))).toEqual(['harbour']);
    expect(objectIDs(search({ query: 'sunset harb' }))).toEqual(['harbour']);
    expect(search({ query: 'harb sunset' }).nbHits).toBe(0);
  });

  it('allows one typo from 4 letters, none below', () => {
    expect(objectIDs(search({ query: 'lqke' }))).toEqual(['lake']);
    expect(objectIDs(search({ query: 'sunsat' }))).toEqual(['harbour']);
    expect(search({ query: 'lke' }).nbHits).toBe(0);
    expect(search({ query: 'harboxx' }).nbHits).toBe(0);
  });

  it('allows two typos from 8 letters', () => {
    expect(objectIDs(search({ query: 'lightxoxse' }))).toEqual(['lighthouse']);
    expect(objectIDs(search({ query: 'lighthuose' }))).toEqual(['lighthouse']);
  });

  it('counts a swap of neighbouring letters as one typo, and two swaps as two', () => {
    const typos = (query: string) =>
      search({ query, getRankingInfo: true }).hits.map((hit) => [
        hit.objectID,
        (hit._rankingInfo as { nbTypos: number }).nbTypos,
      ]);
    expect(typos('lkae')).toEqual([['lake', 1]]);
    expect(typos('ligthhouse')).toEqual([['lighthouse', 1]]);
    expect(typos('lgihthosue')).toEqual([['lighthouse', 2]]);
    // A swap with the first letter is a typo on it: two, beyond a 4-letter word's one.
    expect(typos('alke')).toEqual([]);
    expect(typos('ilghthouse')).toEqual([['lighthouse', 2]]);
  });

  it('completes the last word with a typo in it, and highlights the completion', () => {
    // "contry" is one typo from "country", which "countryside" continues.
    const [lane] = search({ query: 'contry', attributesToHighlight: ['tags'] }).hits;
    const tags = (lane?._highlightResult as { tags: unknown[] } | undefined)?.tags;
    expect(tags?.[1]).toMatchObject({
      value: '<em>countryside</em>',
      matchLevel: 'full',
    });
    expect(search({ query: 'contry', queryType: 'prefixNone' }).nbHits).toBe(1);
  });

  it('turns typos off with typoTolerance: false and honours the word-size settings', () => {
    expect(search({ query: 'lqke', typoTolerance: false }).nbHits).toBe(0);
    expect(search({ query: 'lqke', minWordSizefor1Typo: 5 }).nbHits).toBe(0);
    expect(objectIDs(search({ query: 'lake', typoTolerance: 'min' }))).toEqual(['lake']);
  });

  it('follows queryType: prefixes on all words, or on none', () => {
    expect(objectIDs(search({ query: 'harb sun', queryType: 'prefixAll' }))).toEqual(['harbour']);
    expect(search({ query: 'harb', queryType: 'prefixNone' }).nbHits).toBe(0);
  });

  it('allows typos on numbers unless allowTyposOnNumericTokens is false', () => {
    const numbers = createSearchEngine([
      {
        indexName: 'n',
        settings: { searchableAttributes: ['title'] },
        records: [{ objectID: 'a', title: 'Class of 2019' }],
      },
    ]);
    expect(searchItems(numbers, { query: '2018' }, 'n').nbHits).toBe(1);
    expect(
      searchItems(numbers, { query: '2018', allowTyposOnNumericTokens: false }, 'n').nbHits,
    ).toBe(0);
  });

  it('treats regex characters as separators, never as patterns', () => {
    for (const query of ['(', '*', '\\', '[', '.*', 'a[b', '(cats']) {
      const reply = engine.multipleQueries({ requests: [{ indexName: 'items', query }] });
      expect(reply.status).toBe(200);
    }
    expect(objectIDs(search({ query: '(cats*' }))).toEqual(['markup']);
    expect(search({ query: '[' }).nbHits).toBe(10);
  });

  it('limits matching to restrictSearchableAttributes', () => {
    expect(objectIDs(search({ query: 'street' }))).toEqual(['street-portrait', 'market', 'cafe']);
    expect(objectIDs(search({ query: 'street', restrictSearchableAttributes: ['title'] }))).toEqual(
      ['street-portrait'],
    );
  });
});

describe('ranking', () => {
  it('ranks fewer typos first, even over a better attribute', () => {
    // "lake" is exact in lake's tags; "lane" (one typo) is in lane's title.
    expect(objectIDs(search({ query: 'lake' }))).toEqual(['lake', 'lane']);
  });

  it('ranks by matched attribute: title, then tags, then description', () => {
    // cafe is the newest record, so custom ranking alone would put it first.
    expect(objectIDs(search({ query: 'street' }))).toEqual(['street-portrait', 'market', 'cafe']);
  });

  it('ranks by position inside an ordered attribute, then by custom ranking', () => {
    // All four have "sea" in their tags; samoa has it second, the others first.
    expect(objectIDs(search({ query: 'sea' }))).toEqual(['harbour', 'lighthouse', 'fiji', 'samoa']);
  });

  it('ranks exact words before prefix completions', () => {
    const engineWithWords = createSearchEngine([
      {
        indexName: 'words',
        settings: { searchableAttributes: ['title'], customRanking: ['desc(rank)'] },
        records: [
          { objectID: 'completion', title: 'Seaside', rank: 2 },
          { objectID: 'exact', title: 'Sea', rank: 1 },
        ],
      },
    ]);
    expect(objectIDs(searchItems(engineWithWords, { query: 'sea' }, 'words'))).toEqual([
      'exact',
      'completion',
    ]);
  });

  it('ranks words close together before words far apart', () => {
    const proximity = createSearchEngine([
      {
        indexName: 'p',
        settings: { searchableAttributes: ['title'] },
        records: [
          { objectID: 'far', title: 'red house with a small blue car' },
          { objectID: 'near', title: 'a red car by the house' },
        ],
      },
    ]);
    expect(objectIDs(searchItems(proximity, { query: 'red car' }, 'p'))).toEqual(['near', 'far']);
  });

  it('returns everything by custom ranking for an empty query, missing values last', () => {
    expect(objectIDs(search({ query: '' }))).toEqual([
      'cafe',
      'lake',
      'lane',
      'harbour',
      'market',
      'street-portrait',
      'lighthouse',
      'fiji',
      'markup',
      'samoa',
    ]);
  });

  it('sorts an asc(takenAt) replica oldest first with missing values still last', () => {
    expect(objectIDs(search({ query: '' }, 'items_oldest'))).toEqual([
      'fiji',
      'lighthouse',
      'street-portrait',
      'market',
      'harbour',
      'lane',
      'lake',
      'cafe',
      'markup',
      'samoa',
    ]);
    expect(objectIDs(search({ query: 'sea' }, 'items_oldest'))).toEqual([
      'fiji',
      'lighthouse',
      'harbour',
      'samoa',
    ]);
  });

  it('sorts a desc(takenAt) replica newest first with missing values last', () => {
    expect(objectIDs(search({ query: 'sea' }, 'items_newest'))).toEqual([
      'harbour',
      'lighthouse',
      'fiji',
      'samoa',
    ]);
  });

  it('reports the ranking criteria with getRankingInfo', () => {
    const [lake, lane] = search({ query: 'lake', getRankingInfo: true }).hits;
    expect(lake?._rankingInfo).toMatchObject({
      nbTypos: 0,
      nbExactWords: 1,
      words: 1,
      firstMatchedWord: 1000,
    });
    expect(lane?._rankingInfo).toMatchObject({
      nbTypos: 1,
      nbExactWords: 0,
      words: 1,
      firstMatchedWord: 1,
    });
  });
});

describe('paging', () => {
  it('pages through hits with nbPages and the requested hitsPerPage', () => {
    const result = search({ query: '', hitsPerPage: 3, page: 1 });
    expect(objectIDs(result)).toEqual(['harbour', 'market', 'street-portrait']);
    expect(result).toMatchObject({ nbHits: 10, nbPages: 4, page: 1, hitsPerPage: 3 });
    expect(objectIDs(search({ query: '', hitsPerPage: 3, page: 3 }))).toEqual(['samoa']);
  });

  it('returns no hits but the right counts past the last page', () => {
    const result = search({ query: '', hitsPerPage: 3, page: 5 });
    expect(result).toMatchObject({ hits: [], nbHits: 10, nbPages: 4, page: 5 });
  });

  it('uses the index hitsPerPage by default and supports offset/length', () => {
    expect(search({ query: '' }).hitsPerPage).toBe(20);
    const result = search({ query: '', offset: 2, length: 2 });
    expect(objectIDs(result)).toEqual(['lane', 'harbour']);
    expect(result).toMatchObject({ offset: 2, length: 2 });
  });

  it('counts hits with hitsPerPage 0 without returning any', () => {
    expect(search({ query: 'sea', hitsPerPage: 0 })).toMatchObject({
      hits: [],
      nbHits: 4,
      nbPages: 0,
    });
  });
});
