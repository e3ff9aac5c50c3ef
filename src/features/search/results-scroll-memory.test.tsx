import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

describe('back from an item', () => {
  it('returns to the same scroll position and focuses the result that was opened', async () => {
    const { user } = renderApp('/');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const tenth = within(grid).getAllByRole('link')[9] as HTMLElement;
    const objectID = tenth.dataset.objectId;
    const title = tenth.querySelector('.result-card-title')?.textContent ?? '';

    // jsdom has no layout: the visitor "has scrolled" 1,400 px down.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1400 });
    await user.click(tenth);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });

    const scrollTo = vi.spyOn(window, 'scrollTo');
    act(() => window.history.back());
    await waitFor(() => expect(currentUrl()).toBe('/'));
    const opened = await waitFor(() => {
      const link = document.querySelector<HTMLElement>(`[data-object-id="${objectID}"]`);
      expect(link).toHaveFocus();
      return link;
    });
    expect(opened).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1400);
    Reflect.deleteProperty(window, 'scrollY');
  });
});
