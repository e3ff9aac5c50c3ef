import { describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_RECORDS,
  createFixtureEngine,
  objectIDs,
  searchItems,
} from '../fixtures/engine-fixture';
import type { EngineReply } from '../../src/engine';
import { resolveSettings } from '../../src/engine/resolve-settings';
import { buildTextIndex, lookupTerms } from '../../src/engine/text-index';

/**
 * Inputs that used to crash the engine or take seconds (issue #9), and the limits that now
 * answer them: each gets a result or Algolia's 400, quickly.
 */

const engine = createFixtureEngine();

function search(params: Record<string, unknown>): EngineReply {
  return engine.multipleQueries({ requests: [{ indexName: 'items', ...params }] });
}

function refusal(message: string): EngineReply {
  return { status: 400, body: { message, status: 400 } };
}

/** The reply and how long it took, in milliseconds. */
function timed(run: () => EngineReply): { reply: EngineReply; ms: number } {
  const started = performance.now();
  const reply = run();
  return { reply, ms: performance.now() - started };
}

const QUERY_LIMIT = 'Invalid value for "query" parameter, expected string shorter than 512 bytes';

describe('the inputs that crashed the engine', () => {
  it('answers 5,000 nested parentheses with a 400 naming the nesting limit', () => {
    const filters = `${'('.repeat(5000)}type:photo${')'.repeat(5000)}`;
    expect(search({ filters })).toEqual(
      refusal('filters: Parentheses nested deeper than 32 levels at col 33'),
    );
  });

  it('answers 20,000 NOTs with a 400 at the second one: NOT takes a single condition', () => {
    expect(search({ filters: `${'NOT '.repeat(20_000)}type:photo` })).toEqual(
      refusal("filters: Unexpected token 'NOT' expected attribute at col 5"),
    );
  });

  it('answers a 100,000-character one-word query with Algolia’s 400, at once', () => {
    const { reply, ms } = timed(() => search({ query: 'a'.repeat(100_000) }));
    expect(reply).toEqual(refusal(QUERY_LIMIT));
    expect(ms).toBeLessThan(250);
    const facetSearch = engine.searchForFacetValues('items', 'tags', {
      facetQuery: 'b'.repeat(100_000),
    });
    expect(facetSearch).toEqual(
      refusal('Invalid value for "facetQuery" parameter, expected string shorter than 512 bytes'),
    );
  });

  it('answers a lone surrogate in a query with results and a well-formed echo', () => {
    const broken = searchItems(engine, { query: 'sea\uD800', hitsPerPage: 3 });
    expect(objectIDs(broken)).toEqual(
      objectIDs(searchItems(engine, { query: 'sea', hitsPerPage: 3 })),
    );
    expect(broken.query).toBe('sea\uFFFD');
    expect(broken.params).toContain('query=sea%EF%BF%BD');
    // A pair stays a pair; a low half alone is replaced too, in the params string form as well.
    const fromParams = searchItems(engine, { params: 'query=%F0%9F%8C%8A%20reef' });
    expect(objectIDs(fromParams)).toEqual(['fiji']);
    expect(searchItems(engine, { query: '\uDC00reef \u{1F30A}' }).query).toBe(
      '\uFFFDreef \u{1F30A}',
    );
    expect(searchItems(engine, { highlightPreTag: '\uD800', query: 'reef' }).params).toContain(
      'highlightPreTag=%EF%BF%BD',
    );
  });
});

