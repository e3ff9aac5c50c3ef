import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

/** A demo record dated loosely by its owner, as ingest writes a sidecar's `"date": "196X"`. */
const sixties: ItemRecord = {
  ...(demoRecords[0] as ItemRecord),
  objectID: 'sixties-harbour',
  title: 'Sixties harbour',
  takenAt: null,
  year: 1960,
  years: [1960, 1961, 1962, 1963, 1964, 1965, 1966, 1967, 1968, 1969],
  dateText: '196X',
  dateLabel: '1960s',
  dayFirst: Date.UTC(1960, 0, 1) / 86_400_000,
  dayLast: Date.UTC(1969, 11, 31) / 86_400_000,
};
const records = [...(demoRecords as ItemRecord[]), sixties];

describe('a loosely dated item on the search screen', () => {
  it('is found by a year inside its span, its card saying the date as written', async () => {
    server.use(...serveEngine(records));
    renderApp('/?year=1965:1965');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const card = within(grid).getByRole('link', { name: /Sixties harbour/ });
    const meta = [...(card.querySelector('.result-card-meta')?.children ?? [])];
    expect(meta.map((part) => part.textContent)).toContain('1960s');
  });

  it('is not called "nothing" by the year filter, though no item\'s first year is in the range', async () => {
    server.use(...serveEngine(records));
    const { user } = renderApp('/');
    const yearGroup = await screen.findByRole('group', { name: 'Year' });
    const year = within(yearGroup);
    await user.type(year.getByRole('spinbutton', { name: 'From' }), '1965');
    await user.type(year.getByRole('spinbutton', { name: 'To' }), '1965');
    await user.click(year.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl()).toBe('/?year=1965:1965'));
    const grid = await screen.findByRole('list', { name: 'Search results' });
    await within(grid).findByRole('link', { name: /Sixties harbour/ });
    expect(yearGroup.querySelector('[aria-live]')?.textContent).toBe('');
  });
});
