import { http, HttpResponse } from 'msw';
import type { HttpHandler, PathParams } from 'msw';
import type { EngineReply, SearchEngine } from '@/engine';

/**
 * Algolia's search API for MSW, answered by the local engine. Every Algolia host is matched
 * (`{app}-dsn.algolia.net`, `{app}.algolia.net`, `{app}-1..3.algolianet.com`), so a client with
 * another app id or key gets the service's own 403 instead of an unhandled request.
 */

interface AlgoliaCredentials {
  appId: string;
  searchKey: string;
}

const HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'];
const HOST_APP_ID = /^(.+?)(?:-dsn)?\.algolia\.net$|^(.+)-[1-3]\.algolianet\.com$/;

function json(body: unknown, status: number): Response {
  return new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function fromReply(reply: EngineReply): Response {
  return json(reply.body, reply.status);
}

/** The browser build sends credentials in the query string, the Node build in headers. */
function credential(request: Request, url: URL, name: string): string | null {
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === name) return value;
  return request.headers.get(name);
}

function isAuthorised(request: Request, credentials: AlgoliaCredentials): boolean {
  const url = new URL(request.url);
  const match = HOST_APP_ID.exec(url.hostname);
  const hostAppId = match?.[1] ?? match?.[2];
  const appId = credential(request, url, 'x-algolia-application-id');
  const expected = credentials.appId.toLowerCase();
  return (
    hostAppId === expected &&
    appId?.toLowerCase() === expected &&
    credential(request, url, 'x-algolia-api-key') === credentials.searchKey
  );
}

/** The body as JSON; Algolia's clients send it as `text/plain` to avoid a CORS preflight. */
async function readJson(request: Request): Promise<{ body: unknown } | { error: Response }> {
  const text = await request.text();
  if (text.trim() === '') return { body: undefined };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { error: json({ message: `Invalid JSON body: ${detail}`, status: 400 }, 400) };
  }
}

function paramOf(params: PathParams, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

/** `attributesToRetrieve` of a GET: a JSON array of strings or a comma-separated list. */
function attributeList(url: URL): { attributes: string[] | undefined } | { error: Response } {
  const value = url.searchParams.get('attributesToRetrieve');
  if (value === null) return { attributes: undefined };
  if (value.trim().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      // Not JSON after all: read it as a comma-separated list below.
    }
    if (Array.isArray(parsed)) {
      // Anything but strings is refused: `String()` of a deeply nested array overflows the stack.
      if (parsed.every((item): item is string => typeof item === 'string')) {
        return { attributes: parsed };
      }
      const message = 'attributesToRetrieve: expected an array of strings';
      return { error: json({ message, status: 400 }, 400) };
    }
  }
  return { attributes: value.split(',').map((item) => item.trim()) };
}

export function createAlgoliaSearchHandlers(
  engine: SearchEngine,
  credentials: AlgoliaCredentials,
): HttpHandler[] {
  const forbidden = () => json({ message: 'Invalid Application-ID or API key', status: 403 }, 403);

  const withBody =
    (answer: (body: unknown, params: PathParams) => EngineReply) =>
    async ({ request, params }: { request: Request; params: PathParams }) => {
      if (!isAuthorised(request, credentials)) return forbidden();
      const parsed = await readJson(request);
      return 'error' in parsed ? parsed.error : fromReply(answer(parsed.body, params));
    };

  return HOSTS.flatMap((host) => [
    http.post(
      `${host}/1/indexes/*/queries`,
      withBody((body) => engine.multipleQueries(body)),
    ),
    http.post(
      `${host}/1/indexes/*/objects`,
      withBody((body) => engine.getObjects(body)),
    ),
    http.post(
      `${host}/1/indexes/:indexName/query`,
      withBody((body, params) => engine.searchIndex(paramOf(params, 'indexName'), body)),
    ),
    http.post(
      `${host}/1/indexes/:indexName/facets/:facetName/query`,
      withBody((body, params) =>
        engine.searchForFacetValues(
          paramOf(params, 'indexName'),
          paramOf(params, 'facetName'),
          body,
        ),
      ),
    ),
    http.get(`${host}/1/indexes/:indexName/:objectID`, ({ request, params }) => {
      if (!isAuthorised(request, credentials)) return forbidden();
      const list = attributeList(new URL(request.url));
      if ('error' in list) return list.error;
      const reply = engine.getObject(
        paramOf(params, 'indexName'),
        paramOf(params, 'objectID'),
        list.attributes,
      );
      return fromReply(reply);
    }),
  ]);
}
