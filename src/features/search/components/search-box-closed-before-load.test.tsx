import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY } from '@/services/suggestions/recent-searches';
import { renderApp } from '../../../../tests/utils/render-app';

/** The route's chunk loads cold in a file's first test: allow for a busy machine. */
const FIRST_RESULTS = { timeout: 10_000 };

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search the archive' });

/** The suggestions' code is cold here (this file's own module registry), as on a fresh page. */
describe('the search box closed before its suggestions arrive', () => {
  it('stays closed after a click then Escape, and opens on the next click', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['kite']));
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/, {}, FIRST_RESULTS);

    box().focus();
    fireEvent.click(box());
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).not.toHaveAttribute('aria-controls');

    await waitFor(() => expect(box()).toHaveAttribute('aria-controls'));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveFocus();

    await user.click(box());
    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });
});
