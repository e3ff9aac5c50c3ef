import { readFileSync } from 'node:fs';
import { createRequestHandler, createSearchEngine } from '../../src/engine/index.ts';
import { requesterFromHandler } from '../../src/services/search/handler-requester.ts';
import type { SearchRequester } from '../../src/services/search/search-client.ts';
import { loadIndices } from '../engine-serve/load-indices.ts';

/**
 * The search client's requester while pages are built: the local engine over the records file,
 * in this process (no network, no browser; decision 038). The records meet the archive's schema
 * (engine:serve's loader checks them and names the first bad one).
 */
export function engineRequester(recordsFile: string, indexName: string): SearchRequester {
  const engine = createSearchEngine(
    loadIndices({ records: recordsFile, settings: null, index: indexName }),
  );
  // The build's own client sends the build's credentials; no one else reaches this handler.
  return requesterFromHandler(createRequestHandler(engine, 'any'));
}

/** The objectIDs of the records file, in its order. */
export function readRecordIds(recordsFile: string): string[] {
  const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as { objectID: string }[];
  return records.map((record) => record.objectID);
}
