import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';

const results = (count: number) => screen.findByText(new RegExp(`^${count} results?`));
const yearGroup = () => screen.getByRole('group', { name: 'Year' });

async function typeRange(user: ReturnType<typeof renderApp>['user'], from: string, to: string) {
  const year = within(yearGroup());
  await user.clear(year.getByRole('spinbutton', { name: 'From' }));
  if (from) await user.type(year.getByRole('spinbutton', { name: 'From' }), from);
  await user.clear(year.getByRole('spinbutton', { name: 'To' }));
  if (to) await user.type(year.getByRole('spinbutton', { name: 'To' }), to);
  await user.click(year.getByRole('button', { name: 'Apply' }));
}

describe('year filter', () => {
  it('keeps a range reaching past the newest item as typed, and says where the items end', async () => {
    const { user } = renderApp('/');
    await results(52);
    await typeRange(user, '2010', '2016');
    await waitFor(() => expect(currentUrl()).toBe('/?year=2010:2016'));
    await results(8);
    const note = await within(yearGroup()).findByText(
      'Showing items from 2010 to 2016: the newest item is from 2015.',
    );
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'From' })).toHaveValue(2010);
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'To' })).toHaveValue(2016);
  });

  it('keeps a range around all the data as typed: the dated items', async () => {
    const { user } = renderApp('/');
    await results(52);
    await typeRange(user, '1990', '2030');
    await waitFor(() => expect(currentUrl()).toBe('/?year=1990:2030'));
    await results(18);
    expect(
      within(yearGroup()).getByText(
        'Showing items from 1990 to 2030: the oldest item is from 2003; the newest item is from 2015.',
      ),
    ).toBeInTheDocument();
  });

  it('swaps an inverted range', async () => {
    const { user } = renderApp('/');
    await results(52);
    await typeRange(user, '2014', '2008');
    await waitFor(() => expect(currentUrl()).toBe('/?year=2008:2014'));
    expect(
      await within(yearGroup()).findByText(
        'Showing items from 2008 to 2014: From was after To, so they were swapped.',
      ),
    ).toBeInTheDocument();
    await results(4);
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'From' })).toHaveValue(2008);
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'To' })).toHaveValue(2014);
  });

  it('keeps a range before the archive as asked, finds nothing and says which years there are', async () => {
    const { user } = renderApp('/');
    await results(52);
    await typeRange(user, '1990', '1995');
    await waitFor(() => expect(currentUrl()).toBe('/?year=1990:1995'));
    expect(await screen.findByRole('heading', { name: 'Nothing from 1990–1995' })).toBeVisible();
    expect(screen.getByText('The archive spans 2003–2015.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /2003/ })).toBeNull();
    expect(
      within(yearGroup()).getByText(
        'Nothing from 1990 to 1995: the items here date from 2003 to 2015.',
      ),
    ).toHaveAttribute('aria-live', 'polite');
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'From' })).toHaveValue(1990);
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'To' })).toHaveValue(1995);

    await user.click(screen.getByRole('button', { name: 'Show 2003–2015' }));
    await waitFor(() => expect(currentUrl()).toBe('/?year=2003:2015'));
    await results(18);
  });

  it('says so when a range falls between the years there are, and "Show every year" leaves it', async () => {
    const { user } = renderApp('/?year=2009:2013');
    expect(await screen.findByRole('heading', { name: 'Nothing from 2009–2013' })).toBeVisible();
    expect(screen.getByText('The archive spans 2003–2015.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every year' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    await results(52);
  });

  it('names the query and the other filters when they narrow the years too', async () => {
    renderApp('/?q=leaf&year=2020:2030');
    expect(
      await screen.findByRole('heading', { name: 'Nothing matches “leaf” from 2020–2030' }),
    ).toBeVisible();
    expect(
      screen.getByText(/^Without the year filter, the results span \d{4}/),
    ).toBeInTheDocument();
  });

  it('forgets the note and the typed years when the filter is removed elsewhere', async () => {
    const { user } = renderApp('/');
    await results(52);
    await typeRange(user, '2010', '2016');
    await within(yearGroup()).findByText(/newest item is from 2015/);
    await user.click(screen.getByRole('button', { name: 'Remove filter Year: from 2010' }));
    await waitFor(() => expect(currentUrl()).toBe('/?year=:2016'));
    expect(within(yearGroup()).queryByText(/newest item/)).toBeNull();
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'From' })).toHaveValue(null);
  });

  it('"Any year" removes the range and leaves focus in the year filter', async () => {
    const { user } = renderApp('/?year=2005:2008');
    await results(9);
    await user.click(within(yearGroup()).getByRole('button', { name: 'Any year' }));
    await results(52);
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'From' })).toHaveFocus();
  });
});

describe('year slider', () => {
  it('has two labelled thumbs over the years of the results', async () => {
    renderApp('/');
    await results(52);
    // The slider loads after the first results, when there are years to show.
    const earliest = await within(yearGroup()).findByRole('slider', { name: 'Earliest year' });
    const latest = within(yearGroup()).getByRole('slider', { name: 'Latest year' });
    expect(earliest).toHaveValue('2003');
    expect(latest).toHaveValue('2015');
    expect(earliest).toHaveAttribute('min', '2003');
    expect(latest).toHaveAttribute('max', '2015');
  });

  it('moves by keyboard and applies the range once the thumb rests', async () => {
    const { user } = renderApp('/');
    await results(52);
    const latest = await within(yearGroup()).findByRole('slider', { name: 'Latest year' });
    latest.focus();
    await user.keyboard('{ArrowLeft}');
    expect(latest).toHaveValue('2014');
    // The inputs follow the thumbs at once; the search waits for the pause.
    expect(within(yearGroup()).getByRole('spinbutton', { name: 'To' })).toHaveValue(2014);
    await waitFor(() => expect(currentUrl()).toBe('/?year=:2014'));
    await results(11);

    const earliest = within(yearGroup()).getByRole('slider', { name: 'Earliest year' });
    earliest.focus();
    await user.keyboard('{PageUp}');
    expect(earliest).toHaveValue('2013');
    await user.keyboard('{Home}');
    expect(earliest).toHaveValue('2003');
    await user.keyboard('{End}');
    // A thumb stops at the other one.
    expect(earliest).toHaveValue('2014');
    await waitFor(() => expect(currentUrl()).toBe('/?year=2014:2014'));
    await results(1);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(earliest).toHaveValue('2009');
    await waitFor(() => expect(currentUrl()).toBe('/?year=2009:2014'));
  });
});
