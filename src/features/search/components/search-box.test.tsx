import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../tests/utils/render-app';

/** The route's chunk loads cold in a file's first test: allow for a busy machine. */
const FIRST_RESULTS = { timeout: 10_000 };

const box = () => screen.getByRole('combobox', { name: 'Search the archive' });

/** The browser's media queries, answered by `matches`; `change` re-answers and notifies. */
function stubMediaQueries(matches: (query: string) => boolean) {
  let answer = matches;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return answer(media);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: (query: string) => boolean) {
      answer = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the search box', () => {
  it('has one clear button, which empties the box and the search and keeps focus in the box', async () => {
    const { user } = renderApp('/?q=kite');
    await screen.findByRole('link', { name: /Kite/ }, FIRST_RESULTS);
    expect(box()).toHaveAttribute('type', 'search');
    const clear = screen.getByRole('button', { name: 'Clear the search' });
    expect(screen.getAllByRole('button', { name: /clear/i })).toEqual([clear]);

    await user.click(clear);
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(await screen.findByText(/^52 results/, {}, FIRST_RESULTS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
  });

  it('shows a placeholder that fits on a narrow screen, and the full one on a wide one', async () => {
    const narrow = (query: string) => query === '(max-width: 30em)';
    const media = stubMediaQueries(narrow);
    renderApp('/');
    expect(await screen.findByRole('combobox', { name: 'Search the archive' })).toHaveAttribute(
      'placeholder',
      'Titles, tags, places…',
    );
    media.change(() => false);
    expect(box()).toHaveAttribute('placeholder', 'Search titles, tags, places, people…');
  });

  it('hides the keyboard of a touch screen on Enter, so the results can be seen', async () => {
    stubMediaQueries((query) => query === '(pointer: coarse)');
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/, {}, FIRST_RESULTS);
    await user.type(box(), 'kite{Enter}');
    expect(box()).not.toHaveFocus();
    await waitFor(() => expect(currentUrl()).toBe('/?q=kite'));
  });

  it('keeps focus in the box on Enter elsewhere', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/, {}, FIRST_RESULTS);
    await user.type(box(), 'kite{Enter}');
    expect(box()).toHaveFocus();
    await waitFor(() => expect(currentUrl()).toBe('/?q=kite'));
  });

  it('shows the query of the address on Back and Forward, even with focus in the box', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/, {}, FIRST_RESULTS);
    // A search with photos and a video, so the Type facet is offered.
    await user.type(box(), 'sun');
    await waitFor(() => expect(currentUrl()).toBe('/?q=sun'));
    await user.click(await screen.findByRole('checkbox', { name: /^Photos/ }));
    await waitFor(() => expect(currentUrl()).toBe('/?q=sun&type=photo'));
    await user.type(box(), 'lake', { initialSelectionStart: 0, initialSelectionEnd: 3 });
    await waitFor(() => expect(currentUrl()).toBe('/?q=lake&type=photo'));
    expect(box()).toHaveFocus();

    act(() => window.history.back());
    await waitFor(() => expect(currentUrl()).toBe('/?q=sun&type=photo'));
    await waitFor(() => expect(box()).toHaveValue('sun'));
    expect(box()).toHaveFocus();
    act(() => window.history.back());
    await waitFor(() => expect(currentUrl()).toBe('/?q=sun'));
    expect(box()).toHaveValue('sun');
    await screen.findByRole('checkbox', { name: /^Photos/, checked: false });

    act(() => window.history.forward());
    await waitFor(() => expect(currentUrl()).toBe('/?q=sun&type=photo'));
    act(() => window.history.forward());
    await waitFor(() => expect(currentUrl()).toBe('/?q=lake&type=photo'));
    await waitFor(() => expect(box()).toHaveValue('lake'));
    // Typing goes on from what the box shows.
    await user.type(box(), 's');
    await waitFor(() => expect(currentUrl()).toBe('/?q=lakes&type=photo'));
  });
});
