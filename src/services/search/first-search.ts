import { nextTask } from '@/components/ui/next-task';
import { searchHostOrigin } from '@/config/algolia-hosts';
import type { AlgoliaConfig } from '@/config/env';
import {
  GRID_ATTRIBUTES_TO_HIGHLIGHT,
  GRID_ATTRIBUTES_TO_RETRIEVE,
  GRID_ATTRIBUTES_TO_SNIPPET,
} from './grid-attributes';
import { HITS_PER_PAGE, replicaIndexName } from './index-settings';
import { objectRequest } from './object-request';
import { SEARCH_TIMEOUTS } from './search-timeouts';
import { parseSearchUrl } from './search-url';

/**
 * The search of the page a visitor lands on, sent by the entry script before React, InstantSearch
 * and the screen have downloaded: on a phone that is most of a second earlier. When InstantSearch
 * then asks for exactly that request, the client answers with this response instead of a second
 * request (`answerFirstSearchEarly`), and a refusal (4xx) fails as the client's own would;
 * anything else (another request, a late answer, a 5xx) goes to the client as usual, which keeps
 * its hosts, retries and error messages.
 *
 * Sent early: the search screen without refinements (with a refined facet InstantSearch sends
 * one query more per facet, built from its widgets) and an item page's record. Tests compare
 * these requests with what the app sends, so the two cannot drift apart unnoticed.
 */

/** What InstantSearch's search screen asks each facet for (its widgets' attributes). */
const SEARCH_SCREEN_FACETS = [
  'cameraPath.lvl0',
  'colorName',
  'creators',
  'lens',
  'license.name',
  'orientation',
  'place.country',
  'place.name',
  'tags',
  'type',
  'year',
];

/** The most values any facet list shows once expanded ("Show more"). */
const SEARCH_SCREEN_MAX_VALUES_PER_FACET = 40;

export type FirstSearchQuery = Record<string, unknown> & { indexName: string };

export interface FirstSearchResponse {
  results: unknown[];
}

const ITEM_PATH = /^\/item\/([^/]+)$/;

/** The record an item page at `pathname` asks for first (features/item use-item.ts). */
function itemQuery(pathname: string, primaryIndex: string): FirstSearchQuery | null {
  const encoded = ITEM_PATH.exec(pathname)?.[1];
  if (encoded === undefined) return null;
  try {
    return objectRequest(primaryIndex, decodeURIComponent(encoded));
  } catch {
    return null; // a malformed address: the page says not found, with no early request
  }
}

export function firstSearchQuery(
  location: { pathname: string; search: string },
  primaryIndex: string,
): FirstSearchQuery | null {
  if (location.pathname.startsWith('/item/')) return itemQuery(location.pathname, primaryIndex);
  if (location.pathname !== '/') return null;
  const state = parseSearchUrl(location.search);
  if (state.lists || state.camera || state.year || state.area) return null;
  return {
    indexName: replicaIndexName(primaryIndex, state.sort ?? 'relevance'),
    attributesToHighlight: GRID_ATTRIBUTES_TO_HIGHLIGHT,
    attributesToRetrieve: GRID_ATTRIBUTES_TO_RETRIEVE,
    attributesToSnippet: GRID_ATTRIBUTES_TO_SNIPPET,
    clickAnalytics: true,
    facets: SEARCH_SCREEN_FACETS,
    highlightPostTag: '__/ais-highlight__',
    highlightPreTag: '__ais-highlight__',
    hitsPerPage: HITS_PER_PAGE,
    maxValuesPerFacet: SEARCH_SCREEN_MAX_VALUES_PER_FACET,
    page: (state.page ?? 1) - 1,
    query: state.q ?? '',
  };
}

/** Object keys sorted at every level, so equal requests give equal text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/**
 * The queries of a search call as they go on the wire: InstantSearch passes
 * `[{ indexName, params }]`, the client sends `{ requests: [{ indexName, ...params }] }`.
 */
export function wireQueries(queries: unknown): unknown[] | null {
  const list = Array.isArray(queries)
    ? queries
    : (queries as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(list)) return null;
  return list.map((query: unknown) => {
    if (!query || typeof query !== 'object') return query;
    const { params, ...rest } = query as { params?: unknown };
    return params && typeof params === 'object' ? { ...rest, ...params } : query;
  });
}

/**
 * What the service answered: its results, or a refusal (4xx) the client would not retry either,
 * as the client reports it; null when the client should ask itself (no answer in time, a 5xx, a
 * body that is not the results), since it retries on another host.
 */
type EarlyAnswer = FirstSearchResponse | { refusal: Error } | null;

