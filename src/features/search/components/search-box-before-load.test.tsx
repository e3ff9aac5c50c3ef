import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY } from '@/services/suggestions/recent-searches';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';

/** The route's chunk loads cold in a file's first test: allow for a busy machine. */
const FIRST_RESULTS = { timeout: 10_000 };

/**
 * The suggestions' code loads on the box's first focus. This file's module registry is its own,
 * so here it has not loaded yet when the test starts: what happens in the same task as the focus
 * happens before it can have arrived.
 */
describe('the search box before its suggestions have loaded', () => {
  it('searches, clears on Escape and remembers on Enter; taking over keeps focus, caret and text', async () => {
    renderApp('/');
    await screen.findByText(/^52 results/, {}, FIRST_RESULTS);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search the archive' });
    const form = screen.getByRole('search');

    box.focus(); // starts loading the suggestions
    fireEvent.change(box, { target: { value: 'leaf' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    fireEvent.change(box, { target: { value: 'kite' } });
    fireEvent.submit(form);
    box.setSelectionRange(2, 2);
    // Still the plain box: no list of its own yet.
    expect(box).not.toHaveAttribute('aria-controls');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await waitFor(() => expect(currentUrl()).toBe('/?q=kite'));
    expect(await screen.findByRole('link', { name: /Kite/ })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveAttribute('aria-controls'));
    // The same input, as the visitor left it.
    expect(screen.getByRole('combobox', { name: 'Search the archive' })).toBe(box);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('kite');
    expect([box.selectionStart, box.selectionEnd]).toEqual([2, 2]);
    // Enter before the list loaded was remembered, and the list opens for what was typed.
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null')).toEqual(['kite']);
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(within(list).getByRole('option', { name: 'kite' })).toBeInTheDocument();
  });
});
