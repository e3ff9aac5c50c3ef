import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

interface SentQuery {
  indexName: string;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The body of every multi-query request that left, in order. */
function recordSearches(): SentQuery[][] {
  const sent: SentQuery[][] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/1/indexes/*/queries')) return;
    void request
      .clone()
      .json()
      .then((body: { requests: SentQuery[] }) => sent.push(body.requests));
  });
  return sent;
}

/** A query's parameters, whether InstantSearch nested them or the request is flat. */
const paramsOf = (query: SentQuery) => query.params ?? query;

afterEach(() => server.events.removeAllListeners());

describe('/collections', () => {
  it('lists the demo collections with their covers and counts, from one request', async () => {
    const sent = recordSearches();
    renderApp('/collections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Mountains and hills', 'Space', 'Denmark', 'The early 2000s']);
    await screen.findByText('10 items');
    const counts = cards.map((card) => card.querySelector('.collection-count')?.textContent);
    expect(counts).toEqual(['5 items', '3 items', '4 items', '10 items']);
    const covers = cards.map((card) =>
      card.querySelector('.collection-cover img')?.getAttribute('src'),
    );
    expect(covers).toEqual([
      expect.stringContaining('/media/picos-de-europa/'),
      expect.stringContaining('/media/hubble-deep-field/'),
      expect.stringContaining('/media/skagen-2/'),
      expect.stringContaining('/media/grand-canyon-3/'),
    ]);
    expect(screen.getByRole('link', { name: 'Space' })).toHaveAttribute(
      'href',
      '/collections/space',
    );
    expect(document.title).toBe('Collections · Folio');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Mountains and hills, Space, Denmark'),
    );

    expect(sent).toHaveLength(1);
    const queries = (sent[0] ?? []).map(paramsOf);
    expect(queries.slice(0, 4)).toEqual([
      expect.objectContaining({ filters: '(tags:"mountains" OR tags:"hills")', hitsPerPage: 0 }),
      expect.objectContaining({ filters: 'tags:"space"', hitsPerPage: 0 }),
      expect.objectContaining({ filters: 'place.country:"Denmark"', hitsPerPage: 0 }),
      expect.objectContaining({ filters: 'years:2000 TO 2009', hitsPerPage: 0 }),
    ]);
  });

  it('links the archive’s IIIF collection, for IIIF viewers', async () => {
    renderApp('/collections');
    const archive = await screen.findByRole('link', { name: 'The archive as a IIIF collection' });
    const all = 'http://localhost:4173/iiif/collection.json';
    expect(archive).toHaveAttribute('href', `${all}?collection=${all}`);
    expect(archive).toHaveAttribute('title', expect.stringMatching(/Drag into a IIIF viewer/));
  });

  it('links a collection’s IIIF collection from its own screen', async () => {
    renderApp('/collections/space');
    const space = await screen.findByRole('link', { name: 'IIIF collection' });
    const one = 'http://localhost:4173/iiif/collections/space.json';
    expect(space).toHaveAttribute('href', `${one}?collection=${one}`);
  });

  it('opens a collection from its card', async () => {
    const { user } = renderApp('/collections');
    await user.click(await screen.findByRole('link', { name: 'Denmark' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Denmark' })).toBeVisible();
    expect(currentUrl()).toBe('/collections/denmark');
    expect(await screen.findByText(/^4 results/)).toBeInTheDocument();
  });
});

describe('/collections/:slug', () => {
  it('is the search screen inside the collection, with its title and description', async () => {
    const sent = recordSearches();
    renderApp('/collections/space');
    expect(await screen.findByRole('heading', { level: 1, name: 'Space' })).toBeVisible();
    expect(screen.getByText(/A launch at night, an astronaut/)).toBeVisible();
    expect(await screen.findByText(/^3 results/)).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    // The collection is where the search happens, not a filter to remove.
    expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Space · Folio');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('A launch at night'),
    );
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    for (const query of sent.flat()) expect(paramsOf(query).filters).toBe('tags:"space"');
  });

  it('is refined with the facets, keeps the refinement in its own URL, and reads it back', async () => {
    const sent = recordSearches();
    const { user, unmount } = renderApp('/collections/space');
    await screen.findByText(/^3 results/);
    const tags = screen.getByRole('group', { name: 'Tags' });
    await user.click(within(tags).getByRole('checkbox', { name: /nasa\s*1/ }));
    await screen.findByText(/^1 result\b/);
    await waitFor(() => expect(currentUrl()).toBe('/collections/space?tags=nasa'));
    expect(
      await screen.findByRole('button', { name: /^Remove filter Tags?: nasa$/ }),
    ).toBeInTheDocument();
    const refined = (sent.at(-1) ?? []).map(paramsOf);
    expect(refined[0]).toMatchObject({ filters: 'tags:"space"', facetFilters: ['tags:nasa'] });

    unmount();
    renderApp('/collections/space?q=launch');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() =>
      expect(within(results).getAllByRole('link', { name: /DSCOVR/ })).toHaveLength(1),
    );
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(document.title).toBe('“launch” in Space · Folio');
    // The header's box searches the whole archive, and says so beside the collection's own.
    expect(screen.getByRole('searchbox', { name: 'Search the whole archive' })).toBeVisible();
  });

  it('applies a collection’s year range', async () => {
    const sent = recordSearches();
    renderApp('/collections/early-2000s');
    expect(await screen.findByRole('heading', { level: 1, name: 'The early 2000s' })).toBeVisible();
    expect(await screen.findByText(/^10 results/)).toBeInTheDocument();
    expect(sent.flat().map((query) => paramsOf(query).filters)).toContain('years:2000 TO 2009');
  });

  it('reads a date filter (when=) inside the collection, as the search screen does', async () => {
    renderApp('/collections/early-2000s?when=2005-06/2005-07');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
    expect(within(results).getAllByRole('link', { name: /Skagen 2/ }).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('button', { name: 'Remove filter Date: June 2005 – July 2005' }),
    ).toBeInTheDocument();
  });

  it('is the not-found page for a slug that is no collection', async () => {
    renderApp('/collections/no-such-set');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(document.title).toBe('Page not found · Folio');
  });
});
