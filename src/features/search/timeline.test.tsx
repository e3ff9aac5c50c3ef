import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { dateBuckets } from '../../../scripts/ingest/record-date';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

const day = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date) / 86_400_000;

/** A record taken on one day, as ingest writes it from EXIF. */
function takenOn(id: string, year: number, month: number, date: number): ItemRecord {
  return {
    ...(demoRecords[0] as ItemRecord),
    objectID: id,
    title: `Taken ${id}`,
    takenAt: Date.UTC(year, month - 1, date) / 1000,
    year,
    ...dateBuckets(day(year, month, date), day(year, month, date)),
    dateText: undefined,
    dateLabel: undefined,
    dayFirst: day(year, month, date),
    dayLast: day(year, month, date),
  };
}

/** A record dated loosely by its owner (EDTF), as ingest writes it. */
function datedLoosely(id: string, dateText: string, first: number, last: number): ItemRecord {
  return {
    ...(demoRecords[0] as ItemRecord),
    objectID: id,
    title: `Dated ${id}`,
    takenAt: null,
    year: new Date(first * 86_400_000).getUTCFullYear(),
    ...dateBuckets(first, last),
    dateText,
    dayFirst: first,
    dayLast: last,
  };
}

const records = [
  takenOn('a1931', 1931, 5, 2),
  takenOn('b1958', 1958, 7, 1),
  takenOn('c1965', 1965, 6, 14),
  takenOn('d1967', 1967, 3, 3),
];

const bar = (name: string) => screen.findByRole('button', { name });

describe('the timeline of the results', () => {
  it('counts the results by decade when they span decades, from the search service', async () => {
    server.use(...serveEngine(records));
    renderApp('/');
    const group = await screen.findByRole('group', { name: 'Results by decade' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      '1930s: 1 result',
      '1940s: 0 results',
      '1950s: 1 result',
      '1960s: 2 results',
    ]);
  });

  it('zooms into a decade by its bar, then chooses a year and a span of years by keyboard', async () => {
    server.use(...serveEngine(records));
    const { user } = renderApp('/');
    await user.click(await bar('1960s: 2 results'));
    await waitFor(() => expect(currentUrl()).toBe('/?year=1960:1969'));
    const years = await screen.findByRole('group', { name: 'Results by year' });
    expect(within(years).getAllByRole('button')).toHaveLength(10);
    // One Tab stop, kept on the bar the chosen decade became.
    expect(await bar('1960: 0 results')).toHaveAttribute('tabindex', '0');
    expect(
      within(years)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    expect(await bar('1965: 1 result')).toHaveAttribute('aria-pressed', 'true');

    (await bar('1965: 1 result')).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/?year=1965:1965'));
    await screen.findByText(/^1 result/);

    // One year is shown by month, and the keyboard's focus stays in the bars, on January.
    const months = await screen.findByRole('group', { name: 'Results by month' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    expect(await bar('January 1965: 0 results')).toHaveFocus();
    await user.keyboard('{ArrowRight>5/}{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/?year=1965:1965&when=1965-06'));
    expect(await bar('June 1965: 1 result')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await waitFor(() => expect(currentUrl()).toBe('/?year=1965:1965&when=1965-06/1965-08'));
    expect(await bar('July 1965: 0 results')).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('button', { name: 'Remove filter Date: June 1965 – August 1965' }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe('/?year=1965:1965'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe('/?year=1960:1969'));
    // Out of the months, focus is on the year's bar again.
    expect(await bar('1965: 1 result')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    await screen.findByRole('group', { name: 'Results by decade' });
  });

  it('extends a span of years by keyboard', async () => {
    server.use(...serveEngine(records));
    const { user } = renderApp('/?year=1965:1966');
    (await bar('1966: 0 results')).focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(currentUrl()).toBe('/?year=1965:1967'));
    await screen.findByText(/^2 results/);
    expect(await bar('1966: 0 results')).toHaveAttribute('aria-pressed', 'true');
    expect(await bar('1968: 0 results')).toHaveAttribute('aria-pressed', 'false');
  });

  it('counts a loosely dated item once in its decade, and in each month it may be from', async () => {
    server.use(
      ...serveEngine([
        ...records,
        datedLoosely('sixties', '196X', day(1960, 1, 1), day(1969, 12, 31)),
        datedLoosely('summer-65', '1965-06/1965-08', day(1965, 6, 1), day(1965, 8, 31)),
      ]),
    );
    const { user } = renderApp('/');
    await user.click(await bar('1960s: 4 results'));
    await user.click(await bar('1965: 3 results'));
    await screen.findByRole('group', { name: 'Results by month' });
    expect(await bar('June 1965: 3 results')).toBeInTheDocument();
    expect(await bar('July 1965: 2 results')).toBeInTheDocument();
    expect(await bar('May 1965: 1 result')).toBeInTheDocument();
    // Choosing a month keeps every month's count: they leave the date filter aside.
    await user.click(await bar('July 1965: 2 results'));
    await waitFor(() => expect(currentUrl()).toBe('/?year=1965:1965&when=1965-07'));
    await screen.findByText(/^2 results/);
    expect(await bar('June 1965: 3 results')).toHaveAttribute('aria-pressed', 'false');
    expect(await bar('July 1965: 2 results')).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the year by years when its month counts cannot be had', async () => {
    let refused = 0;
    // Only the timeline's own request asks for the months facet; the results still come.
    const refuseMonths = (host: string) =>
      http.post(host, async ({ request }) => {
        if (!(await request.clone().text()).includes('"months"')) return undefined;
        refused += 1;
        return HttpResponse.json({ message: 'Service down' }, { status: 503 });
      });
    server.use(
      refuseMonths('https://*-dsn.algolia.net/1/indexes/*/queries'),
      refuseMonths('https://*.algolianet.com/1/indexes/*/queries'),
      ...serveEngine(records),
    );
    renderApp('/?year=1965:1965');
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    expect(await bar('1965: 1 result')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Results by year' })).toBeVisible(),
    );
    expect(screen.queryByRole('group', { name: 'Results by month' })).toBeNull();
  });

  it('is restored from the URL and agrees with the Year filter', async () => {
    server.use(...serveEngine(records));
    renderApp('/?year=1965:1967');
    expect(await bar('1965: 1 result')).toHaveAttribute('aria-pressed', 'true');
    expect(await bar('1967: 1 result')).toHaveAttribute('aria-pressed', 'true');
    expect(await bar('1964: 0 results')).toHaveAttribute('aria-pressed', 'false');
    const year = within(screen.getByRole('group', { name: 'Year' }));
    expect(year.getByRole('spinbutton', { name: 'From' })).toHaveValue(1965);
    expect(year.getByRole('spinbutton', { name: 'To' })).toHaveValue(1967);
  });
});

describe('the timeline on every results screen', () => {
  it("filters a collection, in the collection's own URL", async () => {
    const { user } = renderApp('/collections/denmark');
    await screen.findByText(/^4 results/);
    const group = await screen.findByRole('group', { name: 'Results by year' });
    const year2005 = within(group).getByRole('button', { name: /^2005: \d+ results?$/ });
    const count = Number(/: (\d+)/.exec(year2005.getAttribute('aria-label') ?? '')?.[1]);
    await user.click(year2005);
    await waitFor(() => expect(currentUrl()).toBe('/collections/denmark?year=2005:2005'));
    await screen.findByText(new RegExp(`^${count} results?`));
  });
});
