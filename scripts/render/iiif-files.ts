import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CollectionConfig } from '../../src/config/site-schema.ts';
import type { ItemRecord } from '../../src/types/item.ts';
import { iiifManifestPath } from '../../src/services/page-meta/iiif-manifest-path.ts';
import { iiifCollections, type QueryMatcher } from './iiif-collections.ts';
import { itemManifest } from './iiif-manifest.ts';
import type { IiifSite } from './iiif-values.ts';
import { FILE_SAFE_ID } from '../vite/app-paths.ts';

/**
 * Writes the site's IIIF Presentation 3.0 resources into a build (docs/iiif.md, decision 049):
 * `iiif/<objectID>/manifest.json` for every item with a page (an objectID that is a plain file
 * name, as for the item pages), `iiif/collections/<slug>.json` for every
 * collection and `iiif/collection.json` for the archive. Returns the paths written.
 */
export interface IiifOptions {
  dist: string;
  site: IiifSite;
  records: readonly ItemRecord[];
  collections: readonly CollectionConfig[];
  matchQuery: QueryMatcher;
}

/** Every IIIF resource of the site by its path under the site (the dev server serves these). */
export function iiifFiles(options: Omit<IiifOptions, 'dist'>): Map<string, unknown> {
  const records = options.records.filter((record) => FILE_SAFE_ID.test(record.objectID));
  const manifests = new Map(
    records.map((record) => [record.objectID, itemManifest(record, options.site)]),
  );
  return new Map<string, unknown>([
    ...records.map(
      (record) => [iiifManifestPath(record.objectID), manifests.get(record.objectID)] as const,
    ),
    ...iiifCollections({ ...options, records, manifests }),
  ]);
}

export async function writeIiif(options: IiifOptions): Promise<string[]> {
  const files = iiifFiles(options);
  for (const [path, json] of files) {
    const file = join(options.dist, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(json)}\n`);
  }
  return [...files.keys()];
}
