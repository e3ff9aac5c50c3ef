import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { vi } from 'vitest';
import { server } from '@/mocks/node';

/**
 * The search service failing in each of the ways docs/reliability.md lists, for component
 * tests. Each answer goes to every Algolia host, so the client's fallback fails the same way.
 */
const SEARCH_ENDPOINTS = [
  'https://*-dsn.algolia.net/1/indexes/*/queries',
  'https://*.algolianet.com/1/indexes/*/queries',
];

export const failures = {
  status: (status: number, message: string) => () =>
    HttpResponse.json({ message, status }, { status }),
  htmlPage: (status: number) => () =>
    new HttpResponse(`<html><body><h1>${status} Service Unavailable</h1></body></html>`, {
      status,
      headers: { 'content-type': 'text/html' },
    }),
  malformedJson: () => () =>
    new HttpResponse('{"results":[{"hits":', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  connectionReset: () => () => HttpResponse.error(),
  noAnswer: () => () => delay('infinite'),
  /** Answers normally (the regular handlers), only late. */
  slow: (ms: number) => async () => {
    await delay(ms);
  },
} satisfies Record<string, (...args: never[]) => HttpResponseResolver>;

/** Sends every search to `answer`; returns the hosts the requests reached, in order. */
export function answerSearchesWith(answer: HttpResponseResolver): string[] {
  const hosts: string[] = [];
  server.use(
    ...SEARCH_ENDPOINTS.map((endpoint) =>
      http.post(endpoint, (info) => {
        hosts.push(new URL(info.request.url).hostname);
        return answer(info);
      }),
    ),
  );
  return hosts;
}

/** The browser says it is offline until the returned function brings it back online. */
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => {
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
  };
}

/** What the console received: failures are reported there (and only there) with the service's words. */
export function watchConsoleErrors(): () => string[] {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => spy.mock.calls.map((call) => call.map(String).join(' '));
}
