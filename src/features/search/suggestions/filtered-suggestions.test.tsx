import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { RECENT_SEARCHES_KEY } from '@/services/suggestions/recent-searches';
import { currentUrl, mockConfig, renderApp } from '../../../../tests/utils/render-app';

const FIRST_RESULTS = { timeout: 10_000 };
const box = () => screen.getByRole('combobox', { name: 'Search the archive' });
const suggestions = () => screen.findByRole('listbox', { name: 'Search suggestions' });
/** What an option says (its text without the hidden icon). */
function optionName(option: HTMLElement): string {
  const copy = option.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

afterEach(() => server.events.removeAllListeners());

interface SentQuery {
  query?: string;
  hitsPerPage?: number;
  analytics?: boolean;
}

/** The queries of each count-only request that left (no hits, nothing for analytics), in order. */
function recordCountRequests(): string[][] {
  const sent: string[][] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/1/indexes/*/queries')) return;
    void request
      .clone()
      .json()
      .then(({ requests }: { requests: SentQuery[] }) => {
        const countOnly = requests.every(
          (query) => query.hitsPerPage === 0 && query.analytics === false,
        );
        if (countOnly) sent.push(requests.map((query) => query.query ?? ''));
      });
  });
  return sent;
}

async function recentOffered(address: string, stored: string[], config = mockConfig) {
  localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(stored));
  const counted = recordCountRequests();
  const { user } = renderApp(address, config);
  await screen.findByText(/^\d+ results?\b/, {}, FIRST_RESULTS);
  await user.click(box());
  const list = await suggestions();
  const recent = await within(list).findByRole('group', { name: /^Recent searches/ });
  return { user, list, recent, counted };
}

async function popularOffered(address: string, typed: string) {
  const { user } = renderApp(address);
  await screen.findByText(/^\d+ results?\b/, {}, FIRST_RESULTS);
  await user.type(box(), typed);
  const list = await suggestions();
  const popular = await within(list).findByRole('group', { name: /^Popular searches/ });
  return { user, list, popular };
}

describe('query suggestions with filters in use', () => {
  it('offer only searches that find something within the filters, and say so', async () => {
    const { popular } = await popularOffered('/?tags=macro', 'gr');
    expect(popular).toHaveAccessibleName('Popular searches within your filters');
    // "grand canyon", "grey" and the rest find nothing tagged macro: not offered. "grain" is
    // not "rain" (Rain Drops): a typo on the first letter counts as two, as Algolia counts it.
    await waitFor(() =>
      expect(within(popular).getAllByRole('option').map(optionName)).toEqual([
        'green 3 results',
        'grass 1 result',
        'grain 1 result',
      ]),
    );
  });

  it('lead to results with the filters kept', async () => {
    const { user, popular } = await popularOffered('/?type=video', 'sun');
    const [first] = within(popular).getAllByRole('option');
    if (!first) throw new Error('One suggestion expected.');
    const [, query, count] = /^(.*) (\d+) results?$/.exec(optionName(first)) ?? [];
    await user.click(first);
    await waitFor(() =>
      expect(currentUrl()).toBe(`/?q=${encodeURIComponent(query ?? '')}&type=video`),
    );
    expect(
      await screen.findByText(new RegExp(`^${count} results?\\b`), {}, FIRST_RESULTS),
    ).toBeInTheDocument();
  });

  it('offer the whole archive’s popular searches, without counts, when nothing is filtered', async () => {
    const { popular } = await popularOffered('/', 'sun');
    expect(popular).toHaveAccessibleName('Popular searches');
    const names = within(popular).getAllByRole('option').map(optionName);
    expect(names).toContain('sun');
  });

  it('offer recent searches only where they find something, counted with the popular ones in one request', async () => {
    const { user, list, recent, counted } = await recentOffered('/?tags=macro', [
      'sun',
      'grass',
      'kite',
      'green',
    ]);
    expect(recent).toHaveAccessibleName('Recent searches within your filters');
    // "sun" and "kite" find nothing tagged macro: asked about, not offered.
    expect(within(recent).getAllByRole('option').map(optionName)).toEqual([
      'grass 1 result',
      'green 3 results',
      'Clear recent searches',
    ]);
    expect(within(list).queryByRole('option', { name: /^(sun|kite)\b/ })).not.toBeInTheDocument();
    await delay(300);
    expect(counted).toHaveLength(1);
    expect(counted[0]).toEqual(expect.arrayContaining(['sun', 'grass', 'kite', 'green']));
    // The popular ones are in the same request.
    expect(within(list).getByRole('group', { name: /^Popular searches/ })).toBeInTheDocument();
    expect(counted[0]).toContain('macro');

    await user.keyboard('{ArrowDown}');
    const highlighted = within(list).getByRole('option', { selected: true });
    expect(optionName(highlighted)).toBe('grass 1 result');
    expect(box()).toHaveAttribute('aria-activedescendant', highlighted.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/?q=grass&tags=macro'));
    expect(await screen.findByText(/^1 result\b/, {}, FIRST_RESULTS)).toBeInTheDocument();
  });

  it('offer recent searches as they are, counting nothing, when nothing is filtered', async () => {
    const { recent, counted } = await recentOffered('/', ['sun', 'grass']);
    expect(recent).toHaveAccessibleName('Recent searches');
    expect(within(recent).getAllByRole('option').map(optionName)).toEqual([
      'sun',
      'grass',
      'Clear recent searches',
    ]);
    await delay(300);
    expect(counted).toEqual([]);
  });

  it('ask again only about searches not yet counted under the same filters', async () => {
    const { user, list, counted } = await recentOffered('/?tags=macro', ['sun', 'grass']);
    await waitFor(() => expect(counted).toHaveLength(1));
    await user.type(box(), 'gra');
    const popular = await within(list).findByRole('group', { name: /^Popular searches/ });
    await waitFor(() =>
      expect(within(popular).getAllByRole('option').map(optionName)).toEqual(['grain 1 result']),
    );
    const recent = within(list).getByRole('group', { name: /^Recent searches/ });
    expect(within(recent).getAllByRole('option').map(optionName)).toEqual([
      'grass 1 result',
      'Clear recent searches',
    ]);
    for (const queries of counted.slice(1)) {
      expect(queries).not.toContain('grass');
      expect(queries).not.toContain('sun');
    }
  });

  it('move the highlight onto a search still offered when one is removed', async () => {
    const { user, recent } = await recentOffered('/?tags=macro', ['grass', 'sun', 'green']);
    expect(within(recent).getAllByRole('option').map(optionName)).toEqual([
      'grass 1 result',
      'green 3 results',
      'Clear recent searches',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = () => within(recent).getByRole('option', { selected: true });
    expect(optionName(highlighted())).toBe('green 3 results');
    await user.keyboard('{Shift>}{Delete}{/Shift}');
    // "sun", hidden here, does not take the highlight's place.
    expect(within(recent).getAllByRole('option').map(optionName)).toEqual([
      'grass 1 result',
      'Clear recent searches',
    ]);
    expect(optionName(highlighted())).toBe('grass 1 result');
    expect(box()).toHaveAttribute('aria-activedescendant', highlighted().id);
  });

  it('count recent searches within the filters without a suggestions index too', async () => {
    const config = { ...mockConfig, algolia: { ...mockConfig.algolia, suggestionsIndex: null } };
    const { list, recent, counted } = await recentOffered('/?tags=macro', ['sun', 'grass'], config);
    expect(within(list).getAllByRole('option').map(optionName)).toEqual([
      'grass 1 result',
      'Clear recent searches',
    ]);
    expect(recent).toHaveAccessibleName('Recent searches within your filters');
    await delay(300);
    expect(counted).toEqual([['sun', 'grass']]);
  });
});
