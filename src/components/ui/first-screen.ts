import { startTransition, useLayoutEffect, useState } from 'react';

/**
 * A page's first screen drawn at build time (scripts/prerender/prerender-pages.ts): the HTML of
 * a prerendered page holds the screen as the app drew it, inert and hidden from assistive
 * technology, and hides the app's own root until the app has drawn the same screen. The app then
 * takes over in one frame: the screen it reveals is the one the visitor was already looking at.
 * Elements marked `data-first-screen-omit` are left out of the copy (what only the running app
 * knows), and those marked `data-first-screen-empty` keep their box but not their content.
 */

/** The element holding the build-time screen. */
export const FIRST_SCREEN_ID = 'first-screen';
/**
 * On <html> while the build-time screen stands in for the app (the CSS hides #root), its value
 * the path the screen was drawn for. public/first-screen.js removes it before the first paint
 * where that screen is not the page's (index.html served for another path), which hides it.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** Longest the app waits for the first screen's images before it starts anyway. */
const PAINT_WAIT_LIMIT_MS = 3000;
const HIDDEN_TAB_WAIT_MS = 100;

/** Whether the build-time screen still stands in for the app. */
export function isFirstScreenShown(target?: Document): boolean {
  // Rendering in Node (pages built with their HTML) has no document and no copy.
  const page = target ?? (typeof document === 'undefined' ? null : document);
  return page?.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE) ?? false;
}

/**
 * Runs `update` (React state updates) as a transition while the build-time screen stands in:
 * nobody waits on the app's hidden screen then, so React draws it in slices between which the
 * browser stays responsive, instead of in long tasks. Afterwards updates run as they come.
 */
export function updateBehindFirstScreen(update: () => void): void {
  if (isFirstScreenShown()) startTransition(update);
  else update();
}

/**
 * Whether a component's content may be drawn yet: at once, or, while the build-time screen stands
 * in, in a transition begun once the commit that mounted the component is done. For content that
 * would otherwise be mounted by an urgent update (react-instantsearch draws its children in the
 * update that follows starting the search), whose render is then one long task.
 */
export function useDrawnBehindFirstScreen(): boolean {
  const [drawn, setDrawn] = useState(() => !isFirstScreenShown());
  useLayoutEffect(() => {
    if (!drawn) updateBehindFirstScreen(() => setDrawn(true));
  }, [drawn]);
  return drawn;
}

/** Elements taken out of a dropped copy per task. */
const DROP_SLICE_ELEMENTS = 120;

/**
 * Takes a copy that is no longer shown out of the document a few cards at a time, one task each.
 * Removed at once, its hundreds of elements made one long task wherever the browser records
 * style invalidations (DevTools and Lighthouse traces: 200 ms at 4× CPU).
 */
function dropInSlices(screen: HTMLElement): void {
  screen.hidden = true;
  screen.removeAttribute('id');
  const step = () => {
    let budget = DROP_SLICE_ELEMENTS;
    while (budget > 0) {
      let leaf: Element | null = screen.lastElementChild;
      if (!leaf) {
        screen.remove();
        return;
      }
      // The deepest last subtree small enough for what is left of this slice.
      let size = leaf.getElementsByTagName('*').length + 1;
      while (size > budget && leaf.lastElementChild) {
        leaf = leaf.lastElementChild;
        size = leaf.getElementsByTagName('*').length + 1;
      }
      budget -= size;
      leaf.remove();
    }
    setTimeout(step, 0);
  };
  setTimeout(step, 0);
}

/** Hands the page to the app: the build-time screen goes, the app's root shows. */
export function revealApp(target: Document = document): void {
  target.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  const screen = target.getElementById(FIRST_SCREEN_ID);
  if (screen) dropInSlices(screen);
}

/** Reveals the app in the commit where its screen is `ready` (before that frame is painted). */
export function useRevealApp(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) revealApp();
  }, [ready]);
}

function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the first screen's eager images have loaded (or failed) and a frame has been
 * painted with them, or after a few seconds: the app's code downloads after the photo, not
 * beside it, so a slow connection shows the photo first. Resolves at once without a first screen.
 */
export function firstScreenPainted(target: Document = document): Promise<void> {
  const screen = target.getElementById(FIRST_SCREEN_ID);
  if (!screen) return Promise.resolve();
  if (!isFirstScreenShown(target)) {
    // Drawn for another path: nothing to wait for, and nothing to hand over.
    dropInSlices(screen);
    return Promise.resolve();
  }
  const images = [...screen.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')];
  const loaded = Promise.all(images.map(settled));
  const limit = new Promise<void>((resolve) => setTimeout(resolve, PAINT_WAIT_LIMIT_MS));
  return Promise.race([loaded, limit]).then(
    () =>
      new Promise<void>((resolve) => {
        // The frame after the one that drew the images; a hidden tab draws none.
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
      }),
  );
}