interface EarlySearch {
  key: string;
  answer: Promise<EarlyAnswer>;
}

let early: EarlySearch | null = null;

/** The client's ApiError, told apart by name and status (search-errors.ts), with its message. */
function refusal(status: number, content: string): { refusal: Error } {
  let message = content;
  try {
    const parsed = JSON.parse(content) as { message?: unknown } | null;
    if (typeof parsed?.message === 'string') message = parsed.message;
  } catch {
    // not JSON: the client keeps the raw text too
  }
  return { refusal: Object.assign(new Error(message), { name: 'ApiError', status }) };
}

/** Rejects when `promise` takes longer than `ms`, aborting the request. */
function within<T>(promise: Promise<T>, ms: number, controller: AbortController): Promise<T> {
  const timer = setTimeout(() => controller.abort(), ms);
  return promise.finally(() => clearTimeout(timer));
}

/** The client's first host (search-client.ts): the first configured one, or Algolia's DSN host. */
function firstHostOrigin({ appId, hosts }: Pick<AlgoliaConfig, 'appId' | 'hosts'>): string {
  const [first] = hosts ?? [];
  return first ? searchHostOrigin(first) : `https://${appId}-dsn.algolia.net`;
}

async function send(
  query: FirstSearchQuery,
  config: Pick<AlgoliaConfig, 'appId' | 'searchKey' | 'hosts'>,
): Promise<EarlyAnswer> {
  const { appId, searchKey } = config;
  const controller = new AbortController();
  const url =
    `${firstHostOrigin(config)}/1/indexes/*/queries` +
    `?x-algolia-api-key=${encodeURIComponent(searchKey)}` +
    `&x-algolia-application-id=${encodeURIComponent(appId)}`;
  try {
    // A text/plain body and the credentials in the address: a CORS request without preflight,
    // like the client's own.
    const response = await within(
      fetch(url, {
        method: 'POST',
        body: JSON.stringify({ requests: [query] }),
        signal: controller.signal,
      }),
      SEARCH_TIMEOUTS.connect,
      controller,
    );
    if (response.status >= 400 && response.status < 500) {
      return refusal(
        response.status,
        await within(response.text(), SEARCH_TIMEOUTS.read, controller),
      );
    }
    if (!response.ok) return null;
    const body = (await within(
      response.json(),
      SEARCH_TIMEOUTS.read,
      controller,
    )) as Partial<FirstSearchResponse> | null;
    return Array.isArray(body?.results) && body.results.length === 1
      ? { results: body.results }
      : null;
  } catch {
    return null; // no answer in time, or none at all: the client asks again, and reports it
  }
}

/**
 * Sends the request the page at `location` starts with (see `firstSearchQuery`), and resolves
 * with its results for the images to preload (null when it got none). `withUserToken`: the
 * visitor allowed search improvement, so the app's searches carry a user token this request
 * cannot know: nothing is sent early.
 */
export function sendFirstSearch(
  config: Pick<AlgoliaConfig, 'appId' | 'searchKey' | 'indexName' | 'hosts'>,
  location: { pathname: string; search: string },
  { withUserToken }: { withUserToken: boolean },
): Promise<FirstSearchResponse | null> | null {
  const query = withUserToken ? null : firstSearchQuery(location, config.indexName);
  if (!query) return null;
  const answer = send(query, config);
  early = { key: canonicalJson([query]), answer };
  return answer.then((answered) => (answered && 'results' in answered ? answered : null));
}

/**
 * The early answer to `queries` when they are the request sent early. Only the client's first
 * search may use it: by any later one the visitor has moved on.
 */
function takeFirstSearch(queries: unknown): Promise<EarlyAnswer> | null {
  const pending = early;
  early = null;
  if (!pending) return null;
  const wire = wireQueries(queries);
  return wire && canonicalJson(wire) === pending.key ? pending.answer : null;
}

type Searcher = { search(...args: never[]): Promise<unknown> };

/** A client whose first search is answered by the early request when it is the same one. */
export function answerFirstSearchEarly<Client extends Searcher>(client: Client): Client {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return {
    ...client,
    search(...args: unknown[]) {
      const answer = takeFirstSearch(args[0]);
      if (!answer) return search(...args);
      // The early answer is usually in before InstantSearch asks (its widgets have just mounted,
      // in this task): drawing the results in the same task would make one long task of both.
      return answer
        .then((answered) => nextTask(answered))
        .then((answered) => {
          if (!answered) return search(...args);
          if ('refusal' in answered) throw answered.refusal;
          return answered;
        });
    },
  } as Client;
}

/** Tests start with nothing sent early. */
export function resetFirstSearchForTests(): void {
  early = null;
}
