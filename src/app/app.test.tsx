import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '@/config/env';
import { renderApp } from '../../tests/utils/render-app';
import { ConfigErrorScreen } from './config-error-screen';
import { lazyRoute } from './lazy-route';
import { RouteErrorBoundary } from './route-error-boundary';

describe('app shell', () => {
  it('shows the archive name, the demo badge and a real 404 page with a way back', async () => {
    const { user } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Folio');
    expect(screen.getByRole('link', { name: 'Folio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('note')).toHaveTextContent('Demo mode');
    // One search, not the header's beside the page's: the page's, holding the address's words.
    expect(screen.getAllByRole('search')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search the archive' })).toHaveValue(
      'no such page',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await user.click(screen.getByRole('link', { name: 'Back to the archive' }));
    expect(await screen.findByRole('combobox', { name: 'Search the archive' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('offers a header search on other screens that lands on the search screen', async () => {
    const { user } = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    const box = screen.getByRole('searchbox', { name: 'Search the archive' });
    await user.clear(box);
    await user.type(box, 'kite{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=kite'));
    expect(await screen.findByRole('link', { name: /Kite/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?q=kite');
  });
});

describe('item page', () => {
  it('shows the image, title, credit and licence of an item', async () => {
    renderApp('/item/fallen-leaf');
    expect(
      await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fallen Leaf' })).toHaveAttribute('width', '2560');
    expect(screen.getByRole('link', { name: 'Martin Klapetek' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LGPLv3' })).toHaveAttribute(
      'href',
      'https://www.gnu.org/licenses/lgpl-3.0.html',
    );
    expect(document.title).toBe('Fallen Leaf · Folio');
  });

  it('says so when no item has that id', async () => {
    renderApp('/item/no-such-item');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
    expect(screen.getByText(/no-such-item/)).toBeInTheDocument();
  });

  it('treats quotes and markup in the id as text, not as a filter or HTML', async () => {
    renderApp(`/item/${encodeURIComponent('x" OR objectID:"fallen-leaf')}`);
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
  });

  it('opens an item from the results', async () => {
    const { user } = renderApp('/?q=kite');
    await user.click(await screen.findByRole('link', { name: /Kite/ }));
    expect(await screen.findByRole('heading', { name: 'Kite', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/item/kite');
  });
});

describe('route error page', () => {
  function renderFailingRoute(error: Error) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Failing = lazyRoute(() => Promise.reject(error));
    render(
      <MemoryRouter>
        <RouteErrorBoundary pathname="/">
          <Suspense fallback={null}>
            <Failing />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
  }

  it('says the site may have been updated when a route chunk cannot be downloaded', async () => {
    renderFailingRoute(
      new TypeError('Failed to fetch dynamically imported module: /assets/search-route-x.js'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the site may have been updated');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('gives a plain message for any other failure', async () => {
    renderFailingRoute(new TypeError('Cannot read properties of undefined (reading "import")'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while showing this page.',
    );
  });

  it('keeps the header, and a screen that failed to download loads when visited again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let reachable = false;
    const Flaky = lazyRoute(() =>
      reachable
        ? Promise.resolve({ Component: () => <h1>Loaded at last</h1> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/flaky']}>
        <Routes>
          <Route path="/" element={<RootLayoutForTest />}>
            <Route path="flaky" element={<Flaky />} />
            <Route path="other" element={<h1>Other page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be downloaded');
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('link', { name: 'Flaky' }));
    expect(await screen.findByRole('heading', { name: 'Loaded at last' })).toBeInTheDocument();
  });
});

/** The root layout's error handling around a route, with links standing in for the header. */
function RootLayoutForTest() {
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/other">Other</Link> <Link to="/flaky">Flaky</Link>
      </nav>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

describe('configuration error screen', () => {
  it('names every variable that needs fixing', () => {
    const result = readConfig({ mock: null, VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5' });
    if (result.ok) throw new Error('expected a configuration problem');
    render(<ConfigErrorScreen problems={result.problems} />);
    expect(
      screen.getByRole('heading', { name: 'This archive is not configured correctly' }),
    ).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('VITE_ALGOLIA_SEARCH_KEY'),
      expect.stringContaining('VITE_ALGOLIA_INDEX'),
    ]);
  });
});
