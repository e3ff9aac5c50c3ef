import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../../../tests/utils/render-app';

interface QueryBody {
  requests: Array<
    { indexName: string; params?: Record<string, unknown> } & Record<string, unknown>
  >;
}

afterEach(() => server.events.removeAllListeners());

describe('what a results search asks for', () => {
  it('retrieves only what the grid shows, and the item page still gets the whole record', async () => {
    const answers: Array<Promise<{ results: Array<{ hits: Array<Record<string, unknown>> }> }>> =
      [];
    const bodies: Array<Promise<QueryBody>> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/1/indexes/*/queries')) bodies.push(request.clone().json());
    });
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url.includes('/1/indexes/*/queries')) answers.push(response.clone().json());
    });
    const { user } = renderApp('/?q=leaf');
    await user.click(await screen.findByRole('link', { name: /Fallen Leaf/ }));
    expect(
      await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 }),
    ).toBeInTheDocument();

    const [first] = await Promise.all(bodies);
    const query = first?.requests[0];
    const params = { ...query, ...(query?.params ?? {}) };
    expect(params.attributesToRetrieve).toEqual(expect.arrayContaining(['title', 'image']));
    expect(params.attributesToRetrieve).not.toContain('description');
    expect(params.attributesToSnippet).toEqual([]);
    const [firstAnswer] = await Promise.all(answers);
    const hit = firstAnswer?.results[0]?.hits[0] ?? {};
    expect(hit).toHaveProperty('image');
    expect(hit).not.toHaveProperty('description');
    expect(hit).not.toHaveProperty('camera');
    // The item page asked for its own record, description included.
    expect(
      await screen.findByText(/A dry brown maple leaf lying among fallen autumn leaves/),
    ).toBeVisible();
  });
});
