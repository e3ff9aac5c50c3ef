import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../tests/utils/render-app';

const siteNav = () => screen.getByRole('navigation', { name: 'Site' });
const mapLink = () => within(siteNav()).getByRole('link', { name: 'Map' });
const box = () => screen.findByLabelText('Search the archive', { selector: 'input' });

beforeAll(() => import('@/features/site-menu/site-menu'));

describe('the header’s Map link', () => {
  it('carries the search on screen, in the plain links and in the menu that replaces them', async () => {
    renderApp('/?q=skagen&type=photo&page=2');
    // The plain links first paint: the grid's page stays behind, the query and filters go.
    expect(mapLink()).toHaveAttribute('href', '/map?q=skagen&type=photo');
    await screen.findByRole('button', { name: 'Explore' });
    expect(mapLink()).toHaveAttribute('href', '/map?q=skagen&type=photo');
  });

  it('opens the map with the same query in the box and only its results', async () => {
    const { user } = renderApp('/?q=skagen');
    await screen.findByText(/^2 results/);
    await user.click(mapLink());
    expect(await screen.findByRole('heading', { level: 1, name: 'Map of Folio' })).toBeVisible();
    expect(currentUrl()).toBe('/map?q=skagen');
    expect(await box()).toHaveValue('skagen');
    expect(await screen.findByRole('heading', { level: 2, name: /^2 results in/ })).toBeVisible();
  });

  it('follows the search as it changes, and leads to the plain map from other pages', async () => {
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Folio' });
    expect(mapLink()).toHaveAttribute('href', '/map');
    await user.click(within(siteNav()).getByRole('link', { name: 'Map' }));
    await user.type(await box(), 'cups');
    await waitFor(() => expect(mapLink()).toHaveAttribute('href', '/map?q=cups'));
  });
});
