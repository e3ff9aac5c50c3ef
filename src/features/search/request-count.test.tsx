import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../../../tests/utils/render-app';

// The panel loads on first use: compile it up front, so the first test here does not wait for
// it on a busy machine.
beforeAll(async () => {
  await import('./components/no-results');
});

interface Counts {
  /** Searches for the results on screen. */
  results: number;
  /** The no-results panel's own request (counts without each filter, items to try). */
  help: number;
}

/** Multi-query requests that reached the search service (or its mock), by what they ask. */
function countSearchRequests(): () => Promise<Counts> {
  const bodies: Array<Promise<{ requests: Array<{ analytics?: boolean }> }>> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/1/indexes/*/queries')) bodies.push(request.clone().json());
  });
  return async () => {
    const all = await Promise.all(bodies);
    // The help request asks for no analytics in every query; result searches never do.
    const help = all.filter((body) => body.requests.every((query) => query.analytics === false));
    return { results: all.length - help.length, help: help.length };
  };
}

/** Long enough for a second, unwanted search to have left. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => server.events.removeAllListeners());

describe('search requests', () => {
  it('a page of results costs one request', async () => {
    const requests = countSearchRequests();
    renderApp('/?q=kite');
    await screen.findByRole('link', { name: /Kite/ });
    await settle();
    expect(await requests()).toEqual({ results: 1, help: 0 });
  });

  it('an empty result costs one search, and the no-results panel one request of its own', async () => {
    const requests = countSearchRequests();
    renderApp('/?q=zzzzqqq&type=video');
    await screen.findByText('Nothing matches “zzzzqqq”');
    await screen.findByRole('heading', { name: 'Try one of these' });
    await settle();
    expect(await requests()).toEqual({ results: 1, help: 1 });
  });

  it('removing a filter from the no-results panel costs one search', async () => {
    const requests = countSearchRequests();
    const { user } = renderApp('/?q=leaf&type=video');
    await user.click(await screen.findByRole('button', { name: /^Remove Type: video/ }));
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await waitFor(() => expect(window.location.search).toBe('?q=leaf'));
    await settle();
    expect((await requests()).results).toBe(2);
  });

  it('a date filter from the address (when=) costs one request, and removing its chip one more', async () => {
    const requests = countSearchRequests();
    const { user } = renderApp('/?when=2008-01-22');
    await screen.findByRole('link', { name: /Blinds/ });
    await settle();
    expect(await requests()).toEqual({ results: 1, help: 0 });
    await user.click(screen.getByRole('button', { name: 'Remove filter Date: 22 January 2008' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await settle();
    expect((await requests()).results).toBe(2);
  });
});
