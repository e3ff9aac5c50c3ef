import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageKind } from '../../src/entry-server.tsx';

/**
 * The stylesheets a rendered page needs from the start, read from the build's manifest
 * (`build.manifest`, `.vite/manifest.json`). The built index.html links only the entry's
 * stylesheet: the app's and the screen's come with their lazy chunks, so a page drawn before
 * them would change its layout when they land. A rendered page links them in its head (they
 * block its first paint, as the entry's does).
 */

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_FILE = '.vite/manifest.json';

/** The app itself, loaded by the entry once it has started (main.tsx). */
export const APP_MODULE = 'src/start/boot.tsx';

/** Each kind of page's lazy route module (src/app/route-modules.ts). */
export const ROUTE_MODULES: Record<PageKind, string> = {
  home: 'src/features/search/search-route.tsx',
  item: 'src/features/item/item-route.tsx',
  collections: 'src/features/collections/collections-route.tsx',
  collection: 'src/app/collection-route.tsx',
  about: 'src/features/about/about-route.tsx',
  data: 'src/features/open-data/open-data-route.tsx',
  map: 'src/features/search/map/map-route.tsx',
};

export interface PageAssets {
  stylesheets: string[];
}

export function readManifest(dist: string): Manifest {
  const file = join(dist, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the build must write its manifest (build.manifest).`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The stylesheets of `sources` and of every chunk they import, in load order. */
export function chunkAssets(manifest: Manifest, sources: readonly string[]): PageAssets {
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no chunk for ${key}.`);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => stylesheets.add(`/${file}`));
  };
  sources.forEach(visit);
  return { stylesheets: [...stylesheets] };
}

/** What a page of each kind links, past what the built index.html links already. */
export function pageAssets(manifest: Manifest, template: string): (kind: PageKind) => PageAssets {
  // Once per kind of page, not per page: a thousand item pages share one list.
  const byKind = new Map<PageKind, PageAssets>();
  return (kind) => {
    let assets = byKind.get(kind);
    if (!assets) {
      const { stylesheets } = chunkAssets(manifest, [APP_MODULE, ROUTE_MODULES[kind]]);
      assets = { stylesheets: stylesheets.filter((href) => !template.includes(`"${href}"`)) };
      byKind.set(kind, assets);
    }
    return assets;
  };
}
