/**
 * Where the maps' tiles come from (VITE_MAP_TILES_URL, VITE_MAP_TILES_ATTRIBUTION). Read by
 * readConfig for the app and by the build's security policy, which allows exactly this origin.
 */

export interface MapTilesConfig {
  /** An XYZ template for Leaflet: `{z}`, `{x}`, `{y}`, optionally `{s}` (a, b, c) and `{r}`. */
  url: string;
  /** The credit the provider requires, as HTML (Leaflet's attribution control). */
  attribution: string;
  /** Named in "Show map tiles from …" and on the about page. */
  provider: string;
  /**
   * The tile host for the security policy, `https://*.example.org` when the template has `{s}`;
   * null when the tiles come from this site (a path like `/tiles/{z}/{x}/{y}.png`). A host other
   * than the site's own is a third party: no tile is asked of it before the visitor agrees.
   */
  origin: string | null;
}

export const OSM_TILES: MapTilesConfig = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  provider: 'OpenStreetMap',
  origin: 'https://tile.openstreetmap.org',
};

export interface MapTilesVariables {
  VITE_MAP_TILES_URL?: string | undefined;
  VITE_MAP_TILES_ATTRIBUTION?: string | undefined;
}

interface Problem {
  variable: string;
  message: string;
}

const PLACEHOLDERS = new Set(['z', 'x', 'y', 's', 'r']);
const HOST = /^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

function providerName(hostname: string): string {
  return /(^|\.)openstreetmap\.org$/.test(hostname) ? 'OpenStreetMap' : hostname;
}

/** The template's origin (null: this site), or why it cannot be a tile template. */
function readTemplate(url: string): { origin: string | null; provider: string } | string {
  for (const name of ['{z}', '{x}', '{y}'])
    if (!url.includes(name)) return `the template has no ${name}`;
  const unknown = [...url.matchAll(/\{([^}]*)\}/g)].find(
    ([, name]) => !PLACEHOLDERS.has(name ?? ''),
  );
  if (unknown)
    return `${unknown[0]} is not a placeholder Leaflet fills in ({z}, {x}, {y}, {s}, {r})`;
  if (url.startsWith('/') && !url.startsWith('//')) return { origin: null, provider: 'this site' };
  const match = /^https:\/\/([^/?#]+)\//.exec(url);
  if (!match) return 'use an https:// address, or a path on this site starting with /';
  const host = (match[1] ?? '').replace('{s}', '*').toLowerCase();
  if (host.includes('@')) return 'remove the user name and password from the address';
  if (!HOST.test(host)) return `"${match[1]}" is not a host name`;
  return { origin: `https://${host}`, provider: providerName(host.replace(/^\*\./, '')) };
}

/** Blank: OpenStreetMap's standard tiles. A template of one's own needs its credit too. */
export function readMapTilesConfig(raw: MapTilesVariables): {
  tiles: MapTilesConfig;
  problems: Problem[];
} {
  const url = raw.VITE_MAP_TILES_URL?.trim() ?? '';
  const attribution = raw.VITE_MAP_TILES_ATTRIBUTION?.trim() ?? '';
  if (url === '' || url === OSM_TILES.url)
    return {
      tiles: { ...OSM_TILES, attribution: attribution || OSM_TILES.attribution },
      problems: [],
    };
  const read = readTemplate(url);
  const problems: Problem[] = [];
  if (typeof read === 'string') {
    problems.push({
      variable: 'VITE_MAP_TILES_URL',
      message:
        `is not a tile address: ${read}. Use a template like ` +
        'https://tiles.example.org/{z}/{x}/{y}.png, or leave it empty for OpenStreetMap.',
    });
  }
  if (attribution === '') {
    problems.push({
      variable: 'VITE_MAP_TILES_ATTRIBUTION',
      message:
        'is not set: tiles of your own need the credit their provider requires, such as ' +
        '"© OpenStreetMap contributors".',
    });
  }
  if (typeof read === 'string' || problems.length > 0) return { tiles: OSM_TILES, problems };
  return { tiles: { url, attribution, ...read }, problems };
}
