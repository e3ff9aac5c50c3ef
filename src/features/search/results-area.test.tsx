import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import {
  answerSearchesWith,
  failures,
  goOffline,
  watchConsoleErrors,
} from '../../../tests/utils/failing-search-service';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

// The no-results panel and the past-the-end notice load on first use: compile them up front,
// so the first test here does not wait for it on a busy machine.
beforeAll(async () => {
  await Promise.all([import('./components/no-results'), import('./components/past-last-page')]);
});

const SEARCH_ENDPOINTS = [
  'https://*-dsn.algolia.net/1/indexes/*/queries',
  'https://*.algolianet.com/1/indexes/*/queries',
];
// By label: the box is a plain search field or, with suggestions, a combobox.
const searchBox = () => screen.getByLabelText('Search the archive');
const resultsHeading = () => screen.getByRole('heading', { level: 2, name: /results?\b/ });
const grid = () => screen.findByRole('list', { name: 'Search results' });
const liveRegion = () => document.querySelector<HTMLElement>('.results-announcement');

/** Holds the search for one query until `release` (then the mock engine answers it). */
function holdQuery(query: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  server.use(
    ...SEARCH_ENDPOINTS.map((endpoint) =>
      http.post(endpoint, async ({ request }) => {
        const body = (await request.clone().json()) as { requests: Array<{ query?: string }> };
        if (body.requests[0]?.query !== query) return;
        await held;
        answered = true;
      }),
    ),
  );
  return { release, answered: () => answered };
}

describe('results heading and what screen readers hear', () => {
  it('shows "N results in X ms" and announces only "Found N results", once the typing settles', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    expect(resultsHeading()).toHaveTextContent(/^52 results in \d+ ms$/);

    // The first results are announced too, once.
    const region = liveRegion() as HTMLElement;
    await waitFor(() => expect(region).toHaveTextContent(/^Found 52 results$/), { timeout: 3000 });

    const heard: string[] = [];
    new MutationObserver(() => {
      if (region.textContent) heard.push(region.textContent);
    }).observe(region, { childList: true, subtree: true, characterData: true });

    await user.type(searchBox(), 'sea');
    await waitFor(() => expect(resultsHeading()).not.toHaveTextContent(/^52 results/));
    await waitFor(() => expect(heard).toHaveLength(1), { timeout: 3000 });
    const count = /^(\d+) results?/.exec(resultsHeading().textContent ?? '')?.[1];
    expect(heard).toEqual([`Found ${count} results`]);
    // Nothing more once settled, and never the time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(heard).toHaveLength(1);
  });
});

describe('paging', () => {
  it('moves focus to the results heading, also from a link that disappears', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(currentUrl()).toBe('/?page=3'));
    expect(resultsHeading()).toHaveFocus();
    await waitFor(async () =>
      expect(within(await grid()).getAllByRole('listitem')).toHaveLength(4),
    );

    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(currentUrl()).toBe('/?page=2'));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(currentUrl()).toBe('/?page=3'));
    // "Next" is no link on the last page; focus is not left on the body.
    expect(resultsHeading()).toHaveFocus();
  });

  it('says a page past the end is past the end, and links to the last page', async () => {
    const { user } = renderApp('/?page=99');
    expect(await screen.findByRole('heading', { name: 'There is no page 99' })).toBeVisible();
    expect(screen.getByText(/These results fill 3 pages/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).not.toBeInTheDocument();

    const last = screen.getByRole('link', { name: 'Go to the last page' });
    expect(last).toHaveAttribute('href', '/?page=3');
    await user.click(last);
    await waitFor(() => expect(currentUrl()).toBe('/?page=3'));
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'There is no page 99' })).not.toBeInTheDocument();
    expect(resultsHeading()).toHaveFocus();
  });
});

