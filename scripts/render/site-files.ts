import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CollectionConfig } from '../../src/config/site-schema.ts';
import type { MetaItem } from '../../src/services/page-meta/page-meta-types.ts';
import { buildRobotsTxt, buildSitemaps } from '../../src/services/page-meta/sitemap.ts';
import { readIdManifest } from '../ingest/id-manifest-file.ts';
import { retiredUrls } from '../ingest/id-manifest.ts';
import { writeHostFiles } from '../urls/write-host-files.ts';

/**
 * The site's files beside its pages: `sitemap.xml` (with each item's picture; withdrawn items
 * left out) and `robots.txt` pointing to it, and what keeps retired item addresses working
 * (`_redirects`, the moved and withdrawn pages: decision 039) when the ingest's id manifest is
 * there.
 */
export interface SiteFilesOptions {
  dist: string;
  siteUrl: string;
  archiveName: string;
  records: Iterable<MetaItem>;
  collections: readonly Pick<CollectionConfig, 'slug'>[];
  /** The ingest's `item-ids.json`; a missing file means no item was ever retired. */
  idsFile: string;
}

export async function writeSiteFiles(options: SiteFilesOptions): Promise<string[]> {
  // No manifest reads as an empty one: nothing was ever retired.
  const manifest = await readIdManifest(options.idsFile);
  const withdrawn = retiredUrls(manifest).flatMap((fate) =>
    fate.kind === 'withdrawn' ? [fate.id] : [],
  );
  const files = [
    ...buildSitemaps({
      siteUrl: options.siteUrl,
      items: options.records,
      collections: options.collections,
      withdrawn,
    }).map(({ path, xml }) => ({ path, text: xml })),
    { path: 'robots.txt', text: buildRobotsTxt(options.siteUrl) },
  ];
  for (const { path, text } of files) {
    await mkdir(dirname(join(options.dist, path)), { recursive: true });
    await writeFile(join(options.dist, path), text);
  }
  const hosts = await writeHostFiles({
    ids: options.idsFile,
    out: options.dist,
    siteUrl: options.siteUrl,
    archiveName: options.archiveName,
  });
  return [...files.map(({ path }) => path), ...(hosts.kind === 'written' ? hosts.paths : [])];
}
