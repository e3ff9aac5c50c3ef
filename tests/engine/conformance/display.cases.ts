import { expect } from 'vitest';
import type { ConformanceCase, ConformanceIndex, SearchAnswer } from './conformance-case';

/**
 * What each hit shows: attributes retrieved, highlights and snippets with their tags and
 * ellipsis, ranking info; and the response fields some settings add.
 */

const DOCS = 'https://www.algolia.com/doc/api-reference/api-parameters';

const PHOTOS: ConformanceIndex = {
  records: [
    {
      objectID: 'harbour',
      title: 'Sunset over the harbour',
      description: 'Fishing boats come back to the old harbour as the light fades over the town',
      credit: 'Ana Lima',
      secret: 'original-file.tif',
    },
  ],
  settings: { searchableAttributes: ['title', 'description', 'secret'] },
};

const HIDING: ConformanceIndex = {
  ...PHOTOS,
  settings: { ...PHOTOS.settings, unretrievableAttributes: ['secret'] },
};

const WITH_RENDERING: ConformanceIndex = {
  ...PHOTOS,
  settings: {
    ...PHOTOS.settings,
    renderingContent: { facetOrdering: { facets: { order: ['type', 'tags'] } } },
  },
};

function firstHit(answer: SearchAnswer): Record<string, unknown> {
  const [hit] = answer.hits ?? [];
  if (!hit) throw new Error('no hit');
  return hit;
}

function highlightOf(answer: SearchAnswer, attribute: string): { value: string } & object {
  const results = firstHit(answer)._highlightResult as Record<string, { value: string }>;
  const result = results[attribute];
  if (!result) throw new Error(`no highlight of ${attribute}`);
  return result;
}

function snippetOf(answer: SearchAnswer, attribute: string): string {
  const results = firstHit(answer)._snippetResult as Record<string, { value: string }>;
  return results[attribute]?.value ?? '';
}

