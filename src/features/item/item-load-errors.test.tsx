import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import {
  answerSearchesWith,
  failures,
  goOffline,
  watchConsoleErrors,
} from '../../../tests/utils/failing-search-service';
import { currentUrl, mockConfig, renderApp } from '../../../tests/utils/render-app';

const ITEM = '/item/fallen-leaf';
const failureAlert = (timeout = 8000) => screen.findByRole('alert', {}, { timeout });
const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });
const itemTitle = () => screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });

describe('item page when the search service fails', () => {
  it('says the service is not working on 5xx, keeps the address, and Try again shows the item', async () => {
    const logged = watchConsoleErrors();
    answerSearchesWith(failures.status(502, 'Bad gateway'));
    const { user } = renderApp(ITEM);
    const alert = await failureAlert();
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'The search service is not working right now',
    );
    expect(within(alert).getByRole('link', { name: 'Back to the archive' })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(logged()).toEqual([expect.stringContaining('item page')]));

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await itemTitle()).toBeInTheDocument();
    expect(currentUrl()).toBe(ITEM);
  });

  it('says the same of a 503 page in HTML, without showing it', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.htmlPage(503));
    renderApp(ITEM);
    expect(await failureAlert()).toHaveTextContent('The search service is not working right now');
    expect(screen.queryByText(/Service Unavailable/)).not.toBeInTheDocument();
    expect(tryAgain()).toBeInTheDocument();
  });

  it('calls a success that is not JSON the service not working, with Try again', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.malformedJson());
    renderApp(ITEM);
    expect(await failureAlert()).toHaveTextContent('The search service is not working right now');
    expect(tryAgain()).toBeInTheDocument();
  });

  it('says it is still loading after 2 s, and gives up on a service that never answers within 10 s', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.noAnswer());
    const started = Date.now();
    renderApp(ITEM);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await screen.findByText('Still loading…', {}, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(await failureAlert(9000)).toHaveTextContent(
      'The search service is not working right now',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(tryAgain()).toBeInTheDocument();
  }, 15_000);

  it('says the connection was lost when it is reset, with Try again', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.connectionReset());
    renderApp(ITEM);
    expect(await failureAlert()).toHaveTextContent('The connection was lost');
    expect(tryAgain()).toBeInTheDocument();
  });

  it('loads the item by itself when the browser comes back online', async () => {
    watchConsoleErrors();
    const backOnline = goOffline();
    answerSearchesWith(failures.connectionReset());
    renderApp(ITEM);
    expect(await failureAlert()).toHaveTextContent('The connection was lost');

    server.resetHandlers();
    backOnline();
    expect(await itemTitle()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(ITEM);
  });

  it('asks for a pause on 429, with Try again', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.status(429, 'Too many requests'));
    renderApp(ITEM);
    expect(await failureAlert()).toHaveTextContent('Too many searches right now');
    expect(tryAgain()).toBeInTheDocument();
  });

  it('explains a 400 in a plain sentence, with the service’s words only in the console and no retry', async () => {
    const logged = watchConsoleErrors();
    answerSearchesWith(failures.status(400, 'Invalid syntax for filter: objectID'));
    renderApp(ITEM);
    expect(await failureAlert()).toHaveTextContent('This search could not be run');
    expect(document.body).not.toHaveTextContent('Invalid syntax');
    expect(tryAgain()).not.toBeInTheDocument();
    await waitFor(() =>
      expect(logged()).toEqual([expect.stringContaining('Invalid syntax for filter: objectID')]),
    );
  });

  it('names the key variables when the service refuses the key, with no retry', async () => {
    watchConsoleErrors();
    renderApp(ITEM, {
      ...mockConfig,
      algolia: { ...mockConfig.algolia, searchKey: 'wrong-key-123' },
    });
    const alert = await failureAlert();
    expect(alert).toHaveTextContent('VITE_ALGOLIA_SEARCH_KEY');
    expect(tryAgain()).not.toBeInTheDocument();
  });

  it('names the index variable when the index is missing, with no retry', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.status(404, 'Index does not exist'));
    renderApp(ITEM);
    const alert = await failureAlert();
    expect(alert).toHaveTextContent('The archive’s search index was not found');
    expect(alert).toHaveTextContent('VITE_ALGOLIA_INDEX');
    expect(tryAgain()).not.toBeInTheDocument();
    expect(currentUrl()).toBe(ITEM);
  });
});
