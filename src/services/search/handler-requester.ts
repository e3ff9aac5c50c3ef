import type { SearchRequester } from './search-client';

/** A handler of the search service's HTTP API over the Fetch API (the local engine's). */
export type FetchHandler = (request: Request) => Promise<Response | null>;

/**
 * The search client's requester over a fetch handler in the same process: when pages are built
 * in Node, the real `algoliasearch` client (its request building, hosts, headers and response
 * reading) talks to the local engine with no network and no service worker (decision 038).
 * A path the handler does not serve answers 404, as the service would.
 */
export function requesterFromHandler(handle: FetchHandler): SearchRequester {
  return {
    async send({ url, method, headers, data }) {
      const request = new Request(url, {
        method,
        headers,
        // A compressed body (Uint8Array) is never sent: the lite client compresses nothing.
        ...(data !== undefined && method !== 'GET' && { body: data as BodyInit }),
      });
      const response = await handle(request);
      if (!response) {
        return {
          status: 404,
          content: JSON.stringify({ message: `No such path: ${new URL(url).pathname}` }),
          isTimedOut: false,
        };
      }
      return { status: response.status, content: await response.text(), isTimedOut: false };
    },
  };
}
