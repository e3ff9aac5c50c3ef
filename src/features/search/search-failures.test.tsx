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

const searchBox = () => screen.getByRole('combobox', { name: 'Search the archive' });
const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });
const failureAlert = (timeout = 8000) => screen.findByRole('alert', {}, { timeout });

describe('search screen when the search service fails', () => {
  it('says the service is not working on 5xx, tries one fallback host, keeps the search, and Try again brings results', async () => {
    const logged = watchConsoleErrors();
    const hosts = answerSearchesWith(failures.status(500, 'Internal error'));
    const { user } = renderApp('/?q=leaf&type=photo');
    const alert = await failureAlert();
    expect(alert).toHaveTextContent('The search service is not working right now');
    expect(hosts).toEqual([
      'foliodemo-dsn.algolia.net',
      expect.stringMatching(/^foliodemo-[1-3]\.algolianet\.com$/),
    ]);
    expect(searchBox()).toHaveValue('leaf');
    expect(currentUrl()).toBe('/?q=leaf&type=photo');
    await waitFor(() => expect(logged()).toEqual([expect.stringContaining('HTTP 500')]));

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
    expect(currentUrl()).toBe('/?q=leaf&type=photo');
  });

  it('says the same of a 503 page in HTML, without showing the page', async () => {
    const logged = watchConsoleErrors();
    answerSearchesWith(failures.htmlPage(503));
    renderApp('/?q=leaf');
    expect(await failureAlert()).toHaveTextContent('The search service is not working right now');
    expect(screen.queryByText(/Service Unavailable/)).not.toBeInTheDocument();
    expect(tryAgain()).toBeInTheDocument();
    await waitFor(() => expect(logged()).toEqual([expect.stringContaining('HTTP 503')]));
  });

  it('says a body that is not JSON is the service not working, with Try again', async () => {
    const logged = watchConsoleErrors();
    answerSearchesWith(failures.malformedJson());
    renderApp('/?q=leaf');
    expect(await failureAlert()).toHaveTextContent('The search service is not working right now');
    expect(tryAgain()).toBeInTheDocument();
    await waitFor(() =>
      expect(logged()).toEqual([expect.stringContaining('DeserializationError')]),
    );
  });

  it('says it is still searching after 2 s, and gives up on a service that never answers within 10 s', async () => {
    const logged = watchConsoleErrors();
    answerSearchesWith(failures.noAnswer());
    const started = Date.now();
    renderApp('/?q=leaf');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await screen.findByText('Still searching…', {}, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);

    expect(await failureAlert(9000)).toHaveTextContent(
      'The search service is not working right now',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(screen.queryByText('Still searching…')).not.toBeInTheDocument();
    expect(tryAgain()).toBeInTheDocument();
    await waitFor(() => expect(logged()).toEqual([expect.stringContaining('timed out')]));
  }, 15_000);

  it('shows a slow answer once it comes, after saying it is still searching', async () => {
    answerSearchesWith(failures.slow(2500));
    renderApp('/?q=kite');
    await screen.findByText('Still searching…', {}, { timeout: 3000 });
    expect(await screen.findByRole('link', { name: /Kite/ }, { timeout: 6000 })).toBeVisible();
    expect(screen.queryByText('Still searching…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the connection was lost when it is reset, with Try again', async () => {
    const logged = watchConsoleErrors();
    answerSearchesWith(failures.connectionReset());
    const { user } = renderApp('/?q=kite');
    const alert = await failureAlert();
    expect(alert).toHaveTextContent('The connection was lost');
    await waitFor(() => expect(logged()).toEqual([expect.stringContaining('no connection')]));

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Kite/ })).toBeInTheDocument();
  });

  it('searches again by itself when the browser comes back online', async () => {
    watchConsoleErrors();
    const backOnline = goOffline();
    answerSearchesWith(failures.connectionReset());
    renderApp('/?q=kite');
    expect(await failureAlert()).toHaveTextContent('The connection was lost');

    server.resetHandlers();
    backOnline();
    expect(await screen.findByRole('link', { name: /Kite/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/?q=kite');
  });

  it('asks for a pause on 429 after a single request, with Try again', async () => {
    watchConsoleErrors();
    const hosts = answerSearchesWith(failures.status(429, 'Too many requests'));
    renderApp('/?q=kite');
    expect(await failureAlert()).toHaveTextContent('Too many searches right now');
    expect(tryAgain()).toBeInTheDocument();
    expect(hosts).toHaveLength(1);
  });

  it('explains a 400 in a plain sentence, keeps the service’s words for the console, and offers no retry', async () => {
    const logged = watchConsoleErrors();
    const serviceText = 'filters: Unexpected token ")" expected end of filter at col 9';
    answerSearchesWith(failures.status(400, serviceText));
    renderApp('/?q=kite');
    expect(await failureAlert()).toHaveTextContent('This search could not be run');
    expect(document.body).not.toHaveTextContent('Unexpected token');
    expect(tryAgain()).not.toBeInTheDocument();
    await waitFor(() => expect(logged()).toEqual([expect.stringContaining(serviceText)]));
    expect(searchBox()).toHaveValue('kite');
  });

  it('names the key variables when the service refuses the key, with no retry', async () => {
    watchConsoleErrors();
    renderApp('/?q=kite', {
      ...mockConfig,
      algolia: { ...mockConfig.algolia, searchKey: 'wrong-key-123' },
    });
    const alert = await failureAlert();
    expect(alert).toHaveTextContent('The search service refused this archive’s key');
    expect(alert).toHaveTextContent('VITE_ALGOLIA_SEARCH_KEY');
    expect(tryAgain()).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/?q=kite');
  });

  it('names the index variable when the index is missing, with no retry', async () => {
    watchConsoleErrors();
    answerSearchesWith(failures.status(404, 'Index does not exist'));
    renderApp('/?q=kite');
    const alert = await failureAlert();
    expect(alert).toHaveTextContent('The archive’s search index was not found');
    expect(alert).toHaveTextContent('VITE_ALGOLIA_INDEX');
    expect(tryAgain()).not.toBeInTheDocument();
  });
});

describe('search screen results after a failure', () => {
  it('keeps the failed search in the box, the title and the URL, and never shows the last good results as its own', async () => {
    watchConsoleErrors();
    const { user } = renderApp('/?q=kite');
    expect(await screen.findByRole('link', { name: /Kite/ })).toBeInTheDocument();

    answerSearchesWith(failures.status(500, 'Internal error'));
    await user.clear(searchBox());
    await user.type(searchBox(), 'leaf');
    await failureAlert();
    // InstantSearch would put "kite" back everywhere; the visitor's search stays.
    await waitFor(() => expect(currentUrl()).toBe('/?q=leaf'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search results for “leaf”',
    );
    expect(searchBox()).toHaveValue('leaf');
    expect(screen.queryByRole('link', { name: /Kite/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d+ results?/)).not.toBeInTheDocument();

    server.resetHandlers();
    answerSearchesWith(failures.slow(500));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kite/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
    expect(currentUrl()).toBe('/?q=leaf');
  });

  it('keeps a filter that failed checked and in the URL, and Try again applies it', async () => {
    watchConsoleErrors();
    const { user } = renderApp('/?q=mountains');
    await screen.findByText(/^\d+ results?/);
    answerSearchesWith(failures.status(503, 'Service unavailable'));
    await user.click(screen.getByRole('checkbox', { name: /Videos/ }));
    await failureAlert();
    await waitFor(() => expect(currentUrl()).toBe('/?q=mountains&type=video'));
    expect(screen.getByRole('checkbox', { name: /Videos/ })).toBeChecked();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^1 result\b/)).toBeInTheDocument();
    expect(currentUrl()).toBe('/?q=mountains&type=video');
  });

  it('stops showing the previous results as current once the next ones are 2 s late', async () => {
    const { user } = renderApp('/?q=mountains');
    expect(await screen.findByText(/^\d+ results/)).toBeInTheDocument();
    answerSearchesWith(failures.slow(2500));
    await user.click(screen.getByRole('checkbox', { name: /Videos/ }));
    // Dimmed at first, as any search in flight; hidden once the wait is long enough to notice.
    expect(screen.getByRole('list', { name: 'Search results' })).toBeVisible();
    await screen.findByText('Still searching…', {}, { timeout: 3000 });
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d+ results/)).not.toBeInTheDocument();
    expect(await screen.findByText(/^1 result\b/, {}, { timeout: 6000 })).toBeInTheDocument();
  }, 20_000);
});
