import type { EngineReply, SearchEngine } from '../types';
import { FORBIDDEN_MESSAGE, errorResponse, preflightResponse, replyResponse } from './http-reply';
import { attributeList, credentialOf, queryParams, readJsonBody } from './read-request';

/**
 * Algolia's search REST API over the Fetch API's Request and Response, so one implementation
 * serves MSW in the browser and in tests, `npm run engine:serve` and the benchmarks' hosts. It
 * answers the paths the clients and InstantSearch use and returns null for any other, so the
 * caller decides what an unknown path gets.
 */

export interface ServiceCredentials {
  appId: string;
  /** The one key the stand-in accepts (it may read everything the engine answers). */
  apiKey: string;
}

/** `'any'`: credentials are not checked (a stand-in that only the test's own browser reaches). */
export type HandlerCredentials = ServiceCredentials | 'any';

export type RequestHandler = (request: Request) => Promise<Response | null>;

type Answer = (request: Request, url: URL) => Promise<Response>;

function withBody(answer: (body: unknown) => EngineReply): Answer {
  return async (request) => {
    const parsed = await readJsonBody(request);
    return 'error' in parsed ? parsed.error : replyResponse(answer(parsed.body));
  };
}

const MULTI_INDEX = new Set(['*', '%2A', '%2a']);

/** The answer for `method` on the path below `/1/indexes/`, or null when it is not served. */
function routeOf(engine: SearchEngine, method: string, path: readonly string[]): Answer | null {
  const [first = '', second, third, fourth] = path;
  if (MULTI_INDEX.has(first) && path.length === 2 && method === 'POST') {
    if (second === 'queries') return withBody((body) => engine.multipleQueries(body));
    if (second === 'objects') return withBody((body) => engine.getObjects(body));
    return null;
  }
  const index = decodeURIComponent(first);
  if (path.length === 4 && second === 'facets' && fourth === 'query' && method === 'POST') {
    const facet = decodeURIComponent(third ?? '');
    return withBody((body) => engine.searchForFacetValues(index, facet, body));
  }
  if (path.length !== 2 || second === undefined) return null;
  if (second === 'query' && method === 'POST') {
    return withBody((body) => engine.searchIndex(index, body));
  }
  if (second === 'browse' && method === 'POST') {
    return withBody((body) => engine.browse(index, body));
  }
  if (method !== 'GET') return null;
  if (second === 'browse') {
    return async (_request, url) =>
      replyResponse(engine.browse(index, { params: queryParams(url) }));
  }
  if (second === 'settings') return async () => replyResponse(engine.getSettings(index));
  const objectID = decodeURIComponent(second);
  return async (_request, url) => {
    const list = attributeList(url);
    if ('error' in list) return list.error;
    return replyResponse(engine.getObject(index, objectID, list.attributes));
  };
}

function findRoute(engine: SearchEngine, method: string, url: URL): Answer | null {
  const segments = url.pathname.split('/');
  if (segments[0] !== '' || segments[1] !== '1' || segments[2] !== 'indexes') return null;
  try {
    return routeOf(engine, method, segments.slice(3));
  } catch {
    // A path segment that is not valid percent-encoding names no index or record.
    return async () => errorResponse(400, `Invalid path: ${url.pathname}`);
  }
}

function isAuthorised(request: Request, url: URL, credentials: HandlerCredentials): boolean {
  if (credentials === 'any') return true;
  const appId = credentialOf(request, url, 'x-algolia-application-id');
  return (
    appId?.toLowerCase() === credentials.appId.toLowerCase() &&
    credentialOf(request, url, 'x-algolia-api-key') === credentials.apiKey
  );
}

export function createRequestHandler(
  engine: SearchEngine,
  credentials: HandlerCredentials,
): RequestHandler {
  return async (request) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS') {
      // A preflight asks about the method the request will use, and carries no credentials.
      const asked = request.headers.get('access-control-request-method')?.toUpperCase();
      const served = (asked ? [asked] : ['GET', 'POST']).some((m) => findRoute(engine, m, url));
      return served ? preflightResponse() : null;
    }
    const answer = findRoute(engine, method, url);
    if (!answer) return null;
    if (!isAuthorised(request, url, credentials)) return errorResponse(403, FORBIDDEN_MESSAGE);
    return answer(request, url);
  };
}
