import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The map's lazy chunks in a build with a manifest (`vite build --manifest`): the map screen's
 * route beyond the first load of `/` (entry and search route), and what the map facade loads
 * when the map mounts (Leaflet, the cluster index, the world outline, their CSS), gzip level 9
 * as check:bundle measures.
 */

/** What each map chunk holds, told by names minification keeps. */
const LIBRARY_MARKERS: Record<string, RegExp> = {
  Leaflet: /_leaflet_id/,
  Supercluster: /getClusterExpansionZoom/,
  'world-atlas': /"arcs"|\barcs:/,
  'topojson-client': /\.transform\b.*\.arcs|arcs\.map/,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Manifest keys reachable from `roots`: static imports, and dynamic ones too if asked. */
function reachable(manifest: Manifest, roots: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const keyEnding = (manifest: Manifest, ending: string) =>
  Object.keys(manifest).find((key) => key.endsWith(ending));

export interface ChunkSize {
  file: string;
  label: string;
  gzip: number;
}

function chunkSizes(outDir: string, manifest: Manifest, keys: Iterable<string>): ChunkSize[] {
  const files = new Map<string, string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.set(chunk.file, chunk.src ?? chunk.name ?? key);
    for (const css of chunk.css ?? []) files.set(css, `${chunk.src ?? chunk.name ?? key} (CSS)`);
  }
  return [...files].map(([file, label]) => {
    const content = readFileSync(join(outDir, file));
    const text = content.toString('utf8');
    const holds = Object.keys(LIBRARY_MARKERS).filter((name) => LIBRARY_MARKERS[name]?.test(text));
    return {
      file,
      label: holds.length > 0 ? `${label}; holds ${holds.join(', ')}` : label,
      gzip: gzipSync(content, { level: 9 }).length,
    };
  });
}

export interface MapChunks {
  screen: ChunkSize[];
  library: ChunkSize[];
}

/** The map screen's route chunks beyond the first load of `/`, and the map library's. */
function mapChunks(outDir: string): MapChunks | null {
  const path = join(outDir, '.vite/manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const searchRoute = keyEnding(manifest, 'features/search/search-route.tsx');
  const mapRoute = keyEnding(manifest, 'features/search/map/map-route.tsx');
  const facades = ['services/maps/leaflet-results-map.ts', 'services/maps/world-outline.ts']
    .map((ending) => keyEnding(manifest, ending))
    .filter((key): key is string => key !== undefined);
  if (!entry || !searchRoute || !mapRoute) return null;
  const firstLoad = reachable(manifest, [entry, searchRoute], false);
  const screen = [...reachable(manifest, [mapRoute], false)].filter((key) => !firstLoad.has(key));
  const library = [...reachable(manifest, facades, true)].filter(
    (key) => !firstLoad.has(key) && !screen.includes(key),
  );
  return {
    screen: chunkSizes(outDir, manifest, screen),
    library: chunkSizes(outDir, manifest, library),
  };
}

export function printMapChunks(outDir: string): void {
  const chunks = mapChunks(outDir);
  if (!chunks) {
    console.log(
      `Map chunks: no manifest with the map route in ${outDir} (build without --skip-build).`,
    );
    return;
  }
  const print = (title: string, list: ChunkSize[]) => {
    const total = list.reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(`${title}: ${kb(total)} gzip`);
    for (const chunk of list.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}  (${chunk.label})`);
  };
  print('Map screen chunks beyond the first load of /', chunks.screen);
  print('Map library chunks (loaded when the map mounts)', chunks.library);
  const total = [...chunks.screen, ...chunks.library].reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`The map beyond the first load of /, in all: ${kb(total)} gzip`);
}
