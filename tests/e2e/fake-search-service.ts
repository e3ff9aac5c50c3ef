import type { BrowserContext, Route } from '@playwright/test';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import {
  createSearchEngine,
  type EngineRecord,
  type SearchEngine,
} from '../../src/engine/index.ts';
import { allIndexSettings } from '../../src/services/search/index-settings.ts';
import { REAL_MODE_ENV, REAL_MODE_SEARCH_HOSTS } from './real-mode-build.ts';

/** How the search service misbehaves in the failure matrix (docs/reliability.md). */
export type ServiceFailure =
  | '400'
  | '403'
  | '404'
  | '429'
  | '500'
  | '503 HTML page'
  | 'malformed JSON'
  | 'no answer'
  | 'connection reset';

/** What Algolia says in each case, as its API would. */
const SERVICE_MESSAGES: Record<number, string> = {
  400: 'Invalid syntax for filter: objectID:"kite" AND (',
  403: 'Invalid Application-ID or API key',
  404: `Index ${REAL_MODE_ENV.VITE_ALGOLIA_INDEX} does not exist`,
  429: 'Too many requests',
  500: 'Internal error',
};

/** The browser reads a cross-origin answer only with this, as Algolia sends it. */
const CORS = { 'access-control-allow-origin': '*' };

function createDemoIndex(): SearchEngine {
  const records = demoRecords as unknown as readonly EngineRecord[];
  return createSearchEngine(
    allIndexSettings(REAL_MODE_ENV.VITE_ALGOLIA_INDEX).map(({ indexName, settings }) => ({
      indexName,
      settings,
      records,
    })),
  );
}

/**
 * Algolia's search hosts for the real-mode build, answered inside the test: the demo collection
 * through the mock engine while healthy, or the failure the journey sets.
 */
export class FakeSearchService {
  /** Every request that reached the service: its host and when (ms since the epoch). */
  readonly requests: { host: string; at: number }[] = [];
  private failure: ServiceFailure | null = null;
  private offline = false;
  private delayMs = 0;
  private readonly unanswered: Route[] = [];
  private readonly engine = createDemoIndex();

  static async install(context: BrowserContext): Promise<FakeSearchService> {
    const service = new FakeSearchService();
    await context.route(REAL_MODE_SEARCH_HOSTS, (route) => service.answer(route));
    return service;
  }

  fail(failure: ServiceFailure): void {
    this.failure = failure;
  }

  /**
   * With the browser offline (context.setOffline): routed requests still reach the route, so
   * they fail here as Chromium fails any other request then.
   */
  goOffline(): void {
    this.offline = true;
  }

  /** Healthy, but every answer takes `ms`. */
  slowDown(ms: number): void {
    this.delayMs = ms;
  }

  recover(): void {
    this.failure = null;
    this.offline = false;
    this.delayMs = 0;
    // The client gave up on these long ago; close them so nothing is left hanging.
    for (const route of this.unanswered.splice(0)) void route.abort().catch(() => {});
  }

  private async answer(route: Route): Promise<void> {
    this.requests.push({ host: new URL(route.request().url()).hostname, at: Date.now() });
    if (this.offline) return route.abort('internetdisconnected');
    const failure = this.failure;
    if (failure === null) {
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      return this.search(route);
    }
    switch (failure) {
      case 'no answer':
        this.unanswered.push(route);
        return;
      case 'connection reset':
        return route.abort('connectionreset');
      case 'malformed JSON':
        return route.fulfill({
          status: 200,
          headers: CORS,
          contentType: 'application/json; charset=utf-8',
          body: '{"results":[{"hits":',
        });
      case '503 HTML page':
        return route.fulfill({
          status: 503,
          headers: CORS,
          contentType: 'text/html',
          body: '<html><body><h1>503 Service Unavailable</h1><p>No server is available.</p></body></html>',
        });
      default: {
        const status = Number(failure);
        return route.fulfill({
          status,
          headers: { ...CORS, ...(status === 429 ? { 'retry-after': '60' } : {}) },
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ message: SERVICE_MESSAGES[status], status }),
        });
      }
    }
  }

  private search(route: Route): Promise<void> {
    const reply = this.engine.multipleQueries(route.request().postDataJSON() as unknown);
    return route.fulfill({
      status: reply.status,
      headers: CORS,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(reply.body),
    });
  }
}

export const SERVICE_MESSAGE_400 = SERVICE_MESSAGES[400] ?? '';
