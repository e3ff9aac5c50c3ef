import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { acceptTracking, ga4Events } from '../../../tests/utils/tracking';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

/** Bodies of the search requests the page sent, as the service received them. */
function recordSearchBodies() {
  const bodies: { requests: Record<string, unknown>[] }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/1/indexes/*/queries'))
      void request
        .clone()
        .json()
        .then((body: { requests: Record<string, unknown>[] }) => bodies.push(body));
  });
  return bodies;
}

describe('item screen', () => {
  it('shows the record as text with its facts as search links, and focuses the title', async () => {
    renderApp('/item/fallen-leaf');
    const heading = await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Fallen Leaf · Folio');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('A dry brown maple leaf'),
    );
    expect(screen.getByRole('link', { name: 'Martin Klapetek' })).toHaveAttribute(
      'href',
      '/?creator=Martin%20Klapetek',
    );
    expect(screen.getByRole('link', { name: '2015' })).toHaveAttribute('href', '/?year=2015:2015');
    expect(screen.getByRole('link', { name: 'autumn' })).toHaveAttribute('href', '/?tags=autumn');
    expect(screen.getByRole('link', { name: 'LGPLv3' })).toHaveAttribute(
      'href',
      'https://www.gnu.org/licenses/lgpl-3.0.html',
    );
    expect(screen.getByRole('button', { name: 'Open viewer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open viewer: Fallen Leaf' })).toBeInTheDocument();
    // Opened from a link, not a search: no stepping, a way into the archive instead.
    expect(screen.getByRole('link', { name: /Search the archive/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /^Next/ })).not.toBeInTheDocument();
  });

  it('draws the photo no wider than its largest rendition, with its box reserved', async () => {
    renderApp('/item/fallen-leaf');
    const image = await screen.findByRole('img', { name: 'Fallen Leaf' });
    expect(image).toHaveAttribute('width', '2560');
    expect(image).toHaveAttribute('height');
    const sizes = image.getAttribute('sizes') ?? '';
    expect(sizes).toContain('1200px');
    const avif = image.parentElement?.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toMatch(/640w.*1920w/);
  });

  it('steps to the next result of the search it was opened from, by link and by key', async () => {
    const { user } = renderApp('/?q=leaf');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const links = await within(grid).findAllByRole('link');
    expect(links.length).toBeGreaterThan(2);
    const firstTitle = links[0]?.querySelector('.result-card-title')?.textContent ?? '';
    const secondTitle = links[1]?.querySelector('.result-card-title')?.textContent ?? '';
    await user.click(links[0] as HTMLElement);
    await screen.findByRole('heading', { name: firstTitle, level: 1 });
    expect(screen.getByText(`1 of ${links.length}`)).toBeInTheDocument();
    const next = await screen.findByRole('link', { name: `Next: ${secondTitle}` });
    expect(screen.queryByRole('link', { name: /^Previous/ })).not.toBeInTheDocument();
    await user.click(next);
    await screen.findByRole('heading', { name: secondTitle, level: 1 });
    expect(screen.getByText(`2 of ${links.length}`)).toBeInTheDocument();
    await screen.findByRole('link', { name: `Previous: ${firstTitle}` });
    await user.keyboard('{ArrowLeft}');
    await screen.findByRole('heading', { name: firstTitle, level: 1 });

    await user.click(screen.getByRole('link', { name: 'Back to results' }));
    await waitFor(() => expect(currentUrl()).toBe('/?q=leaf'));
    // The search screen mounts, then InstantSearch reads the query from the address.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Search the archive' })).toHaveValue('leaf'),
    );
  }, 20_000);

  it('keeps an arrow key pressed before the neighbours arrive, and steps when they do', async () => {
    let release = () => {};
    const neighboursHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('https://*/1/indexes/*/queries', async ({ request }) => {
        const body = (await request.clone().json()) as {
          requests: { attributesToRetrieve?: string[] }[];
        };
        const asksNeighbours = body.requests.some(
          (query) => query.attributesToRetrieve?.join() === 'objectID,title',
        );
        // Held, then left to the engine's handler.
        if (asksNeighbours) await neighboursHeld;
      }),
    );
    const { user } = renderApp('/?q=leaf');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const links = await within(grid).findAllByRole('link');
    const firstTitle = links[0]?.querySelector('.result-card-title')?.textContent ?? '';
    const secondTitle = links[1]?.querySelector('.result-card-title')?.textContent ?? '';
    await user.click(links[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: firstTitle });
    expect(screen.queryByRole('link', { name: /^Next/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    release();
    expect(await screen.findByRole('heading', { name: secondTitle, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(`2 of ${links.length}`)).toBeInTheDocument();
  }, 20_000);

  it('finds related items in one request, most in common first, never the item itself', async () => {
    const bodies = recordSearchBodies();
    renderApp('/item/fallen-leaf');
    const related = await screen.findByRole('region', { name: 'Related items' });
    const links = within(related).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(8);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/item/fallen-leaf');
    const relatedRequests = bodies.filter((body) =>
      body.requests.some((request) => String(request.filters).includes('tags:"autumn"')),
    );
    expect(relatedRequests).toHaveLength(1);
  });

  it('copies a ready credit line and the page link, and says so', async () => {
    acceptTracking();
    const { user } = renderApp('/item/fallen-leaf');
    await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    expect(screen.getByText('Photo: Martin Klapetek, LGPLv3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy credit' }));
    expect(await screen.findByText('Credit copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Photo: Martin Klapetek, LGPLv3');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/item/fallen-leaf');
    expect(ga4Events()).toContainEqual({
      name: 'share',
      params: { item_id: 'fallen-leaf', method: 'copy-link' },
    });
  });

  it('uses the system share sheet where the browser has one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    try {
      const { user } = renderApp('/item/kite');
      await screen.findByRole('heading', { name: 'Kite', level: 1 });
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(shared).toEqual([{ title: 'Kite', url: 'http://localhost:3000/item/kite' }]),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('is a real not-found page for an unknown id: one search box holding its words, a way back, noindex', async () => {
    const { user } = renderApp('/item/no-such-item');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
    expect(document.title).toBe('Item not found · Folio');
    expect(screen.getAllByRole('search')).toHaveLength(1);
    const box = screen.getByRole('searchbox', { name: 'Search the archive' });
    expect(box).toHaveValue('no such item');
    expect(screen.getByRole('link', { name: 'Back to the archive' })).toHaveAttribute('href', '/');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await user.clear(box);
    await user.type(box, 'kite{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/?q=kite'));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps the page when the related search fails', async () => {
    let calls = 0;
    const failRelated = http.post(/\/1\/indexes\/\*\/queries/, async ({ request }) => {
      const body = (await request.clone().json()) as { requests: { filters?: string }[] };
      if (!body.requests.some((r) => r.filters?.includes(' OR '))) return undefined;
      calls += 1;
      return new Response('{"message":"Service unavailable","status":503}', { status: 503 });
    });
    server.use(failRelated);
    renderApp('/item/fallen-leaf');
    await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Related items' })).not.toBeInTheDocument();
  });
});
