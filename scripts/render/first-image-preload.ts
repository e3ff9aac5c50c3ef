/**
 * A preload, first in the head, for the photo a page opens with (the first image the app marks
 * `fetchpriority="high"`: the first result's, an item's own). Found by the browser's preload
 * scanner only when it reaches the body, that photo waited behind every stylesheet and module
 * the head asks for (Lighthouse: 1.2–2.1 s of resource load delay on a slow phone connection).
 * For a `<picture>`, the preload is its first source's (AVIF, with its type: a browser that
 * cannot show it skips the preload and picks from the picture as usual).
 */

const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

const attribute = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

export function firstImagePreload(markup: string): string | null {
  const image = HIGH_PRIORITY_IMAGE.exec(markup);
  if (!image) return null;
  const pictureStart = markup.lastIndexOf('<picture', image.index);
  const pictureEnd = markup.lastIndexOf('</picture>', image.index);
  const inPicture = pictureStart >= 0 && pictureEnd < pictureStart;
  const source = inPicture
    ? /<source\b[^>]*>/i.exec(markup.slice(pictureStart, image.index))?.[0]
    : undefined;
  const tag = source ?? image[0];
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  const type = source ? attribute(source, 'type') : null;
  const src = attribute(image[0], 'src');
  if (!srcset && !src) return null;
  // The values are the markup's own attribute text: already escaped for an attribute.
  return [
    '<link rel="preload" as="image" fetchpriority="high"',
    type ? ` type="${type}"` : '',
    srcset ? ` imagesrcset="${srcset}"` : ` href="${src}"`,
    sizes ? ` imagesizes="${sizes}"` : '',
    ' />',
  ].join('');
}
