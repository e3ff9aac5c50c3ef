import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createRequestHandler,
  createSearchEngine,
  type EngineIndex,
  type ServiceCredentials,
} from '../../src/engine/index.ts';
import type { InsightsEvent } from '../../src/mocks/insights-events.ts';
import { createEventsEndpoint } from './events-endpoint.ts';
import { sendResponse, toFetchRequest } from './node-bridge.ts';
import type { ServeLog } from './serve-log.ts';
import { ServeError } from './serve-error.ts';

/** The engine behind a node:http server: the search API's paths, then the Insights API's. */

export interface EngineServer {
  /** `http://HOST:PORT`, with the port actually bound (for `--port 0`). */
  url: string;
  port: number;
  events: readonly InsightsEvent[];
  close(): Promise<void>;
}

export interface ServerOptions {
  indices: EngineIndex[];
  credentials: ServiceCredentials;
  host: string;
  port: number;
  log: ServeLog;
}

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function notServed(method: string, path: string): Response {
  const message = `${method} ${path} is not served by the local engine`;
  return new Response(JSON.stringify({ message, status: 404 }), {
    status: 404,
    headers: {
      'access-control-allow-origin': '*',
      'content-type': 'application/json; charset=utf-8',
    },
  });
}

function createEngine(indices: EngineIndex[], log: ServeLog) {
  try {
    return createSearchEngine(indices, { onIgnoredParameter: log.logIgnoredParameter });
  } catch (error) {
    throw new ServeError(`the index settings are not usable: ${(error as Error).message}`);
  }
}

export async function startEngineServer(options: ServerOptions): Promise<EngineServer> {
  const { log } = options;
  const search = createRequestHandler(createEngine(options.indices, log), options.credentials);
  const insights = createEventsEndpoint(options.credentials, (event) => log.event(event));
  const origin = `http://${hostInUrl(options.host)}`;

  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    void (async () => {
      const request = await toFetchRequest(incoming, origin);
      const path = new URL(request.url).pathname;
      const response =
        (await search(request)) ??
        (await insights.handle(request)) ??
        notServed(request.method, path);
      await sendResponse(incoming, outgoing, response);
      log.request(request.method, path, response.status, performance.now() - started);
    })().catch((error: unknown) => {
      // A fault of ours, not of the request: say so, as the service's 500 does, and keep serving.
      const message = error instanceof Error ? error.message : String(error);
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      }
      outgoing.end(JSON.stringify({ message: `Internal error: ${message}`, status: 500 }));
      log.request(
        incoming.method ?? 'GET',
        incoming.url?.split('?')[0] ?? '/',
        500,
        performance.now() - started,
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${options.host}:${options.port}`;
      if (error.code === 'EADDRINUSE') {
        reject(
          new ServeError(
            `port ${options.port} on ${options.host} is already in use: stop what uses it or pass --port N`,
          ),
        );
      } else {
        reject(new ServeError(`cannot listen on ${where}: ${error.message}`));
      }
    });
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `${origin}:${port}`,
    port,
    events: insights.events,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
