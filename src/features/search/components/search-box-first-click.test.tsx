import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY } from '@/services/suggestions/recent-searches';
import { renderApp } from '../../../../tests/utils/render-app';

/** The route's chunk loads cold in a file's first test: allow for a busy machine. */
const FIRST_RESULTS = { timeout: 10_000 };

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search the archive' });

/**
 * The suggestions' code loads on the box's first focus, which a click gives before the code can
 * have arrived. Each test here runs in a module registry of its own file, so the code is cold.
 */
describe('the first click into the search box', () => {
  it('opens the suggestions once their code arrives, without another key or click', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['kite', 'fallen leaf']));
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/, {}, FIRST_RESULTS);

    // A click focuses the box and then clicks it, in the same gesture: before the code arrives.
    box().focus();
    fireEvent.click(box());
    expect(box()).not.toHaveAttribute('aria-controls');

    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    const recent = within(list).getByRole('group', { name: 'Recent searches' });
    expect(within(recent).getByRole('option', { name: /kite/ })).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    await within(list).findByRole('group', { name: 'Popular searches' });

    // The loaded combobox takes over: a click closes the list, as it would have opened it.
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  });
});
