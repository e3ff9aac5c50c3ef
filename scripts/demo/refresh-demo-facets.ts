import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ItemRecord } from '../../src/types/item.ts';
import { writeRecords } from '../ingest/records-file.ts';
import { withFacetFields } from './demo-facets.ts';
import { DEMO, REPO_ROOT } from './demo-config.ts';

/**
 * Brings the committed demo records up to the facet fields ingest now writes, without re-encoding
 * the media: `npx tsx scripts/demo/refresh-demo-facets.ts`. `npm run demo:media` gives the same.
 */
const path = join(REPO_ROOT, DEMO.records);
const records = JSON.parse(await readFile(path, 'utf8')) as ItemRecord[];
await writeRecords(path, records.map(withFacetFields));
console.log(`refreshed the facet fields of ${records.length} records in ${DEMO.records}`);
