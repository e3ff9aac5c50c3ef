import { badRequest, describeValue } from '../engine-error';
import { assertJsonDepth } from './json-depth';
import { collectParams, requireObject } from './param-reader';
import { readSearchRequest } from './read-search-request';
import type { SearchRequest } from './read-search-request';

/** The request bodies of the multi-index endpoints, checked item by item. */

export interface QueryRequest {
  indexName: string;
  /** Set for `type: "facet"` requests: a search for values of this facet. */
  facet: string | null;
  search: SearchRequest;
}

export interface ObjectRequest {
  indexName: string;
  objectID: string;
  attributesToRetrieve: string[] | undefined;
}

const QUERY_CONTROL_KEYS: ReadonlySet<string> = new Set(['indexName', 'type', 'facet']);

export function readRequestList(body: unknown): unknown[] {
  assertJsonDepth(body, 'body');
  const requests = requireObject(body, 'body').requests;
  if (!Array.isArray(requests)) {
    throw badRequest(`requests: expected an array, got ${describeValue(requests)}`);
  }
  return requests;
}

function readIndexName(request: Record<string, unknown>, where: string): string {
  const name = request.indexName;
  if (typeof name !== 'string' || name === '') {
    throw badRequest(`${where}.indexName: expected a non-empty string, got ${describeValue(name)}`);
  }
  return name;
}

export function readQueryRequest(raw: unknown, position: number): QueryRequest {
  const where = `requests[${position}]`;
  const request = requireObject(raw, where);
  const indexName = readIndexName(request, where);
  const type = request.type ?? 'default';
  if (type !== 'default' && type !== 'facet') {
    throw badRequest(`${where}.type: expected "default" or "facet", got ${describeValue(type)}`);
  }
  const facet = type === 'facet' ? request.facet : null;
  if (facet !== null && (typeof facet !== 'string' || facet === '')) {
    throw badRequest(`${where}.facet: expected a facet name, got ${describeValue(facet)}`);
  }
  return {
    indexName,
    facet,
    search: readSearchRequest(collectParams(request, QUERY_CONTROL_KEYS)),
  };
}

export function readObjectRequest(raw: unknown, position: number): ObjectRequest {
  const where = `requests[${position}]`;
  const request = requireObject(raw, where);
  const { objectID, attributesToRetrieve } = request;
  if (typeof objectID !== 'string') {
    throw badRequest(`${where}.objectID: expected a string, got ${describeValue(objectID)}`);
  }
  const valid =
    attributesToRetrieve === undefined ||
    (Array.isArray(attributesToRetrieve) &&
      attributesToRetrieve.every((item): item is string => typeof item === 'string'));
  if (!valid) {
    throw badRequest(
      `${where}.attributesToRetrieve: expected an array of strings, got ${describeValue(attributesToRetrieve)}`,
    );
  }
  return { indexName: readIndexName(request, where), objectID, attributesToRetrieve };
}

/** The body of a single-index search or facet-value search: parameters and/or `params`. */
export function readIndexBody(body: unknown): SearchRequest {
  assertJsonDepth(body, 'body');
  return readSearchRequest(collectParams(requireObject(body ?? {}, 'body'), new Set()));
}
