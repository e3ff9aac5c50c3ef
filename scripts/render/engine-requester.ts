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
  const engine = openEngine(recordsFile, indexName);
  // The build's own client sends the build's credentials; no one else reaches this handler.
  return requesterFromHandler(createRequestHandler(engine, 'any'));
}

function openEngine(recordsFile: string, indexName: string) {
  return createSearchEngine(
    loadIndices({ records: recordsFile, settings: null, index: indexName }),
  );
}

/** The objectIDs of every record a query finds, as the search finds them for a visitor. */
export function engineQueryMatcher(
  recordsFile: string,
  indexName: string,
): (query: string) => Set<string> {
  const engine = openEngine(recordsFile, indexName);
  return (query) => {
    const found = new Set<string>();
    for (let page = 0; ; page += 1) {
      const reply = engine.searchIndex(indexName, {
        query,
        page,
        hitsPerPage: 1000,
        attributesToRetrieve: ['objectID'],
        attributesToHighlight: [],
      });
      if (reply.status !== 200)
        throw new Error(`The search for "${query}" failed (${reply.status}).`);
      const body = reply.body as { hits: { objectID: string }[]; nbPages: number };
      for (const hit of body.hits) found.add(hit.objectID);
      if (page + 1 >= body.nbPages) return found;
    }
  };
}

/** The objectIDs of the records file, in its order. */
export function readRecordIds(recordsFile: string): string[] {
  const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as { objectID: string }[];
  return records.map((record) => record.objectID);
}
