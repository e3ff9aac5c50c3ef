import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * A 1×1 fully transparent RGBA PNG (68 bytes). Leaflet stretches it over the 256 px tile, so the
 * map's own world outline shows through and mock mode never reaches the tile server.
 */
const TRANSPARENT_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII=';

export const TRANSPARENT_TILE = Uint8Array.from(atob(TRANSPARENT_PNG_BASE64), (char) =>
  char.charCodeAt(0),
);

/** OpenStreetMap's tile host, with and without the legacy a/b/c subdomains. */
export const MAP_TILE_URLS = [
  'https://tile.openstreetmap.org/*',
  'https://*.tile.openstreetmap.org/*',
] as const;

/** An XYZ template as an MSW URL pattern: each placeholder a wildcard, the query left out. */
export function tileUrlPattern(template: string): string {
  return template.split('?')[0]?.replace(/\{[a-z]\}/g, '*') ?? template;
}

/**
 * Map tile requests answered locally in mock mode and tests: OpenStreetMap's, and those of the
 * configured template (VITE_MAP_TILES_URL) when it is another, so none leaves the machine.
 */
export function createMapTileHandlers(configuredTemplate?: string): HttpHandler[] {
  const patterns: string[] = [...MAP_TILE_URLS];
  if (configuredTemplate && !/tile\.openstreetmap\.org\//.test(configuredTemplate))
    patterns.push(tileUrlPattern(configuredTemplate));
  return patterns.map((url) =>
    http.get(
      url,
      () =>
        new HttpResponse(TRANSPARENT_TILE, {
          headers: { 'content-type': 'image/png' },
        }),
    ),
  );
}
