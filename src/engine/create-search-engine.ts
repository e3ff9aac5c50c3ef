import { browseIndex } from './browse';
import { Corpus } from './corpus';
import { EngineRequestError, notFound } from './engine-error';
import {
  readIndexBody,
  readObjectRequest,
  readQueryRequest,
  readRequestList,
} from './params/read-bodies';
import { prepareIndex } from './prepared-index';
import type { PreparedIndex } from './prepared-index';
import { retrieveAttributes } from './retrieve-attributes';
import { searchAnswer } from './run-search';
import { searchFacetValues } from './search-facet-values';
import type { SearchRequest } from './params/read-search-request';
import type { EngineIndex, EngineOptions, EngineRecord, EngineReply, SearchEngine } from './types';

export type { EngineIndex, EngineOptions, EngineRecord, EngineReply, SearchEngine } from './types';

/**
 * A local stand-in for Algolia's search API over in-memory records, answering the requests the
 * real `algoliasearch` client sends with the bodies Algolia would return. Bad input never throws:
 * it becomes the 400 or 404 reply Algolia would give.
 */

function reply(run: () => unknown): EngineReply {
  try {
    return { status: 200, body: run() };
  } catch (error) {
    if (!(error instanceof EngineRequestError)) throw error;
    return { status: error.status, body: { message: error.message, status: error.status } };
  }
}

function findObject(
  index: PreparedIndex,
  objectID: string,
  attributes: readonly string[] | undefined,
): Record<string, unknown> | null {
  const position = index.corpus.positions.get(objectID);
  const record = position === undefined ? undefined : index.corpus.records[position];
  if (!record) return null;
  const unretrievable = index.settings.raw.unretrievableAttributes ?? [];
  return retrieveAttributes(record, attributes ?? ['*'], unretrievable);
}

/** Names each unsupported parameter the first time a request carries it, then never again. */
function ignoredParameterNotice(
  onIgnoredParameter: ((name: string) => void) | undefined,
): (request: SearchRequest) => SearchRequest {
  const named = new Set<string>();
  return (request) => {
    if (!onIgnoredParameter) return request;
    for (const name of request.ignored) {
      if (named.has(name)) continue;
      named.add(name);
      onIgnoredParameter(name);
    }
    return request;
  };
}

export function createSearchEngine(
  indices: EngineIndex[],
  { onIgnoredParameter }: EngineOptions = {},
): SearchEngine {
  const noted = ignoredParameterNotice(onIgnoredParameter);
  const corpora = new Map<readonly EngineRecord[], Corpus>();
  const prepared = new Map<string, PreparedIndex>();
  for (const index of indices) {
    let corpus = corpora.get(index.records);
    if (!corpus) {
      corpus = new Corpus(index.records);
      corpora.set(index.records, corpus);
    }
    prepared.set(index.indexName, prepareIndex(index, corpus));
  }

  // Algolia names a replica's primary in the replica's settings (`primary`).
  const primaries = new Map<string, string>();
  for (const index of indices) {
    for (const replica of index.settings.replicas ?? []) {
      primaries.set(replica.replace(/^virtual\((.+)\)$/, '$1'), index.indexName);
    }
  }

  const find = (name: string): PreparedIndex => {
    const index = prepared.get(name);
    if (!index) throw notFound('Index does not exist');
    return index;
  };

  return {
    multipleQueries: (body) =>
      reply(() => ({
        results: readRequestList(body).map((raw, position) => {
          const { indexName, facet, search } = readQueryRequest(raw, position);
          const index = find(indexName);
          return facet === null
            ? searchAnswer(index, noted(search))
            : searchFacetValues(index, facet, noted(search));
        }),
      })),

    searchIndex: (indexName, body) =>
      reply(() => searchAnswer(find(indexName), noted(readIndexBody(body)))),

    searchForFacetValues: (indexName, facet, body) =>
      reply(() => searchFacetValues(find(indexName), facet, noted(readIndexBody(body)))),

    getObject: (indexName, objectID, attributesToRetrieve) =>
      reply(() => {
        const object = findObject(find(indexName), objectID, attributesToRetrieve);
        if (!object) throw notFound('ObjectID does not exist');
        return object;
      }),

    getObjects: (body) =>
      reply(() => ({
        results: readRequestList(body).map((raw, position) => {
          const { indexName, objectID, attributesToRetrieve } = readObjectRequest(raw, position);
          return findObject(find(indexName), objectID, attributesToRetrieve);
        }),
      })),

    browse: (indexName, body) => reply(() => browseIndex(find(indexName), body)),

    getSettings: (indexName) =>
      reply(() => {
        const primary = primaries.get(indexName);
        return { ...find(indexName).settings.raw, ...(primary !== undefined && { primary }) };
      }),
  };
}
