import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, readThemeChoice, THEME_STORAGE_KEY } from './theme';

/** The blocking script a prerendered page runs before it is drawn (public/, scripts/prerender). */
const firstScreenTheme = new Function(
  readFileSync('public/first-screen-theme.js', 'utf8'),
) as () => void;

function givenSystemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        addEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** The theme the app applies (services/theme) and the one the early script applies. */
function bothThemes(): [string | undefined, string | undefined] {
  applyTheme(readThemeChoice());
  const app = document.documentElement.dataset.theme;
  delete document.documentElement.dataset.theme;
  firstScreenTheme();
  return [document.documentElement.dataset.theme, app];
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  vi.unstubAllGlobals();
});

describe('the theme of a prerendered page, before the app runs', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['purple', true, 'dark'],
  ])('is the app’s: stored %s, system dark %s → %s', (stored, systemDark, expected) => {
    givenSystemDark(systemDark);
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    expect(bothThemes()).toEqual([expected, expected]);
  });

  it('is the system’s when storage is blocked', () => {
    givenSystemDark(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(bothThemes()).toEqual(['dark', 'dark']);
  });
});
