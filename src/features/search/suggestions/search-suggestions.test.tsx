import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { server } from '@/mocks/node';
import { RECENT_SEARCHES_KEY } from '@/services/suggestions/recent-searches';
import { currentUrl, mockConfig, renderApp } from '../../../../tests/utils/render-app';

/** The route's chunk loads cold in a file's first test: allow for a busy machine. */
const FIRST_RESULTS = { timeout: 10_000 };

const SUGGESTIONS_INDEX = MOCK_ALGOLIA.suggestionsIndex;
const QUERIES_ENDPOINTS = [
  'https://*-dsn.algolia.net/1/indexes/*/queries',
  'https://*.algolianet.com/1/indexes/*/queries',
];

interface SentQuery {
  indexName: string;
  query: string;
}

/** Every query of every multi-query request that left, in order. */
function recordQueries(): SentQuery[] {
  const sent: SentQuery[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/1/indexes/*/queries')) return;
    void request
      .clone()
      .json()
      .then((body: { requests: { indexName: string; query?: string }[] }) => {
        for (const { indexName, query } of body.requests)
          sent.push({ indexName, query: query ?? '' });
      });
  });
  return sent;
}

afterEach(() => server.events.removeAllListeners());

const box = () => screen.getByRole('combobox', { name: 'Search the archive' });
const suggestions = () => screen.findByRole('listbox', { name: 'Search suggestions' });
/** What an option says (its text without the hidden icon and ×). */
function optionName(option: HTMLElement): string {
  const copy = option.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}
const optionNames = (container: HTMLElement) =>
  within(container).getAllByRole('option').map(optionName);
const highlighted = () =>
  within(screen.getByRole('listbox')).getByRole('option', { selected: true });

function storeRecentSearches(queries: string[]) {
  localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(queries));
}
function storedRecentSearches(): unknown {
  return JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null');
}

async function renderSearch(config = mockConfig) {
  const view = renderApp('/', config);
  await screen.findByText(/^52 results/, {}, FIRST_RESULTS);
  return view;
}

describe('query suggestions under the search box', () => {
  it('shows recent searches first, then popular ones, with the typed part marked', async () => {
    storeRecentSearches(['fallen leaf', 'kite', 'Leaves in autumn']);
    const { user } = await renderSearch();
    await user.type(box(), 'lea');

    const list = await suggestions();
    await waitFor(() =>
      expect(within(list).getByRole('group', { name: 'Popular searches' })).toBeInTheDocument(),
    );
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    const recent = within(list).getByRole('group', { name: 'Recent searches' });
    expect(optionNames(recent)).toEqual([
      'fallen leaf',
      'Leaves in autumn',
      'Clear recent searches',
    ]);
    // "fallen leaf" is already offered as a recent search.
    const popular = within(list).getByRole('group', { name: 'Popular searches' });
    expect(optionNames(popular)).toEqual(['leaf', 'leaves']);
    expect(optionNames(list)).toEqual([...optionNames(recent), ...optionNames(popular)]);

    const marked = within(list)
      .getAllByRole('option')
      .map((option) => option.querySelector('mark')?.textContent ?? null);
    expect(marked).toEqual(['lea', 'Lea', null, 'lea', 'lea']);
  });

  it('is a combobox with a listbox of grouped options that axe finds no fault with', async () => {
    storeRecentSearches(['fallen leaf']);
    const { user } = await renderSearch();
    await user.type(box(), 'lea');
    const list = await suggestions();
    await within(list).findByRole('group', { name: 'Popular searches' });
    await user.keyboard('{ArrowDown}');

    // jsdom draws nothing, so contrast is left to the browser journeys.
    const { violations } = await axe.run(screen.getByRole('search'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) })),
    ).toEqual([]);
  });

  it('moves through the options with the arrows, Home and End, and Enter runs the highlighted one', async () => {
    const sent = recordQueries();
    const { user } = await renderSearch();
    await user.type(box(), 'sk');
    const list = await suggestions();
    await waitFor(() =>
      expect(optionNames(list)).toEqual(['sky', 'skagen', 'skagen 2', 'skyscrapers']),
    );

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toHaveTextContent('sky');
    expect(box()).toHaveAttribute('aria-activedescendant', highlighted().id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toHaveTextContent('skagen 2');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toHaveTextContent('skagen');
    await user.keyboard('{End}');
    expect(highlighted()).toHaveTextContent('skyscrapers');
    await user.keyboard('{Home}');
    expect(highlighted()).toHaveTextContent('sky');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(box()).toHaveValue('skagen');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveFocus();
    await waitFor(() => expect(currentUrl()).toBe('/?q=skagen'));
    expect(await screen.findByRole('link', { name: /Skagen 2/ })).toBeInTheDocument();
    expect(sent).toContainEqual({ indexName: MOCK_ALGOLIA.indexName, query: 'skagen' });
    expect(storedRecentSearches()).toEqual(['skagen']);
  });

  it('runs a suggestion picked with the pointer', async () => {
    const { user } = await renderSearch();
    await user.type(box(), 'grand');
    const list = await suggestions();
    await waitFor(() => expect(optionNames(list)).toEqual(['grand canyon', 'grand canyon 3']));
    await user.click(within(list).getByRole('option', { name: 'grand canyon 3' }));

    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('q')).toBe('grand canyon 3'),
    );
    expect(box()).toHaveValue('grand canyon 3');
    expect(box()).toHaveFocus();
    expect(await screen.findByRole('link', { name: /Grand Canyon 3/ })).toBeInTheDocument();
    expect(storedRecentSearches()).toEqual(['grand canyon 3']);
  });

  it('closes the list on Escape, then clears the box and the search on a second Escape', async () => {
    const sent = recordQueries();
    const { user } = await renderSearch();
    await user.type(box(), 'kite');
    const list = await suggestions();
    await within(list).findByRole('option', { name: 'kite' });
    await waitFor(() => expect(currentUrl()).toBe('/?q=kite'));

    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('kite');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    await waitFor(() => expect(currentUrl()).toBe('/'));
    await screen.findByText(/^52 results/, {}, FIRST_RESULTS);
    expect(sent.at(-1)).toEqual({ indexName: MOCK_ALGOLIA.indexName, query: '' });
    expect(box()).toHaveFocus();
  });

  it('searches the typed text on Enter when no suggestion is highlighted, and remembers it', async () => {
    const { user } = await renderSearch();
    await user.type(box(), 'kite');
    await suggestions();
    await user.keyboard('{Enter}');

    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveFocus();
    await waitFor(() => expect(storedRecentSearches()).toEqual(['kite']));
    await waitFor(() => expect(currentUrl()).toBe('/?q=kite'));

    // Offered again, first, once the box is empty.
    await user.clear(box());
    await user.keyboard('{ArrowDown}');
    const recent = within(await suggestions()).getByRole('group', { name: 'Recent searches' });
    expect(optionNames(recent)).toEqual(['kite', 'Clear recent searches']);
    expect(highlighted()).toHaveTextContent('kite');
  });

  it('removes a recent search by Shift+Delete or its ×, and clears them all', async () => {
    storeRecentSearches(['kite', 'leaf', 'sky']);
    const { user } = await renderSearch();
    await user.click(box());
    const list = await suggestions();
    const recent = () => within(list).getByRole('group', { name: 'Recent searches' });
    expect(optionNames(recent())).toEqual(['kite', 'leaf', 'sky', 'Clear recent searches']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toHaveTextContent('leaf');
    expect(highlighted()).toHaveAccessibleDescription(
      'Shift+Delete removes the highlighted search from recent searches.',
    );
    await user.keyboard('{Shift>}{Delete}{/Shift}');
    expect(optionNames(recent())).toEqual(['kite', 'sky', 'Clear recent searches']);
    expect(highlighted()).toHaveTextContent('sky');
    expect(screen.getByText('“leaf” removed from recent searches.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(storedRecentSearches()).toEqual(['kite', 'sky']);

    const kite = within(recent()).getByRole('option', { name: 'kite' });
    await user.click(within(kite).getByTitle('Remove “kite” from recent searches'));
    expect(optionNames(recent())).toEqual(['sky', 'Clear recent searches']);
    expect(storedRecentSearches()).toEqual(['sky']);
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();

    await user.click(within(recent()).getByRole('option', { name: 'Clear recent searches' }));
    expect(within(list).queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Popular searches' })).toBeInTheDocument();
    expect(screen.getByText('Recent searches cleared.')).toHaveAttribute('aria-live', 'polite');
    expect(storedRecentSearches()).toBeNull();
    expect(box()).toHaveValue('');
    expect(currentUrl()).toBe('/');
  });

  it('offers recent searches only, and asks nothing, without a suggestions index', async () => {
    storeRecentSearches(['kite', 'leaf']);
    const sent = recordQueries();
    const config = { ...mockConfig, algolia: { ...mockConfig.algolia, suggestionsIndex: null } };
    const { user } = await renderSearch(config);
    await user.type(box(), 'ki');
    const list = await suggestions();
    expect(optionNames(list)).toEqual(['kite', 'Clear recent searches']);
    expect(within(list).queryByRole('group', { name: 'Popular searches' })).not.toBeInTheDocument();

    await user.type(box(), 'wi');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(currentUrl()).toBe('/?q=kiwi'));
    await delay(300);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((query) => query.indexName === SUGGESTIONS_INDEX)).toEqual([]);
  });

  it('never lets an answer for earlier text replace the one for the latest', async () => {
    const sent = recordQueries();
    let lateAnswerSent = false;
    server.use(
      ...QUERIES_ENDPOINTS.map((endpoint) =>
        http.post(endpoint, async ({ request }) => {
          const body = (await request.clone().json()) as { requests: SentQuery[] };
          const [first] = body.requests;
          if (first?.indexName !== SUGGESTIONS_INDEX || first.query !== 'l') return undefined;
          await delay(400);
          lateAnswerSent = true;
          return undefined; // the regular handler answers, late
        }),
      ),
    );
    const { user } = await renderSearch();
    await user.type(box(), 'l');
    await waitFor(() => expect(sent).toContainEqual({ indexName: SUGGESTIONS_INDEX, query: 'l' }));
    await user.type(box(), 'e');
    const list = await suggestions();
    await waitFor(() => expect(optionNames(list)).toEqual(['leaf', 'leaves', 'fallen leaf']));

    await waitFor(() => expect(lateAnswerSent).toBe(true));
    await delay(100);
    expect(optionNames(list)).toEqual(['leaf', 'leaves', 'fallen leaf']);
  });

  it('asks for popular queries once the results for the typed text are in, not before', async () => {
    const events: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.includes('/1/indexes/*/queries')) return;
      void request
        .clone()
        .json()
        .then((body: { requests: SentQuery[] }) => {
          if (body.requests[0]?.indexName === SUGGESTIONS_INDEX) events.push('suggestions asked');
        });
    });
    server.use(
      ...QUERIES_ENDPOINTS.map((endpoint) =>
        http.post(endpoint, async ({ request }) => {
          const body = (await request.clone().json()) as { requests: SentQuery[] };
          const main = body.requests.find((query) => query.indexName === MOCK_ALGOLIA.indexName);
          if (main?.query !== 'k') return undefined;
          // Later than the suggestions' debounce (120 ms), sooner than a stalled search (200 ms).
          await delay(160);
          events.push('results answered');
          return undefined; // the regular handler answers
        }),
      ),
    );
    const { user } = await renderSearch();
    await user.click(box());
    // The list's code loads on the first focus: wait for it, so the debounce starts at the key.
    await screen.findByRole('listbox', { hidden: true });
    await user.keyboard('k');
    await waitFor(() => expect(events).toContain('suggestions asked'));
    expect(events.indexOf('results answered')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('results answered')).toBeLessThan(events.indexOf('suggestions asked'));
  });

  it('keeps recent searches working, quietly, when suggestions cannot be loaded', async () => {
    storeRecentSearches(['leaf']);
    server.use(
      ...QUERIES_ENDPOINTS.map((endpoint) =>
        http.post(endpoint, async ({ request }) => {
          const body = (await request.clone().json()) as { requests: SentQuery[] };
          if (body.requests[0]?.indexName !== SUGGESTIONS_INDEX) return undefined;
          return HttpResponse.json(
            { message: 'Index does not exist', status: 404 },
            { status: 404 },
          );
        }),
      ),
    );
    const { user } = await renderSearch();
    await user.type(box(), 'le');
    const list = await suggestions();
    await delay(400);
    expect(optionNames(list)).toEqual(['leaf', 'Clear recent searches']);
    expect(within(list).queryByRole('group', { name: 'Popular searches' })).not.toBeInTheDocument();
    // The search itself is untouched.
    await waitFor(() => expect(currentUrl()).toBe('/?q=le'));
    expect(await screen.findByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
  });
});
