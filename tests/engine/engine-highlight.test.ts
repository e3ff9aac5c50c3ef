import { describe, expect, it } from 'vitest';
import { createFixtureEngine, searchItems } from '../fixtures/engine-fixture';
import type { TestHit } from '../fixtures/engine-fixture';

const engine = createFixtureEngine();
const AIS = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };

function firstHit(params: Record<string, unknown>): TestHit {
  const hit = searchItems(engine, params).hits[0];
  if (!hit) throw new Error('No hit');
  return hit;
}

describe('highlighting', () => {
  it('wraps whole matched words in the request tags, with match levels and words', () => {
    const hit = firstHit({
      query: 'sunset harbour',
      attributesToHighlight: ['title', 'description'],
      ...AIS,
    });
    expect(hit._highlightResult).toEqual({
      title: {
        value:
          '__ais-highlight__Sunset__/ais-highlight__ over the __ais-highlight__harbour__/ais-highlight__',
        matchLevel: 'full',
        matchedWords: ['sunset', 'harbour'],
        fullyHighlighted: false,
      },
      description: {
        value:
          'Golden light over fishing boats moored in the old __ais-highlight__harbour__/ais-highlight__.',
        matchLevel: 'partial',
        matchedWords: ['harbour'],
        fullyHighlighted: false,
      },
    });
  });

  it('uses <em> by default and highlights only the typed part of a prefix', () => {
    const hit = firstHit({ query: 'harb', attributesToHighlight: ['title'] });
    expect(hit._highlightResult).toEqual({
      title: {
        value: 'Sunset over the <em>harb</em>our',
        matchLevel: 'full',
        matchedWords: ['harb'],
        fullyHighlighted: false,
      },
    });
  });

  it('highlights the whole word for a typo match and marks a fully highlighted value', () => {
    const hit = firstHit({ query: 'sunsat', attributesToHighlight: ['tags'] });
    expect(hit._highlightResult).toEqual({
      tags: [
        { value: 'sea', matchLevel: 'none', matchedWords: [] },
        {
          value: '<em>sunset</em>',
          matchLevel: 'full',
          matchedWords: ['sunsat'],
          fullyHighlighted: true,
        },
        { value: 'boats', matchLevel: 'none', matchedWords: [] },
      ],
    });
  });

  it('builds nested objects for nested paths and leaves null values out', () => {
    const hit = firstHit({
      query: 'lisbon',
      attributesToHighlight: ['place.name', 'place.country', 'camera.make'],
    });
    expect(hit._highlightResult).toEqual({
      place: {
        name: {
          value: '<em>Lisbon</em>',
          matchLevel: 'full',
          matchedWords: ['lisbon'],
          fullyHighlighted: true,
        },
        country: { value: 'Portugal', matchLevel: 'none', matchedWords: [] },
      },
      camera: { make: { value: 'Canon', matchLevel: 'none', matchedWords: [] } },
    });
    const markup = firstHit({
      query: 'cats',
      attributesToHighlight: ['place.name', 'camera.make'],
    });
    expect(markup._highlightResult).toEqual({});
  });

  it('defaults to the index setting, else the searchable attributes', () => {
    const hit = firstHit({ query: 'reef' });
    expect(Object.keys(hit._highlightResult as object)).toEqual([
      'title',
      'tags',
      'place',
      'creator',
      'description',
    ]);
  });

  it('returns stored markup unchanged, adding tags only around matched words', () => {
    const title = '<img src=x onerror=alert(1)> cats & dogs';
    const cats = firstHit({ query: 'cats', attributesToHighlight: ['title'], ...AIS });
    expect(cats._highlightResult).toMatchObject({
      title: {
        value: '<img src=x onerror=alert(1)> __ais-highlight__cats__/ais-highlight__ & dogs',
      },
    });
    const onerror = firstHit({ query: 'onerror alert', attributesToHighlight: ['title'] });
    const value = (onerror._highlightResult as { title: { value: string } }).title.value;
    expect(value).toBe('<img src=x <em>onerror</em>=<em>alert</em>(1)> cats & dogs');
    expect(value.replaceAll('<em>', '').replaceAll('</em>', '')).toBe(title);
    expect(onerror.title).toBe(title);
  });

  it('survives queries full of regex characters', () => {
    const hit = firstHit({ query: 'cats (*[\\', attributesToHighlight: ['title'] });
    expect(hit._highlightResult).toMatchObject({
      title: { value: '<img src=x onerror=alert(1)> <em>cats</em> & dogs', matchLevel: 'full' },
    });
  });

  it('leaves values untouched for an empty query', () => {
    const hit = firstHit({ query: '', attributesToHighlight: ['title'] });
    expect(hit._highlightResult).toEqual({
      title: { value: 'Corner cafe', matchLevel: 'none', matchedWords: [] },
    });
  });
});

describe('snippets', () => {
  it('cuts N words around the first match with the ellipsis text', () => {
    const hit = firstHit({ query: 'keeper', attributesToSnippet: ['description:5'], ...AIS });
    expect(hit._snippetResult).toEqual({
      description: {
        value: '…and the __ais-highlight__keeper__/ais-highlight__ watches from…',
        matchLevel: 'full',
      },
    });
  });

  it('uses the setting by default and keeps short values whole', () => {
    const hit = firstHit({ query: 'reef' });
    expect(hit._snippetResult).toEqual({
      description: { value: 'Coral under clear water.', matchLevel: 'none' },
    });
    const long = firstHit({ query: 'gallery', snippetEllipsisText: '...' });
    expect(long._snippetResult).toEqual({
      description: { value: '...watches from the <em>gallery</em> as the...', matchLevel: 'full' },
    });
  });

  it('starts at the beginning when nothing matches', () => {
    const hit = firstHit({ query: 'lighthouse', attributesToSnippet: ['description:4'] });
    expect(hit._snippetResult).toEqual({
      description: { value: 'Waves break against the…', matchLevel: 'none' },
    });
  });
});

describe('attributesToRetrieve', () => {
  it('returns only the listed attributes, nested ones included, and always objectID', () => {
    const hit = firstHit({
      query: 'reef',
      attributesToRetrieve: ['title', 'place.name'],
      attributesToHighlight: [],
    });
    expect(hit).toEqual({
      objectID: 'fiji',
      title: 'Reef at low tide',
      place: { name: 'Suva' },
      _highlightResult: {},
      _snippetResult: { description: { value: 'Coral under clear water.', matchLevel: 'none' } },
    });
  });

  it('removes -attributes from *', () => {
    const hit = firstHit({
      query: 'reef',
      attributesToRetrieve: ['*', '-description', '-place.country'],
    });
    expect(hit.description).toBeUndefined();
    expect(hit.place).toEqual({ name: 'Suva' });
    expect(hit.title).toBe('Reef at low tide');
  });
});
