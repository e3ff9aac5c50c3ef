import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '@/components/ui/first-screen';
import { applyTheme, readThemeChoice, THEME_STORAGE_KEY } from './theme';

/** The blocking script a prerendered page runs before it is drawn (public/, scripts/prerender). */
const firstScreenScript = new Function(
  readFileSync('public/first-screen.js', 'utf8'),
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
  firstScreenScript();
  return [document.documentElement.dataset.theme, app];
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the screen of a prerendered page, before it is drawn', () => {
  /** Whether the copy drawn for `drawnFor` still stands in for the app at `address`. */
  function copyShownAt(drawnFor: string, address: string): boolean {
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, drawnFor);
    window.history.replaceState(null, '', address);
    firstScreenScript();
    return document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE);
  }

  it('is shown at the address it was drawn for', () => {
    expect(copyShownAt('/', '/')).toBe(true);
    expect(copyShownAt('/item/blinds', '/item/blinds')).toBe(true);
  });

  it('is hidden where index.html is served for another path', () => {
    expect(copyShownAt('/', '/about')).toBe(false);
    expect(copyShownAt('/', '/collections/space')).toBe(false);
    expect(copyShownAt('/', '/item/added-after-the-build')).toBe(false);
    expect(copyShownAt('/', '/index.html')).toBe(false);
  });

  it('is hidden on `/` with a search in its query, which the copy does not show', () => {
    expect(copyShownAt('/', '/?q=cat')).toBe(false);
    expect(copyShownAt('/', '/?type=video&page=2')).toBe(false);
  });

  it('is kept on an item page whatever its query (a shared link’s tracking tags)', () => {
    expect(copyShownAt('/item/blinds', '/item/blinds?utm_source=mastodon')).toBe(true);
  });

  it('leaves a page without a copy as it is', () => {
    window.history.replaceState(null, '', '/about');
    firstScreenScript();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });
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

describe('the copy’s other images, held back until its photo is drawn', () => {
  const PHOTO = '<img alt="Photo" fetchpriority="high" src="/media/photo/750.avif">';
  const HELD =
    '<picture><source type="image/avif" data-first-screen-srcset="/media/card/640.avif 640w">' +
    '<img alt="Card" data-first-screen-srcset="/media/card/1080.jpg 1080w" ' +
    'data-first-screen-src="/media/card/1080.jpg"></picture>';

  /** A prerendered page of `/` at `address`, its script run, the document parsed. */
  function givenCopy(address: string, photoLoaded: boolean) {
    vi.useFakeTimers();
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '/');
    window.history.replaceState(null, '', address);
    document.body.innerHTML = `<div id="first-screen">${PHOTO}${HELD}</div>`;
    const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!photo) throw new Error('no photo in the copy');
    Object.defineProperty(photo, 'complete', { configurable: true, value: photoLoaded });
    firstScreenScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    return photo;
  }

  const sources = () =>
    Array.from(document.querySelectorAll('source, img:not([fetchpriority])'), (element) => [
      element.getAttribute('srcset'),
      element.getAttribute('src'),
    ]);
  const HELD_BACK = [
    [null, null],
    [null, null],
  ];
  const RELEASED = [
    ['/media/card/640.avif 640w', null],
    ['/media/card/1080.jpg 1080w', '/media/card/1080.jpg'],
  ];

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('get their sources once the photo has loaded and the page has been drawn', async () => {
    const photo = givenCopy('/', false);
    await vi.advanceTimersByTimeAsync(100); // drawn, the photo still loading
    expect(sources()).toEqual(HELD_BACK);
    photo.dispatchEvent(new Event('load'));
    expect(sources()).toEqual(RELEASED);
    expect(document.querySelector('[data-first-screen-src], [data-first-screen-srcset]')).toBe(
      null,
    );
  });

  it('wait for the page to be drawn even when the photo came from the cache', async () => {
    givenCopy('/', true);
    expect(sources()).toEqual(HELD_BACK);
    await vi.advanceTimersByTimeAsync(100);
    expect(sources()).toEqual(RELEASED);
  });

  it('do not wait for a photo that failed, nor longer than three seconds', async () => {
    const failed = givenCopy('/', false);
    await vi.advanceTimersByTimeAsync(100);
    failed.dispatchEvent(new Event('error'));
    expect(sources()).toEqual(RELEASED);

    givenCopy('/', false); // a photo that never answers
    await vi.advanceTimersByTimeAsync(2900);
    expect(sources()).toEqual(HELD_BACK);
    await vi.advanceTimersByTimeAsync(100);
    expect(sources()).toEqual(RELEASED);
  });

  it('get their sources a slice per task, and no more once the app has taken over', async () => {
    const photo = givenCopy('/', false);
    document.getElementById('first-screen')?.insertAdjacentHTML('beforeend', HELD.repeat(19));
    await vi.advanceTimersByTimeAsync(100);
    photo.dispatchEvent(new Event('load'));
    const givenBack = () => document.querySelectorAll('[srcset]:not([fetchpriority])').length;
    expect(givenBack()).toBe(24); // of 40: 20 pictures, a source and an image each
    await vi.advanceTimersByTimeAsync(0);
    expect(givenBack()).toBe(40);

    const handedOver = givenCopy('/', false);
    document.getElementById('first-screen')?.insertAdjacentHTML('beforeend', HELD.repeat(19));
    await vi.advanceTimersByTimeAsync(100);
    handedOver.dispatchEvent(new Event('load'));
    document.getElementById('first-screen')?.removeAttribute('id');
    await vi.advanceTimersByTimeAsync(100);
    expect(givenBack()).toBe(24);
  });

  it('are never fetched where the copy is not the page’s screen, or once the app has taken over', async () => {
    const photo = givenCopy('/about', false);
    photo.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sources()).toEqual(HELD_BACK);

    const handedOver = givenCopy('/', false);
    document.getElementById('first-screen')?.removeAttribute('id'); // the hand-over (revealApp)
    handedOver.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sources()).toEqual(HELD_BACK);
  });
});
