import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { createRequestHandler, type SearchEngine } from '@/engine';

/**
 * Algolia's search API for MSW: the engine's request handler (src/engine/http/) on every Algolia
 * host (`{app}-dsn.algolia.net`, `{app}.algolia.net`, `{app}-1..3.algolianet.com`), so a client
 * with another app id or key gets the service's own 403 instead of an unhandled request. Only
 * the host is checked here; paths, credentials and bodies are the handler's.
 */

interface AlgoliaCredentials {
  appId: string;
  searchKey: string;
}

const HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'];
const HOST_APP_ID = /^(.+?)(?:-dsn)?\.algolia\.net$|^(.+)-[1-3]\.algolianet\.com$/;

function hostAppId(request: Request): string | undefined {
  const match = HOST_APP_ID.exec(new URL(request.url).hostname);
  return match?.[1] ?? match?.[2];
}

export function createAlgoliaSearchHandlers(
  engine: SearchEngine,
  credentials: AlgoliaCredentials,
): HttpHandler[] {
  const handle = createRequestHandler(engine, {
    appId: credentials.appId,
    apiKey: credentials.searchKey,
  });
  const expectedHost = credentials.appId.toLowerCase();
  return HOSTS.map((host) =>
    http.all(`${host}/1/*`, async ({ request }) => {
      if (request.method !== 'OPTIONS' && hostAppId(request) !== expectedHost) {
        return HttpResponse.json(
          { message: 'Invalid Application-ID or API key', status: 403 },
          { status: 403 },
        );
      }
      // A path the service does not have stays unhandled, so a test that sends one fails.
      return (await handle(request)) ?? undefined;
    }),
  );
}
