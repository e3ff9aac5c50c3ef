import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

const dayOf = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date) / 86_400_000;

/** Demo records dated by their owners, as ingest writes a sidecar's `"date"`. */
function dated(id: string, title: string, first: number, last: number): ItemRecord {
  const from = new Date(first * 86_400_000).getUTCFullYear();
  const to = new Date(last * 86_400_000).getUTCFullYear();
  return {
    ...(demoRecords[0] as ItemRecord),
    objectID: id,
    title,
    takenAt: null,
    year: from,
    years: Array.from({ length: to - from + 1 }, (_, index) => from + index),
    dayFirst: first,
    dayLast: last,
  };
}

const records = [
  ...(demoRecords as ItemRecord[]),
  dated('june-14', 'Harbour on the fourteenth', dayOf(1950, 6, 14), dayOf(1950, 6, 14)),
  dated('june-20', 'Harbour on the twentieth', dayOf(1950, 6, 20), dayOf(1950, 6, 20)),
  dated('fifties', 'Fifties harbour', dayOf(1950, 1, 1), dayOf(1959, 12, 31)),
];

async function resultTitles() {
  const grid = await screen.findByRole('list', { name: 'Search results' });
  return within(grid)
    .getAllByRole('listitem')
    .map((card) => card.querySelector('a')?.getAttribute('aria-label') ?? card.textContent ?? '');
}

describe('the date filter (when=) on the search screen', () => {
  it('shows only the items whose days overlap a day, and its chip removes it', async () => {
    server.use(...serveEngine(records));
    const { user } = renderApp('/?when=1950-06-14');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(2));
    within(grid).getAllByRole('link', { name: /Harbour on the fourteenth/ });
    within(grid).getAllByRole('link', { name: /Fifties harbour/ });
    const chip = screen.getByRole('button', { name: 'Remove filter Date: 14 June 1950' });
    await user.click(chip);
    await waitFor(() => expect(currentUrl()).toBe('/'));
    await waitFor(async () => expect((await resultTitles()).length).toBeGreaterThan(2));
    expect(screen.queryByRole('button', { name: /Remove filter Date/ })).toBeNull();
  });

  it('reads a month, naming it in its chip', async () => {
    server.use(...serveEngine(records));
    renderApp('/?when=1950-06');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(3));
    within(grid).getAllByRole('link', { name: /Harbour on the twentieth/ });
    expect(screen.getByRole('button', { name: 'Remove filter Date: June 1950' })).toBeVisible();
    // The phone's filter bar counts it once and names it as the chip does.
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();
    expect(document.querySelector('.filters-summary')).toHaveTextContent(
      'Filters in use: June 1950',
    );
  });

  it('is one filter to remove when nothing matches, named as its chip is', async () => {
    server.use(...serveEngine(records));
    const { user } = renderApp('/?q=leaf&when=1950-06-14');
    const list = await screen.findByRole('list', { name: 'Filters to remove' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([expect.stringMatching(/^Remove Date: 14 June 1950 \(\d+ results?\)$/)]),
    );
    await user.click(within(list).getByRole('button'));
    await waitFor(() => expect(currentUrl()).toBe('/?q=leaf'));
    expect(await screen.findByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
  });

  it('goes with "Clear all filters"', async () => {
    server.use(...serveEngine(records));
    const { user } = renderApp('/?type=photo&when=1950-06');
    await screen.findByRole('button', { name: 'Remove filter Date: June 1950' });
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    await waitFor(async () => expect((await resultTitles()).length).toBeGreaterThan(3));
  });
});
