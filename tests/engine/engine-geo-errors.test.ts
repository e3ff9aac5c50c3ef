import { describe, expect, it } from 'vitest';
import { createFixtureEngine } from '../fixtures/engine-fixture';

/**
 * Each bad geo parameter gets the service's 400: `{message, status}`, with Algolia's own words
 * where its answers are on record (count and float errors) and plain ones elsewhere. Geo search
 * itself is in engine-geo.test.ts.
 */

const engine = createFixtureEngine();

describe('invalid geo parameters', () => {
  const FLOAT = 'expected float';
  // Algolia's own wording, "integers" included.
  const BOX_COUNT = 'expected list of float with nb element = 4 + 4 * X';
  const AROUND_COUNT = 'expected two integers like "aroundLatLng=47.316669,5.016670"';
  const RADIUS = 'expected integer >= 1 or "all"';
  const PRECISION = 'expected integer >= 0 or a list of {"from": integer, "value": integer}';
  const POLYGON = 'expected from 3 to 10000 points (lat,lng pairs)';
  const message = (name: string, expected: string) =>
    `Invalid value for "${name}" parameter, ${expected}`;

  /** [parameter, value, what the message says was expected] */
  const cases: [string, unknown, string][] = [
    ['insideBoundingBox', 'a,b,c,d', FLOAT],
    ['insideBoundingBox', '52,,38,-10', FLOAT],
    ['insideBoundingBox', [52, 3, 38, -10], FLOAT],
    ['insideBoundingBox', [['52', '3', '38', '-10']], FLOAT],
    ['insideBoundingBox', '1,2,3', BOX_COUNT],
    ['insideBoundingBox', '1,2,3,4,5,6', BOX_COUNT],
    ['insideBoundingBox', [[1, 2, 3]], BOX_COUNT],
    ['insideBoundingBox', [], BOX_COUNT],
    ['insideBoundingBox', '[[1,2', 'expected valid JSON'],
    ['insideBoundingBox', '91,3,38,-10', 'latitude must be between -90 and 90, got 91'],
    ['insideBoundingBox', [[52, 3, 38, -181]], 'longitude must be between -180 and 180, got -181'],
    ['aroundLatLng', 'Paris', AROUND_COUNT],
    ['aroundLatLng', '1,2,3', AROUND_COUNT],
    ['aroundLatLng', 48.8, AROUND_COUNT],
    ['aroundLatLng', '48.8, east', FLOAT],
    ['aroundLatLng', "'55.8, -4.2'", FLOAT],
    ['aroundLatLng', '-91, 0', 'latitude must be between -90 and 90, got -91'],
    ['aroundLatLng', '0, 200', 'longitude must be between -180 and 180, got 200'],
    ['aroundRadius', -5, RADIUS],
    ['aroundRadius', 0, RADIUS],
    ['aroundRadius', 12.5, RADIUS],
    ['aroundRadius', 'far', RADIUS],
    ['aroundRadius', 'ALL', RADIUS],
    ['minimumAroundRadius', 0, 'expected integer >= 1'],
    ['aroundPrecision', -1, PRECISION],
    ['aroundPrecision', 'fine', PRECISION],
    ['aroundPrecision', [{ from: 0.5, value: 10 }], PRECISION],
    ['aroundPrecision', [{ value: 10 }], PRECISION],
    ['insidePolygon', '1,2,3,4', POLYGON],
    ['insidePolygon', [[1, 2, 3, 'x', 5, 6]], FLOAT],
  ];

  it.each(cases)('answers 400 for %s: %j', (name, value, expected) => {
    const reply = engine.multipleQueries({ requests: [{ indexName: 'items', [name]: value }] });
    expect(reply).toEqual({ status: 400, body: { message: message(name, expected), status: 400 } });
  });

  it('reads the same values from a params string', () => {
    const reply = engine.searchIndex('items', { params: 'insideBoundingBox=1%2C2%2C3' });
    expect(reply.body).toEqual({ message: message('insideBoundingBox', BOX_COUNT), status: 400 });
    const radius = engine.searchIndex('items', { params: 'aroundLatLng=1%2C2&aroundRadius=ALL' });
    expect(radius.body).toEqual({ message: message('aroundRadius', RADIUS), status: 400 });
  });

  it('checks a parameter that another one overrides', () => {
    const reply = engine.multipleQueries({
      requests: [{ indexName: 'items', insideBoundingBox: '52,3,38,-10', aroundLatLng: 'Paris' }],
    });
    expect(reply.body).toEqual({ message: message('aroundLatLng', AROUND_COUNT), status: 400 });
  });
});
