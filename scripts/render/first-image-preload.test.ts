import { describe, expect, it } from 'vitest';
import { firstImagePreload } from './first-image-preload.ts';

describe('firstImagePreload', () => {
  it('preloads the first source of the picture holding the high-priority image', () => {
    const markup =
      '<picture><source type="image/avif" srcSet="/m/a/640.avif 640w, /m/a/750.avif 750w" sizes="100vw"/>' +
      '<source type="image/webp" srcSet="/m/a/640.webp 640w"/><img src="/m/a/1080.jpg" loading="lazy"/></picture>' +
      '<picture><source type="image/avif" srcSet="/m/b/640.avif 640w" sizes="(max-width: 600px) 100vw, 426px"/>' +
      '<img src="/m/b/1080.jpg" fetchPriority="high"/></picture>';
    expect(firstImagePreload(markup)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" type="image/avif" ' +
        'imagesrcset="/m/b/640.avif 640w" imagesizes="(max-width: 600px) 100vw, 426px" />',
    );
  });

  it('preloads an image outside a picture by its own srcset or src, and nothing without one', () => {
    expect(firstImagePreload('<img srcSet="/a.jpg 1x" sizes="50vw" fetchPriority="high"/>')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a.jpg 1x" imagesizes="50vw" />',
    );
    expect(firstImagePreload('<img src="/a.jpg" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/a.jpg" />',
    );
    expect(firstImagePreload('<img src="/a.jpg" loading="lazy">')).toBeNull();
  });
});
