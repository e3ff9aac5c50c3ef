import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../../../tests/utils/render-app';

/** Multi-query requests that reached the search service (or its mock). */
function countSearchRequests(): () => number {
  let requests = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/1/indexes/*/queries')) requests += 1;
  });
  return () => requests;
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
    expect(requests()).toBe(1);
  });

  it('an empty result costs one request, even as the no-results panel appears', async () => {
    const requests = countSearchRequests();
    renderApp('/?q=zzzzqqq&type=video');
    await screen.findByText('Nothing matches “zzzzqqq”');
    await settle();
    expect(requests()).toBe(1);
  });

  it('the no-results panel drops the filters, then the query, in one request each', async () => {
    const requests = countSearchRequests();
    const { user } = renderApp('/?q=leaf&type=video');
    await screen.findByText('Nothing matches “leaf”');
    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await waitFor(() => expect(window.location.search).toBe('?q=leaf'));
    expect(requests()).toBe(2);
  });
});
