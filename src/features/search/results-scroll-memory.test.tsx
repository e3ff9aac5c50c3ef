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

  it('puts the opened card back where it sat when the cards above it are laid out taller or shorter', async () => {
    const { user } = renderApp('/');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const tenth = within(grid).getAllByRole('link')[9] as HTMLElement;
    const objectID = tenth.dataset.objectId ?? '';
    let openedCardTop = 300;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = (this as HTMLElement).dataset.objectId === objectID ? openedCardTop : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 100, height: 100 });
    });

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1400 });
    await user.click(tenth);
    await screen.findByRole('heading', { level: 1 });
    // Back on the results, the cards above it are estimated 220 px taller than they were drawn.
    openedCardTop = 520;
    const scrollTo = vi.spyOn(window, 'scrollTo');
    act(() => window.history.back());
    await waitFor(() =>
      expect(document.querySelector(`[data-object-id="${objectID}"]`)).toHaveFocus(),
    );
    expect(scrollTo).toHaveBeenNthCalledWith(1, 0, 1400);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1620);
    rect.mockRestore();
    Reflect.deleteProperty(window, 'scrollY');
  });
});
