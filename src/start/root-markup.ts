/**
 * On <html> where the page's markup was rendered for another address (index.html served for
 * `/?q=cat` or `/about`): set by theme-head.js before the first paint, it hides #root
 * (src/app/styles.css) so the visitor never sees the wrong page.
 */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';

/**
 * Empties #root of markup the app will not hydrate, then lets it show again: whatever is drawn
 * in it next is the app's own.
 */
export function showRootWithout(root: HTMLElement): void {
  root.replaceChildren();
  document.documentElement.removeAttribute(OTHER_PAGE_ATTRIBUTE);
}
