import { describe, expect, it } from 'vitest';
import { readConfig } from './env';
import { MOCK_ALGOLIA } from './mock-defaults';
import { OSM_TILES } from './map-tiles';

const read = (VITE_MAP_TILES_URL?: string, VITE_MAP_TILES_ATTRIBUTION?: string) =>
  readConfig({ mock: MOCK_ALGOLIA, VITE_MAP_TILES_URL, VITE_MAP_TILES_ATTRIBUTION });

describe('VITE_MAP_TILES_URL and VITE_MAP_TILES_ATTRIBUTION', () => {
  it('default to OpenStreetMap’s standard tiles and their credit', () => {
    const result = read();
    expect(result.ok && result.config.mapTiles).toEqual(OSM_TILES);
    expect(OSM_TILES.attribution).toContain('OpenStreetMap');
  });

  it('take a provider’s https template, naming its host, or a path on this site', () => {
    const provider = read('https://{s}.tiles.example.org/{z}/{x}/{y}.png?key=k', '© Example');
    expect(provider.ok && provider.config.mapTiles).toEqual({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png?key=k',
      attribution: '© Example',
      provider: 'tiles.example.org',
      origin: 'https://*.tiles.example.org',
    });
    const own = read('/tiles/{z}/{x}/{y}.png', '© OpenStreetMap contributors');
    expect(own.ok && own.config.mapTiles).toMatchObject({ origin: null, provider: 'this site' });
  });

  it.each([
    ['http://tiles.example.org/{z}/{x}/{y}.png', /use an https:\/\/ address/],
    ['//tiles.example.org/{z}/{x}/{y}.png', /use an https:\/\/ address/],
    ['https://tiles.example.org/{z}/{x}.png', /the template has no \{y\}/],
    ['https://tiles.example.org/{z}/{x}/{y}.png?style={style}', /\{style\} is not a placeholder/],
    ['https://user:pw@tiles.example.org/{z}/{x}/{y}.png', /remove the user name/],
  ])('refuse %s, naming the variable and the fix', (url, reason) => {
    const result = read(url, '© Example');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { variable: 'VITE_MAP_TILES_URL', message: expect.stringMatching(reason) },
    ]);
    expect(result.problems[0]?.message).toMatch(/leave it empty for OpenStreetMap/);
  });

  it('ask for the credit when the tiles are not OpenStreetMap’s own', () => {
    const result = read('https://tiles.example.org/{z}/{x}/{y}.png');
    expect(!result.ok && result.problems.map((problem) => problem.variable)).toEqual([
      'VITE_MAP_TILES_ATTRIBUTION',
    ]);
  });
});
