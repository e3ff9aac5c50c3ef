import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, readThemeChoice, THEME_STORAGE_KEY } from '@/services/theme/theme';
import { OTHER_PAGE_ATTRIBUTE } from './root-markup';

/** The blocking head script of a page rendered at build time (served as /theme.js). */
const themeHeadScript = new Function(readFileSync('src/start/theme-head.js', 'utf8')) as () => void;

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

/** The theme the app applies (services/theme) and the one the head script applies. */
function bothThemes(): [string | undefined, string | undefined] {
  applyTheme(readThemeChoice());
  const app = document.documentElement.dataset.theme;
  delete document.documentElement.dataset.theme;
  themeHeadScript();
  return [document.documentElement.dataset.theme, app];
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.documentElement.removeAttribute('data-rendered-for');
  document.documentElement.removeAttribute(OTHER_PAGE_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the theme of a page rendered at build time, before it is drawn', () => {
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

describe('the markup of a page rendered at build time, before it is drawn', () => {
  /** Whether the markup rendered for `renderedFor` is hidden at `address`. */
  function hiddenAt(renderedFor: string, address: string): boolean {
    document.documentElement.setAttribute('data-rendered-for', renderedFor);
    window.history.replaceState(null, '', address);
    themeHeadScript();
    return document.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE);
  }

  it('is shown at the address it was rendered for', () => {
    expect(hiddenAt('/', '/')).toBe(false);
    expect(hiddenAt('/item/blinds', '/item/blinds')).toBe(false);
  });

  it('is hidden where index.html is served for another address', () => {
    expect(hiddenAt('/', '/about')).toBe(true);
    expect(hiddenAt('/', '/collections/space')).toBe(true);
    expect(hiddenAt('/', '/item/added-after-the-build')).toBe(true);
    expect(hiddenAt('/', '/index.html')).toBe(true);
  });

  it('is hidden on `/` with a search in its query, which the markup does not show', () => {
    expect(hiddenAt('/', '/?q=cat')).toBe(true);
    expect(hiddenAt('/', '/?type=video&page=2')).toBe(true);
  });

  it('is hidden wherever the app will not hydrate it: its rule is readPageData’s', () => {
    // boot.tsx draws the page from nothing wherever the page data is not this address's.
    expect(hiddenAt('/item/blinds', '/item/blinds?utm_source=mastodon')).toBe(true);
  });

  it('leaves a page that was not rendered at build time as it is', () => {
    window.history.replaceState(null, '', '/about');
    themeHeadScript();
    expect(document.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE)).toBe(false);
  });
});
