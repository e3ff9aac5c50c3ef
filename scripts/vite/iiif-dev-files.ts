import { readFile } from 'node:fs/promises';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';
import { collections } from '../../src/config/site-collections.ts';
import { site } from '../../src/config/site.ts';
import type { ItemRecord } from '../../src/types/item.ts';
import { engineQueryMatcher } from '../render/engine-requester.ts';
import { iiifFiles } from '../render/iiif-files.ts';
import { DEMO_RECORDS_FILE } from './site-config-plugin.ts';

/**
 * The IIIF resources of the demo as the build writes them (docs/iiif.md), for the dev server: the
 * records read at each request, so an edited record shows at once; `siteUrl` is the address the
 * dev server was asked at. Loaded by the dev server itself (iiif-dev-plugin.ts), not by the config.
 */
export async function devIiifFiles(
  siteUrl: string,
  recordsFile = DEMO_RECORDS_FILE,
): Promise<Map<string, unknown>> {
  const records = JSON.parse(await readFile(recordsFile, 'utf8')) as ItemRecord[];
  return iiifFiles({
    site: { siteUrl, archiveName: site.archiveName, description: site.description },
    records,
    collections,
    matchQuery: engineQueryMatcher(recordsFile, MOCK_ALGOLIA.indexName),
  });
}
