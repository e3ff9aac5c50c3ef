import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../src/engine';

/**
 * What the query words become where Algolia's documentation is silent: the engine's own choices
 * (docs/decisions/032-query-plan.md), each kept here so a change to one is deliberate.
 */

const engine = createSearchEngine([
  {
    indexName: 'words',
    settings: { searchableAttributes: ['title'] },
    records: [
      { objectID: 'the-who', title: 'The Who at the hall' },
      { objectID: 'harbour', title: 'Harbour at dawn' },
      { objectID: 'quote', title: 'A "quoted" harbour' },
    ],
  },
]);

function search(params: Record<string, unknown>): { ids: string[]; nbHits: number } {
  const reply = engine.searchIndex('words', params);
  expect(reply.status).toBe(200);
  const body = reply.body as { hits: { objectID: string }[]; nbHits: number };
  return { ids: body.hits.map((hit) => hit.objectID), nbHits: body.nbHits };
}

describe('query words where the documentation is silent', () => {
  it('keeps a query made only of stop words whole rather than matching everything', () => {
    expect(
      search({ query: 'the who', removeStopWords: true, queryType: 'prefixNone' }).ids,
    ).toEqual(['the-who']);
  });

  it('reads a quote left open as plain text', () => {
    expect(search({ query: '"quoted harbour', advancedSyntax: true }).ids).toEqual(['quote']);
  });

  it('answers 400 naming the parameter for an unknown advanced syntax feature', () => {
    const reply = engine.searchIndex('words', {
      query: 'harbour',
      advancedSyntax: true,
      advancedSyntaxFeatures: ['wildcards'],
    });
    expect(reply.status).toBe(400);
    expect((reply.body as { message: string }).message).toMatch(/^advancedSyntaxFeatures: /);
  });

  it('answers 400 for a removeWordsIfNoResults value the service does not know', () => {
    const reply = engine.searchIndex('words', { query: 'x', removeWordsIfNoResults: 'some' });
    expect(reply.status).toBe(400);
    expect((reply.body as { message: string }).message).toMatch(/^removeWordsIfNoResults: /);
  });
});
