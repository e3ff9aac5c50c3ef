import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTheme, THEME_STORAGE_KEY } from '@/services/theme/theme';
import { renderApp } from '../../tests/utils/render-app';

/** The system's colour scheme, as `matchMedia` reports it, and a way to change it. */
function stubSystemScheme(dark: boolean) {
  let matches = dark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? matches : false;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

const theme = () => document.documentElement.dataset.theme;
const themeSelect = () => screen.getByRole('combobox', { name: 'Theme' });

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

// Compiled once here, so the menu loads within the waits below.
beforeAll(() => import('@/features/site-menu/site-menu'));

describe('the theme', () => {
  it('is also chosen in the site menu (a phone), and both controls show the pick', async () => {
    stubSystemScheme(false);
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Explore' }));
    const display = await screen.findByRole('group', { name: 'Display' });
    await user.selectOptions(within(display).getByRole('combobox', { name: 'Theme' }), 'dark');
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    const controls = screen.getAllByRole('combobox', { name: 'Theme' });
    expect(controls).toHaveLength(2);
    for (const control of controls) expect(control).toHaveDisplayValue('Dark theme');
  });

  it('is chosen in the header, applied at once, and remembered for the next visit', async () => {
    stubSystemScheme(false);
    const { user, unmount } = renderApp('/about');
    expect(themeSelect()).toHaveDisplayValue('System theme');
    await user.selectOptions(themeSelect(), 'Dark theme');
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    unmount();
    delete document.documentElement.dataset.theme;

    // The next visit: the entry applies it before the first render.
    startTheme();
    expect(theme()).toBe('dark');
    renderApp('/about');
    expect(themeSelect()).toHaveDisplayValue('Dark theme');
  });

  it('follows the system setting on "System", also when it changes', async () => {
    const system = stubSystemScheme(true);
    startTheme();
    expect(theme()).toBe('dark');
    system.set(false);
    expect(theme()).toBe('light');

    const { user } = renderApp('/about');
    await user.selectOptions(themeSelect(), 'Light theme');
    system.set(true);
    expect(theme()).toBe('light');

    await user.selectOptions(themeSelect(), 'System theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(theme()).toBe('dark');
  });

  it('applies a choice made in another tab', () => {
    stubSystemScheme(false);
    startTheme();
    expect(theme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(theme()).toBe('dark');
  });

  it('ignores a stored value it does not know', () => {
    stubSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    startTheme();
    expect(theme()).toBe('light');
  });
});
