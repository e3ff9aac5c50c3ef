import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadItemImage } from '@/features/item/first-item-image';
import { preloadFirstResultImages } from '@/features/search/first-result-images';
import { server } from '@/mocks/node';
import { watchConsoleErrors } from '../../../tests/utils/failing-search-service';
import { mockConfig, renderApp } from '../../../tests/utils/render-app';
import {
  answerFirstSearchEarly,
  firstSearchQuery,
  resetFirstSearchForTests,
  sendFirstSearch,
  wireQueries,
} from './first-search';

const QUERIES_URL = /-dsn\.algolia\.net\/1\/indexes\/\*\/queries/;

/** The bodies of the multi-query requests that reached the search service (or its mock). */
function recordSearchRequests(): () => Promise<Array<{ requests: unknown[] }>> {
  const bodies: Array<Promise<{ requests: unknown[] }>> = [];
  server.events.on('request:start', ({ request }) => {
    if (QUERIES_URL.test(request.url)) bodies.push(request.clone().json());
  });
  return () => Promise.all(bodies);
}

/** Long enough for a second, unwanted search to have left. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const { algolia } = mockConfig;

function landOn(path: string, withUserToken = false) {
  const url = new URL(path, 'http://localhost');
  return sendFirstSearch(algolia, url, { withUserToken });
}

afterEach(() => {
  server.events.removeAllListeners();
  resetFirstSearchForTests();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('the search sent before the app has loaded', () => {
  it.each(['/', '/?q=leaf', '/?q=leaf&sort=newest&page=2', '/?page=99'])(
    'is the request the search screen itself sends for %s',
    async (path) => {
      const requests = recordSearchRequests();
      renderApp(path);
      await waitFor(async () => expect(await requests()).not.toHaveLength(0));
      await settle();
      const [first] = await requests();
      const url = new URL(path, 'http://localhost');
      expect(wireQueries(first?.requests)).toEqual([firstSearchQuery(url, algolia.indexName)]);
    },
  );

  it('answers the search screen’s first search: one request for the landing page', async () => {
    const requests = recordSearchRequests();
    const early = landOn('/?q=leaf');
    expect(early).not.toBeNull();
    renderApp('/?q=leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await settle();
    expect(await requests()).toHaveLength(1);
  });

  it('hands its answer to the app in a task of its own, not in the task where the app asked', async () => {
    // The app asks right after InstantSearch has mounted its widgets; drawing the results in that
    // same task would make one long task of both.
    const query = firstSearchQuery(new URL('/', 'http://localhost'), algolia.indexName);
    await landOn('/');
    const client = answerFirstSearchEarly({
      search: (_queries: unknown[]) => Promise.reject(new Error('The early answer was not used')),
    });
    let answered = false;
    void client.search([query]).then(() => (answered = true));
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(answered).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.resolve();
    expect(answered).toBe(true);
  });

  it('goes to the first host of VITE_ALGOLIA_HOSTS, like the client', async () => {
    const sentTo: string[] = [];
    const answer = { results: [{ hits: [], nbHits: 0, query: 'leaf' }] };
    server.use(
      http.post('http://127.0.0.1:8787/1/indexes/*/queries', ({ request }) => {
        sentTo.push(new URL(request.url).origin);
        return HttpResponse.json(answer);
      }),
    );
    const hosts = [
      { protocol: 'http', hostname: '127.0.0.1', port: 8787 },
      { protocol: 'https', hostname: 'search.example.org', port: null },
    ] as const;
    const url = new URL('/?q=leaf', 'http://localhost');
    await expect(
      sendFirstSearch({ ...algolia, hosts }, url, { withUserToken: false }),
    ).resolves.toEqual(answer);
    expect(sentTo).toEqual(['http://127.0.0.1:8787']);
  });

  it('is asked again by the client when it fails, and the results still come', async () => {
    server.use(
      http.post(QUERIES_URL, () => HttpResponse.json({ message: 'down' }, { status: 503 }), {
        once: true,
      }),
    );
    const requests = recordSearchRequests();
    const early = landOn('/?q=leaf');
    expect(await early).toBeNull();
    renderApp('/?q=leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await settle();
    expect(await requests()).toHaveLength(2);
  });

  it('reports a refusal (4xx) as the client would, without asking again', async () => {
    server.use(
      http.post(
        QUERIES_URL,
        () =>
          HttpResponse.json(
            { message: 'Invalid Application-ID or API key', status: 403 },
            { status: 403 },
          ),
        { once: true },
      ),
    );
    const logged = watchConsoleErrors();
    const requests = recordSearchRequests();
    await landOn('/?q=leaf');
    renderApp('/?q=leaf');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search service refused this archive’s key',
    );
    await settle();
    expect(await requests()).toHaveLength(1);
    // The service's words reach the console as the client's own error would put them.
    expect(logged()).toContainEqual(
      expect.stringContaining('ApiError (HTTP 403): Invalid Application-ID or API key'),
    );
  });

  it('is not used for a later search the visitor makes', async () => {
    const requests = recordSearchRequests();
    await landOn('/?q=leaf');
    const { user } = renderApp('/?q=kite');
    await screen.findByRole('link', { name: /Kite/ });
    const box = screen.getByRole('combobox', { name: 'Search the archive' });
    await user.clear(box);
    await user.type(box, 'leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await settle();
    // The early "leaf" answer was dropped at the first search ("kite"): "leaf" was asked for.
    const bodies = await requests();
    const queries = bodies.slice(1).map((body) => wireQueries(body.requests)?.[0]);
    expect(queries).toContainEqual(expect.objectContaining({ query: 'leaf' }));
  });

  it.each([
    ['a refined search (one query more per refined facet)', '/?q=leaf&type=photo', false],
    ['a year range', '/?year=2014:2016', false],
    ['the map', '/map?q=leaf', false],
    ['a collection', '/collections/autumn', false],
    ['an item address that cannot be decoded', '/item/%E0%A4%A', false],
    ['a visitor whose searches carry a user token', '/?q=leaf', true],
  ])('sends nothing for %s', (_case, path, withUserToken) => {
    const requests = recordSearchRequests();
    expect(landOn(path, withUserToken)).toBeNull();
    return expect(requests()).resolves.toEqual([]);
  });

  it('starts the first result’s image with the srcset and sizes its card then uses', async () => {
    const response = await landOn('/?q=leaf');
    if (!response) throw new Error('The early search got no answer.');
    preloadFirstResultImages(response);
    const [preload] = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');

    renderApp('/?q=leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    const firstCard = document.querySelector('.result-card');
    const source = firstCard?.querySelector(`source[type="${preload?.type}"]`);
    expect(source).toBeTruthy();
    expect(source?.getAttribute('srcset')).toBe(preload?.getAttribute('imagesrcset'));
    expect(source?.getAttribute('sizes')).toBe(preload?.getAttribute('imagesizes'));
  });
});

