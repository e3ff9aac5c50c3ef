/**
 * The sharpest copy of an image the page has already loaded and decoded (the item page's photo,
 * a result card's thumbnail), as a URL. Drawn from the memory cache, it fills the viewer on its
 * first frame, where the tiny inline placeholder would show a blur.
 */
export function drawnCopyOf(files: readonly string[]): string | null {
  if (files.length === 0) return null;
  const wanted = new Set(files.map((file) => new URL(file, document.baseURI).href));
  let best: HTMLImageElement | null = null;
  for (const image of document.images) {
    if (!image.complete || image.naturalWidth === 0 || !wanted.has(image.currentSrc)) continue;
    if (!best || image.naturalWidth > best.naturalWidth) best = image;
  }
  return best?.currentSrc ?? null;
}
