import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

// The panel loads on first use: compile it up front, so the first test here does not wait for
// it on a busy machine.
beforeAll(async () => {
  await import('./components/no-results');
});

const resultsHeading = () => screen.getByRole('heading', { level: 2, name: /results?\b/ });

async function removalButtons() {
  const list = await screen.findByRole('list', { name: 'Filters to remove' });
  return within(list).getAllByRole('button');
}

describe('no results', () => {
  it('names the query and offers to remove each filter, with the results each one hides', async () => {
    const { user } = renderApp('/?q=leaf&type=video&year=2000:2020');
    expect(await screen.findByRole('heading', { name: 'Nothing matches “leaf”' })).toBeVisible();
    expect(screen.getByText(/3 filters are on/)).toBeInTheDocument();
    // Filtered: the column lists the filters in use, no note.
    expect(screen.queryByText(/Filters appear here/)).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await removalButtons()).map((button) => button.textContent)).toEqual([
        expect.stringMatching(/^Remove Type: video \(\d+ results?\)$/),
        expect.stringMatching(/^Remove Year: from 2000 \(0 results\)$/),
        expect.stringMatching(/^Remove Year: to 2020 \(0 results\)$/),
      ]),
    );
    const removeType = screen.getByRole('button', { name: /^Remove Type: video/ });
    const promised = /\((\d+) results?\)/.exec(removeType.textContent ?? '')?.[1];
    expect(Number(promised)).toBeGreaterThan(0);

    await user.click(removeType);
    await waitFor(() => expect(currentUrl()).toBe('/?q=leaf&year=2000:2020'));
    expect(await screen.findByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
    expect(resultsHeading()).toHaveTextContent(new RegExp(`^${promised} results?`));
    // The button pressed went away with the panel; focus did not fall to the page.
    expect(resultsHeading()).toHaveFocus();
  });

  it('removes one bound of a year range and keeps the rest', async () => {
    const { user } = renderApp('/?type=video&year=2014:2015');
    expect(
      await screen.findByRole('heading', { name: 'Nothing matches these filters' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: /^Remove Year: to 2015/ }));
    await waitFor(() => expect(currentUrl()).toBe('/?type=video&year=2014:'));
  });

  it('names each filter as the filters in use do', async () => {
    renderApp('/?q=zzzzqqq&orientation=portrait&colour=grey');
    await screen.findByRole('heading', { name: 'Nothing matches “zzzzqqq”' });
    await waitFor(async () =>
      expect((await removalButtons()).map((button) => button.textContent).sort()).toEqual([
        'Remove Colour: Grey (0 results)',
        'Remove Orientation: Portrait (0 results)',
      ]),
    );
  });

  it('shows a few items from the whole archive to go on from', async () => {
    const { user } = renderApp('/?q=zzzzqqq');
    const popular = await screen.findByRole('region', { name: 'Try one of these' });
    const items = within(popular).getAllByRole('link');
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeLessThanOrEqual(6);
    const title = items[0]?.textContent ?? '';
    await user.click(items[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(currentUrl()).toMatch(/^\/item\//);
  });

  it('offers items from inside the collection when the search is scoped to one', async () => {
    renderApp('/collections/space?q=zzzzqqq');
    const popular = await screen.findByRole('region', { name: 'Try one of these' });
    const titles = within(popular)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles.sort()).toEqual(
      [
        'Astronaut Eileen Collins',
        'Hubble eXtreme Deep Field',
        'Launch photo of DSCOVR on Falcon 9',
      ].sort(),
    );
  });

  it('keeps the filter column and suggests other words when only the query is to blame', async () => {
    renderApp('/?q=zzzzqqq');
    await screen.findByRole('heading', { name: 'Nothing matches “zzzzqqq”' });
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Filters to remove' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(
      screen.getByText('Filters appear here when a search finds something.'),
    ).toBeInTheDocument();
  });

  it('"Show everything" clears the query and the filters, keeping the sort', async () => {
    const { user } = renderApp('/?q=zzzzqqq&type=video&tags=macro&sort=newest');
    await screen.findByRole('heading', { name: 'Nothing matches “zzzzqqq”' });
    await user.click(screen.getByRole('button', { name: 'Show everything' }));
    await waitFor(() => expect(currentUrl()).toBe('/?sort=newest'));
    expect(await screen.findByText(/^52 results/)).toBeInTheDocument();
    expect(resultsHeading()).toHaveFocus();
  });
});
