import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';

const showOnMap = () => screen.getByRole('link', { name: 'Show on a map' });

describe('“Show on a map” on the search screen', () => {
  it('opens the map with the query and filters on screen', async () => {
    const { user } = renderApp('/?q=skagen');
    await screen.findByText(/^2 results/);
    expect(showOnMap()).toHaveAttribute('href', '/map?q=skagen');
    await user.clear(screen.getByLabelText('Search the archive', { selector: 'input' }));
    await user.type(screen.getByLabelText('Search the archive', { selector: 'input' }), 'denmark');
    // The box's own state, before the address bar catches up.
    await waitFor(() => expect(showOnMap()).toHaveAttribute('href', '/map?q=denmark'));
    await user.click(showOnMap());
    expect(await screen.findByRole('heading', { level: 1, name: 'Map of Folio' })).toBeVisible();
    expect(currentUrl()).toBe('/map?q=denmark');
    expect(screen.getByLabelText('Search the archive', { selector: 'input' })).toHaveValue(
      'denmark',
    );
  });

  it('keeps the filters, and a collection’s screen has none (its scope is not a map search)', async () => {
    renderApp('/?type=video&year=2000:2010&page=2');
    await screen.findByText(/results?/);
    await waitFor(() =>
      expect(showOnMap()).toHaveAttribute('href', '/map?type=video&year=2000:2010'),
    );
  });
});
