import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY } from '@/services/suggestions/recent-searches';
import { renderApp } from '../../../../tests/utils/render-app';

/** The route's chunk loads cold in a file's first test: allow for a busy machine. */
const FIRST_RESULTS = { timeout: 10_000 };

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search the archive' });

/** The suggestions' code is cold here (this file's own module registry), as on a fresh page. */
describe('the search box left before its suggestions arrive', () => {
  it('does not open the list when the visitor clicked in and moved on, even back by keyboard', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['kite']));
    renderApp('/');
    await screen.findByText(/^52 results/, {}, FIRST_RESULTS);

    box().focus();
    fireEvent.click(box());
    box().blur();
    // Back into the box without a click, as Tab does: the loaded combobox would not open here.
    box().focus();
    expect(box()).not.toHaveAttribute('aria-controls');

    await waitFor(() => expect(box()).toHaveAttribute('aria-controls'));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