describe('the record of an item page sent before the app has loaded', () => {
  /** Requests for one record by objectID (the item page's, or the early one). */
  const recordRequests = (bodies: Array<{ requests: unknown[] }>, objectID: string) =>
    bodies.filter((body) =>
      wireQueries(body.requests)?.some(
        (query) => (query as { filters?: string }).filters === `objectID:"${objectID}"`,
      ),
    );

  it('is the request the item page itself sends first', async () => {
    const requests = recordSearchRequests();
    renderApp('/item/blinds');
    await screen.findByRole('heading', { level: 1, name: 'Blinds' });
    const [first] = await requests();
    const url = new URL('/item/blinds', 'http://localhost');
    expect(wireQueries(first?.requests)).toEqual([firstSearchQuery(url, algolia.indexName)]);
  });

  it('answers the page’s record: it is asked for once', async () => {
    const requests = recordSearchRequests();
    expect(landOn('/item/blinds')).not.toBeNull();
    renderApp('/item/blinds');
    await screen.findByRole('heading', { level: 1, name: 'Blinds' });
    await settle();
    expect(recordRequests(await requests(), 'blinds')).toHaveLength(1);
  });

  it('starts the photo with the srcset and sizes the page then uses', async () => {
    const response = await landOn('/item/blinds');
    if (!response) throw new Error('The early request got no answer.');
    preloadItemImage(response);
    const preloads = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload?.getAttribute('fetchpriority')).toBe('high');

    renderApp('/item/blinds');
    await screen.findByRole('heading', { level: 1, name: 'Blinds' });
    const source = document.querySelector(`.item-stage source[type="${preload?.type}"]`);
    expect(source?.getAttribute('srcset')).toBe(preload?.getAttribute('imagesrcset'));
    expect(source?.getAttribute('sizes')).toBe(preload?.getAttribute('imagesizes'));
  });

  it('starts no image for a video, whose poster its player draws', async () => {
    const response = await landOn('/item/city-timelapse');
    if (!response) throw new Error('The early request got no answer.');
    preloadItemImage(response);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