describe('query length', () => {
  it('counts UTF-8 bytes: 511 pass, 512 are refused, as Algolia answers', () => {
    expect(search({ query: 'a'.repeat(511) }).status).toBe(200);
    expect(search({ query: 'a'.repeat(512) })).toEqual(refusal(QUERY_LIMIT));
    // "é" is two bytes: 255 of them are 510 bytes, 256 are 512.
    expect(search({ query: 'é'.repeat(255) }).status).toBe(200);
    expect(search({ query: 'é'.repeat(256) })).toEqual(refusal(QUERY_LIMIT));
    // An emoji is four bytes; a lone surrogate is sent as U+FFFD, three.
    expect(search({ query: '\u{1F30A}'.repeat(127) }).status).toBe(200);
    expect(search({ query: '\u{1F30A}'.repeat(128) })).toEqual(refusal(QUERY_LIMIT));
    expect(search({ query: '\uD800'.repeat(170) }).status).toBe(200);
    expect(search({ query: '\uDC00'.repeat(171) })).toEqual(refusal(QUERY_LIMIT));
  });

  it('skips the typo search for a word no indexed term is within reach of', () => {
    const records = FIXTURE_RECORDS;
    const { searchableAttributes } = resolveSettings({ searchableAttributes: ['title'] }, records);
    const index = buildTextIndex(records, searchableAttributes);
    // The typo search walks the vocabulary's radix tree from its root.
    const fuzzy = vi.spyOn(index.terms._tree, Symbol.iterator);
    // The longest title word is "lighthouse" (10 letters): 12 letters may be 2 typos away, 13 not.
    const reached = lookupTerms(index, 'lighthousexx', { prefix: false, maxTypos: 2 });
    expect(reached.map((match) => [match.term, match.typos])).toEqual([['lighthouse', 2]]);
    expect(fuzzy).toHaveBeenCalledTimes(1);
    expect(lookupTerms(index, 'lighthousexxx', { prefix: false, maxTypos: 2 })).toEqual([]);
    expect(fuzzy).toHaveBeenCalledTimes(1);
  });
});

describe('filter limits', () => {
  const facetFilters = (count: number) => Array.from({ length: count }, (_, i) => `tags:t${i}`);

  it('takes up to 1,000 conditions per search, across every filter parameter', () => {
    expect(search({ facetFilters: facetFilters(600), numericFilters: ['year>0'] }).status).toBe(
      200,
    );
    expect(
      search({
        filters: Array.from({ length: 400 }, () => 'NOT type:x').join(' AND '),
        facetFilters: facetFilters(600),
        numericFilters: ['year>0'],
      }),
    ).toEqual(
      refusal(
        'filters + facetFilters + numericFilters: Too many filters, the maximum is 1000 conditions per search (1001 here)',
      ),
    );
    expect(search({ tagFilters: [facetFilters(1001)] })).toEqual(
      refusal('tagFilters: Too many filters, the maximum is 1000 conditions per search'),
    );
  });

  it('answers inputs that were quadratic in well under a second', () => {
    const inputs = [
      { facetFilters: '(,'.repeat(100_000) },
      { filters: `year > ${'1'.repeat(100_000)}x` },
      { numericFilters: [`year >= ${'2'.repeat(100_000)}x`] },
      { filters: `type:photo ${'AND type:photo '.repeat(100_000)}` },
    ];
    for (const params of inputs) {
      const { reply, ms } = timed(() => search(params));
      expect(reply.status, Object.keys(params)[0]).toBe(400);
      expect(ms, Object.keys(params)[0]).toBeLessThan(500);
    }
  });
});

describe('request JSON', () => {
  const deep = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

  it('refuses JSON nested deeper than 64 levels, in the body and in the params string', () => {
    expect(search({ facetFilters: deep(100_000) })).toEqual(
      refusal('body: JSON nested deeper than 64 levels'),
    );
    expect(engine.searchIndex('items', { analyticsTags: deep(100) })).toEqual(
      refusal('body: JSON nested deeper than 64 levels'),
    );
    const params = `facetFilters=${'%5B'.repeat(5000)}${'%5D'.repeat(5000)}`;
    expect(search({ params })).toEqual(refusal('facetFilters: JSON nested deeper than 64 levels'));
    expect(search({ analyticsTags: deep(60) }).status).toBe(200);
  });

  it('reads request attribute names as the record’s own properties only', () => {
    const [hit] = searchItems(engine, {
      query: 'reef',
      attributesToRetrieve: ['title', 'constructor', '__proto__', 'toString'],
      attributesToHighlight: ['constructor', 'title'],
      attributesToSnippet: [],
    }).hits;
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', 'objectID', 'title']);
    expect(Object.keys((hit?._highlightResult as object | undefined) ?? {})).toEqual(['title']);
  });
});
