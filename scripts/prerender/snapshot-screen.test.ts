// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotScreen } from './snapshot-screen.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the copy of a screen', () => {
  it('holds back the sources of every image but the photo, which keeps its own', () => {
    document.body.innerHTML =
      '<div id="root"><main>' +
      '<picture><source type="image/avif" srcset="/media/photo/640.avif 640w">' +
      '<img alt="Photo" fetchpriority="high" srcset="/media/photo/1080.jpg 1080w" src="/media/photo/1080.jpg"></picture>' +
      '<picture><source type="image/avif" srcset="/media/card/640.avif 640w">' +
      '<img alt="Card" loading="eager" srcset="/media/card/1080.jpg 1080w" src="/media/card/1080.jpg"></picture>' +
      '<img alt="Icon" loading="lazy" src="/media/icon.svg">' +
      '</main></div>';
    const copy = document.createElement('div');
    copy.innerHTML = snapshotScreen().html;
    const attributes = (selector: string) => {
      const element = copy.querySelector(selector);
      return Object.fromEntries(
        ['srcset', 'src', 'data-first-screen-srcset', 'data-first-screen-src'].flatMap((name) =>
          element?.hasAttribute(name) ? [[name, element.getAttribute(name)]] : [],
        ),
      );
    };

    expect(attributes('picture:first-child source')).toEqual({
      srcset: '/media/photo/640.avif 640w',
    });
    expect(attributes('img[alt="Photo"]')).toEqual({
      srcset: '/media/photo/1080.jpg 1080w',
      src: '/media/photo/1080.jpg',
    });
    expect(attributes('picture:nth-child(2) source')).toEqual({
      'data-first-screen-srcset': '/media/card/640.avif 640w',
    });
    expect(attributes('img[alt="Card"]')).toEqual({
      'data-first-screen-srcset': '/media/card/1080.jpg 1080w',
      'data-first-screen-src': '/media/card/1080.jpg',
    });
    expect(attributes('img[alt="Icon"]')).toEqual({ 'data-first-screen-src': '/media/icon.svg' });
  });
});
