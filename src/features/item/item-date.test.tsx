import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
import { renderApp } from '../../../tests/utils/render-app';

/** A demo record dated loosely by its owner, as ingest writes a sidecar's `"date": "196X"`. */
const sixties: ItemRecord = {
  ...(demoRecords[0] as ItemRecord),
  objectID: 'sixties-harbour',
  title: 'Sixties harbour',
  takenAt: null,
  year: 1960,
  dateText: '196X',
  dateLabel: '1960s',
  dayFirst: Date.UTC(1960, 0, 1) / 86_400_000,
  dayLast: Date.UTC(1969, 11, 31) / 86_400_000,
};

describe('a loosely dated item', () => {
  it('shows its date as the owner gave it, a link to the years it spans', async () => {
    server.use(...serveEngine([...(demoRecords as ItemRecord[]), sixties]));
    renderApp('/item/sixties-harbour');
    await screen.findByRole('heading', { name: 'Sixties harbour', level: 1 });
    expect(screen.getByText('Date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1960s' })).toHaveAttribute('href', '/?year=1960:1969');
  });
});

describe('searches of the same time from an item page', () => {
  const dayOf = (year: number, month: number, date: number) =>
    Date.UTC(year, month - 1, date) / 86_400_000;

  it('offers "Same year" for a date finer than its year, leading to that year\'s results', async () => {
    const june: ItemRecord = {
      ...sixties,
      objectID: 'june-harbour',
      title: 'June harbour',
      year: 1950,
      years: [1950],
      dateText: '1950-06-14',
      dateLabel: '14 June 1950',
      dayFirst: dayOf(1950, 6, 14),
      dayLast: dayOf(1950, 6, 14),
    };
    server.use(...serveEngine([...(demoRecords as ItemRecord[]), june]));
    const { user } = renderApp('/item/june-harbour');
    await screen.findByRole('heading', { name: 'June harbour', level: 1 });
    const sameYear = screen.getByRole('link', { name: 'Same year' });
    expect(sameYear).toHaveAttribute('href', '/?year=1950:1950');
    await user.click(sameYear);
    const grid = await screen.findByRole('list', { name: 'Search results' });
    expect(within(grid).getAllByRole('link', { name: /June harbour/ }).length).toBeGreaterThan(0);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers "Same day" for a date to the day, leading to that day\'s results', async () => {
    const june: ItemRecord = {
      ...sixties,
      objectID: 'june-harbour',
      title: 'June harbour',
      year: 1950,
      years: [1950],
      dateText: '1950-06-14',
      dateLabel: '14 June 1950',
      dayFirst: dayOf(1950, 6, 14),
      dayLast: dayOf(1950, 6, 14),
    };
    const nextDay = {
      ...june,
      objectID: 'june-15',
      title: 'Next day',
      dayFirst: dayOf(1950, 6, 15),
      dayLast: dayOf(1950, 6, 15),
    };
    server.use(...serveEngine([...(demoRecords as ItemRecord[]), june, nextDay]));
    const { user } = renderApp('/item/june-harbour');
    await screen.findByRole('heading', { name: 'June harbour', level: 1 });
    const sameDay = screen.getByRole('link', { name: 'Same day' });
    expect(sameDay).toHaveAttribute('href', '/?when=1950-06-14');
    await user.click(sameDay);
    const grid = await screen.findByRole('list', { name: 'Search results' });
    expect(within(grid).getAllByRole('link', { name: /June harbour/ }).length).toBeGreaterThan(0);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers no "Same day" for a month: its date is not one day', async () => {
    const month: ItemRecord = {
      ...sixties,
      objectID: 'june-month',
      title: 'June month',
      dateLabel: 'June 1950',
      dayFirst: dayOf(1950, 6, 1),
      dayLast: dayOf(1950, 6, 30),
    };
    server.use(...serveEngine([...(demoRecords as ItemRecord[]), month]));
    renderApp('/item/june-month');
    await screen.findByRole('heading', { name: 'June month', level: 1 });
    expect(screen.getByRole('link', { name: 'Same year' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Same day' })).toBeNull();
  });

  it('offers no "Same year" for a date of a decade: its date already leads to its years', async () => {
    server.use(...serveEngine([...(demoRecords as ItemRecord[]), sixties]));
    renderApp('/item/sixties-harbour');
    await screen.findByRole('heading', { name: 'Sixties harbour', level: 1 });
    expect(screen.queryByRole('link', { name: 'Same year' })).toBeNull();
  });
});
