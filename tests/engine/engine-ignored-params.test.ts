import { describe, expect, it, vi } from 'vitest';
import { createSearchEngine, ignoredParameterMessage } from '../../src/engine';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults';
import { createDemoEngine } from '../../src/mocks/demo-engine';

const records = [{ objectID: 'a', title: 'harbour at dusk' }];

function engineNaming() {
  const named = vi.fn<(name: string) => void>();
  const engine = createSearchEngine([{ indexName: 'items', settings: {}, records }], {
    onIgnoredParameter: named,
  });
  return { engine, named };
}

describe('parameters the engine ignores are named', () => {
  it('names an unsupported parameter once per engine, however many searches carry it', () => {
    const { engine, named } = engineNaming();
    const reply = engine.multipleQueries({
      requests: [
        { indexName: 'items', query: 'harbour', optionalFilters: ['title:dusk'] },
        { indexName: 'items', query: 'dusk', optionalFilters: ['title:harbour'] },
      ],
    });
    engine.searchIndex('items', {
      params: 'query=harbour&optionalFilters=%5B%22title%3Adusk%22%5D',
    });
    // Answered as if absent.
    expect(reply).toMatchObject({ status: 200, body: { results: [{ nbHits: 1 }, { nbHits: 1 }] } });
    expect(named.mock.calls).toEqual([['optionalFilters']]);
  });

  it('names each parameter, from searches and facet-value searches alike', () => {
    const { engine, named } = engineNaming();
    engine.searchIndex('items', { query: 'harbour', enablePersonalization: true });
    engine.searchForFacetValues('items', 'title', { ruleContexts: ['summer'] });
    expect(named.mock.calls).toEqual([['enablePersonalization'], ['ruleContexts']]);
  });

  it('does not name a parameter sent with its default value, as JSON or as text', () => {
    const { engine, named } = engineNaming();
    engine.searchIndex('items', { query: 'harbour', enableRules: true, ruleContexts: [] });
    engine.searchIndex('items', {
      params: 'enableRules=true&personalizationImpact=100&naturalLanguages=',
    });
    expect(named).not.toHaveBeenCalled();
  });

  it('does not name parameters it implements or that only feed analytics', () => {
    const { engine, named } = engineNaming();
    engine.searchIndex('items', {
      query: 'harbour',
      distinct: 1,
      responseFields: ['hits'],
      analytics: false,
      clickAnalytics: true,
      analyticsTags: ['web'],
      userToken: 'visitor-1',
    });
    expect(named).not.toHaveBeenCalled();
  });

  it('a second engine names the parameter again: once per session, not once ever', () => {
    const first = engineNaming();
    const second = engineNaming();
    first.engine.searchIndex('items', { minProximity: 3 });
    second.engine.searchIndex('items', { minProximity: 3 });
    expect(first.named).toHaveBeenCalledWith('minProximity');
    expect(second.named).toHaveBeenCalledWith('minProximity');
  });

  it('the demo engine (mock mode) passes the names on', () => {
    const named = vi.fn<(name: string) => void>();
    const engine = createDemoEngine(undefined, { onIgnoredParameter: named });
    engine.multipleQueries({
      requests: [{ indexName: MOCK_ALGOLIA.indexName, sumOrFiltersScores: true }],
    });
    expect(named).toHaveBeenCalledWith('sumOrFiltersScores');
  });

  it('says what it ignores in one plain sentence', () => {
    expect(ignoredParameterMessage('optionalFilters')).toBe(
      'ignoring optionalFilters: not supported by the local engine',
    );
  });
});