export const cases: ConformanceCase[] = [
  {
    parameter: 'attributesToRetrieve',
    behaviour: 'only the listed attributes are returned, with objectID always',
    docs: `${DOCS}/attributesToRetrieve`,
    index: PHOTOS,
    request: { query: 'sunset', attributesToRetrieve: ['title'] },
    expect: {
      check: (answer) =>
        expect(Object.keys(firstHit(answer)).sort()).toEqual([
          '_highlightResult',
          'objectID',
          'title',
        ]),
    },
  },
  {
    parameter: 'attributesToRetrieve',
    behaviour: '* with -attribute returns every attribute but the excluded one',
    docs: `${DOCS}/attributesToRetrieve`,
    index: PHOTOS,
    request: { query: 'sunset', attributesToRetrieve: ['*', '-secret'] },
    expect: {
      check: (answer) => {
        const hit = firstHit(answer);
        expect(hit).toMatchObject({ title: 'Sunset over the harbour', credit: 'Ana Lima' });
        expect(hit).not.toHaveProperty('secret');
      },
    },
  },
  {
    parameter: 'unretrievableAttributes',
    behaviour: 'never returned, even when asked for',
    docs: `${DOCS}/unretrievableAttributes`,
    index: HIDING,
    request: { query: 'sunset', attributesToRetrieve: ['*', 'secret'] },
    expect: { check: (answer) => expect(firstHit(answer)).not.toHaveProperty('secret') },
  },
  {
    parameter: 'unretrievableAttributes',
    behaviour: 'still searchable',
    docs: `${DOCS}/unretrievableAttributes`,
    index: HIDING,
    request: { query: 'original' },
    expect: { hits: ['harbour'] },
  },
  {
    parameter: 'attributesToHighlight',
    behaviour: 'only the listed attributes get a _highlightResult, the matched words in em tags',
    docs: `${DOCS}/attributesToHighlight`,
    index: PHOTOS,
    request: { query: 'sunset', attributesToHighlight: ['title'] },
    expect: {
      check: (answer) => {
        expect(Object.keys(firstHit(answer)._highlightResult as object)).toEqual(['title']);
        expect(highlightOf(answer, 'title')).toMatchObject({
          value: '<em>Sunset</em> over the harbour',
          matchLevel: 'full',
          matchedWords: ['sunset'],
        });
      },
    },
  },
  {
    parameter: 'attributesToHighlight',
    behaviour: 'matchLevel partial when only some query words match the attribute',
    docs: `${DOCS}/attributesToHighlight`,
    index: PHOTOS,
    request: { query: 'sunset boats', attributesToHighlight: ['title'] },
    expect: {
      check: (answer) =>
        expect(highlightOf(answer, 'title')).toMatchObject({
          value: '<em>Sunset</em> over the harbour',
          matchLevel: 'partial',
          matchedWords: ['sunset'],
        }),
    },
  },
  {
    parameter: 'attributesToSnippet',
    behaviour: 'attribute:N snippets N words around the match, cut text marked by the ellipsis',
    docs: `${DOCS}/attributesToSnippet`,
    index: PHOTOS,
    request: { query: 'town', attributesToSnippet: ['description:3'] },
    expect: {
      check: (answer) =>
        expect(snippetOf(answer, 'description')).toMatch(/^… ?over the <em>town<\/em>$/),
    },
  },
  {
    parameter: 'highlightPreTag',
    behaviour: 'the text inserted before each highlighted word',
    docs: `${DOCS}/highlightPreTag`,
    index: PHOTOS,
    request: { query: 'sunset', highlightPreTag: '<mark>', highlightPostTag: '</mark>' },
    expect: {
      check: (answer) =>
        expect(highlightOf(answer, 'title').value).toBe('<mark>Sunset</mark> over the harbour'),
    },
  },
  {
    parameter: 'highlightPostTag',
    behaviour: 'the text inserted after each highlighted word',
    docs: `${DOCS}/highlightPostTag`,
    index: PHOTOS,
    request: { query: 'harbour', highlightPostTag: '</b>', highlightPreTag: '<b>' },
    expect: {
      check: (answer) =>
        expect(highlightOf(answer, 'title').value).toBe('Sunset over the <b>harbour</b>'),
    },
  },
  {
    parameter: 'snippetEllipsisText',
    behaviour: 'the text marking where a snippet was cut',
    docs: `${DOCS}/snippetEllipsisText`,
    index: PHOTOS,
    request: { query: 'town', attributesToSnippet: ['description:3'], snippetEllipsisText: '[…]' },
    expect: {
      check: (answer) =>
        expect(snippetOf(answer, 'description')).toMatch(/^\[…\] ?over the <em>town<\/em>$/),
    },
  },
  {
    parameter: 'getRankingInfo',
    behaviour: 'true adds _rankingInfo to each hit, with its typos and matched words',
    docs: `${DOCS}/getRankingInfo`,
    index: PHOTOS,
    request: { query: 'sunset harbour', getRankingInfo: true },
    expect: {
      check: (answer) =>
        expect(firstHit(answer)._rankingInfo).toMatchObject({ nbTypos: 0, words: 2 }),
    },
  },
  {
    parameter: 'getRankingInfo',
    behaviour: 'without it, hits have no _rankingInfo',
    docs: `${DOCS}/getRankingInfo`,
    index: PHOTOS,
    request: { query: 'sunset' },
    expect: { check: (answer) => expect(firstHit(answer)).not.toHaveProperty('_rankingInfo') },
  },
  {
    parameter: 'clickAnalytics',
    behaviour: 'true adds a queryID to the response, for click and conversion events',
    docs: `${DOCS}/clickAnalytics`,
    index: PHOTOS,
    request: { query: 'sunset', clickAnalytics: true },
    expect: { check: (answer) => expect(answer.queryID).toMatch(/^[0-9a-f]{32}$/) },
  },
  {
    parameter: 'clickAnalytics',
    behaviour: 'without it, the response has no queryID',
    docs: `${DOCS}/clickAnalytics`,
    index: PHOTOS,
    request: { query: 'sunset' },
    expect: { check: (answer) => expect(answer).not.toHaveProperty('queryID') },
  },
  {
    parameter: 'renderingContent',
    behaviour: 'the index setting is returned in the search response',
    docs: `${DOCS}/renderingContent`,
    index: WITH_RENDERING,
    request: { query: 'sunset' },
    expect: {
      check: (answer) =>
        expect(answer.renderingContent).toEqual({
          facetOrdering: { facets: { order: ['type', 'tags'] } },
        }),
    },
  },
];
