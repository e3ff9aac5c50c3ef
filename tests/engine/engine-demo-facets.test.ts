import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { createDemoEngine } from '../../src/mocks/demo-engine';
import { objectIDs, searchItems } from '../fixtures/engine-fixture';

/** The facets the search screen shows, over the demo collection and the real index settings. */
const engine = createDemoEngine();
const search = (params: Record<string, unknown>) =>
  searchItems(engine, { hitsPerPage: 100, ...params }, MOCK_ALGOLIA.indexName);

describe('the demo collection’s facets', () => {
  it('counts the camera hierarchy by its nested levels', () => {
    const result = search({ facets: ['cameraPath.lvl0', 'cameraPath.lvl1'] });
    expect(result.facets?.['cameraPath.lvl0']).toEqual({
      Canon: 7,
      Olympus: 7,
      'Konica Minolta': 1,
      Jenoptik: 1,
      Nokia: 1,
      Sony: 1,
    });
    expect(result.facets?.['cameraPath.lvl1']).toMatchObject({
      'Olympus > E-M1': 5,
      'Olympus > C40Z,D40Z': 2,
      'Canon > Canon EOS 70D': 1,
    });
  });

  it('filters on a level whose value holds " > ", commas and spaces', () => {
    const model = search({ facetFilters: [['cameraPath.lvl1:Olympus > C40Z,D40Z']] });
    expect(model.nbHits).toBe(2);
    const make = search({
      facetFilters: [['cameraPath.lvl0:Canon']],
      facets: ['cameraPath.lvl1'],
    });
    expect(make.nbHits).toBe(7);
    expect(Object.keys(make.facets?.['cameraPath.lvl1'] ?? {})).toHaveLength(6);
    expect(
      Object.keys(make.facets?.['cameraPath.lvl1'] ?? {}).every((v) => v.startsWith('Canon > ')),
    ).toBe(true);
  });

  it('counts and filters each person of a shared credit', () => {
    const all = search({ facets: ['creators'] });
    expect(all.facets?.creators).toMatchObject({ 'Charles Barbin': 5, 'Hylke Bons': 2 });
    const hylke = search({ facetFilters: [['creators:Hylke Bons']] });
    expect(objectIDs(hylke)).toHaveLength(2);
    const reply = engine.multipleQueries({
      requests: [
        {
          indexName: MOCK_ALGOLIA.indexName,
          type: 'facet',
          facet: 'creators',
          facetQuery: 'hyl',
        },
      ],
    });
    expect(reply.body).toMatchObject({
      results: [{ facetHits: [{ value: 'Hylke Bons', count: 2 }] }],
    });
  });

  it('facets and filters the other attributes the filter panel shows', () => {
    const result = search({
      facets: ['lens', 'place.name', 'place.country', 'orientation', 'colorName', 'license.name'],
    });
    expect(result.facets).toMatchObject({
      lens: { 'EF50mm f/1.8 II': 1 },
      'place.country': { Denmark: 4, Spain: 2, 'United States': 2 },
      orientation: { landscape: 49, portrait: 2, square: 1 },
      colorName: { grey: 16, brown: 10 },
      'license.name': { 'GPL-2.0-or-later': 12 },
    });
    const place = "SpaceX's Launch Complex 40, Cape Canaveral Air Force Station, FL";
    expect(result.facets?.['place.name']?.[place]).toBe(1);
    expect(search({ facetFilters: [[`place.name:${place}`]] }).nbHits).toBe(1);
    expect(search({ facetFilters: [['colorName:grey'], ['orientation:landscape']] }).nbHits).toBe(
      search({ filters: 'colorName:grey AND orientation:landscape' }).nbHits,
    );
  });
});