describe('skip link', () => {
  it('is the first thing to focus on the search screen and takes a few Tabs to the first result', async () => {
    const { user } = renderApp('/');
    const first = within(await grid()).getAllByRole('link')[0] as HTMLElement;
    const main = screen.getByRole('main');
    const skip = within(main).getByRole('link', { name: 'Skip to results' });
    await user.click(document.body);

    let presses = 0;
    while (document.activeElement !== skip && presses < 30) {
      await user.tab();
      presses += 1;
    }
    expect(skip).toHaveFocus();
    // Nothing in the search screen comes before it.
    const focusable = main.querySelectorAll('a[href], button, input, select, [tabindex="0"]');
    expect(focusable[0]).toBe(skip);

    await user.keyboard('{Enter}');
    expect(resultsHeading()).toHaveFocus();
    let fromHeading = 0;
    while (document.activeElement !== first && fromHeading < 10) {
      await user.tab();
      fromHeading += 1;
    }
    expect(first).toHaveFocus();
    // The sort control, "Select", the timeline (one stop: its bars are reached by arrow keys),
    // the result.
    expect(fromHeading).toBeLessThanOrEqual(4);
    expect(currentUrl()).toBe('/');
  });
});

describe('the sort control', () => {
  it('hides when there is nothing to sort', async () => {
    renderApp('/?q=zzzzqqq');
    await screen.findByText('Nothing matches “zzzzqqq”');
    expect(screen.queryByRole('combobox', { name: 'Sort' })).not.toBeInTheDocument();
  });

  it('comes back when there are results again', async () => {
    const { user } = renderApp('/?q=zzzzqqq');
    await screen.findByText('Nothing matches “zzzzqqq”');
    await user.clear(searchBox());
    await user.type(searchBox(), 'kite');
    expect(await screen.findByRole('combobox', { name: 'Sort' })).toBeInTheDocument();
  });
});

describe('a slow search service', () => {
  it('shows a quiet progress bar only after 300 ms, over the results it keeps', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    const held = holdQuery('k');
    const typed = Date.now();
    await user.type(searchBox(), 'k');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Searching' });
    expect(Date.now() - typed).toBeGreaterThanOrEqual(290);
    // The previous results stay (dimmed), nothing is announced.
    expect(screen.getByRole('list', { name: 'Search results' })).toBeVisible();
    expect(bar).not.toHaveAttribute('aria-live');

    held.release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(resultsHeading()).not.toHaveTextContent(/^52 results/);
  });

  it('shows no progress at all for an answer within 300 ms', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    server.use(
      ...SEARCH_ENDPOINTS.map((endpoint) =>
        http.post(endpoint, async () => {
          await delay(100);
        }),
      ),
    );
    let seen = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.type(searchBox(), 'k');
    await waitFor(() => expect(resultsHeading()).not.toHaveTextContent(/^52 results/));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    observer.disconnect();
    expect(seen).toBe(false);
  });

  it('never lets a late answer replace a newer one', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    const held = holdQuery('s');
    await user.type(searchBox(), 'sea');
    await waitFor(() => expect(resultsHeading()).toHaveTextContent(/^\d+ results?/));
    await waitFor(() => expect(resultsHeading()).not.toHaveTextContent(/^52 results/));
    const seaHeading = resultsHeading().textContent;
    const seaTitles = within(await grid())
      .getAllByRole('link')
      .map((link) => link.textContent);

    held.release();
    await waitFor(() => expect(held.answered()).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(resultsHeading().textContent).toBe(seaHeading);
    expect(
      within(await grid())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(seaTitles);
    expect(searchBox()).toHaveValue('sea');
  });
});

describe('offline', () => {
  it('says so when the browser goes offline, and searches again when it is back', async () => {
    watchConsoleErrors();
    const { user } = renderApp('/?q=kite');
    await screen.findByRole('link', { name: /Kite/ });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    const backOnline = goOffline();
    act(() => void window.dispatchEvent(new Event('offline')));
    const notice = screen.getByText(/^You are offline\./);
    expect(notice).toHaveTextContent(
      'You are offline. Searching starts again by itself when the connection is back.',
    );
    expect(notice).toHaveAttribute('role', 'status');

    answerSearchesWith(failures.connectionReset());
    await user.clear(searchBox());
    await user.type(searchBox(), 'leaf');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The connection was lost',
    );

    server.resetHandlers();
    act(backOnline);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The address follows after its usual pause.
    await waitFor(() => expect(currentUrl()).toBe('/?q=leaf'));
  });
});
