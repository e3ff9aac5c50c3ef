// The blocking script in the <head> of a page rendered at build time, served as /theme.js
// (scripts/vite/theme-script-plugin.ts): it runs before the page's markup is drawn, and the
// security policy allows no inline script. Plain JavaScript, no imports: it is not bundled.
(function () {
  const root = document.documentElement;

  // The visitor's theme, before the first paint: it mirrors readThemeChoice/applyTheme of
  // src/services/theme/theme.ts (theme-head.test.ts keeps the two in step).
  let theme;
  try {
    theme = localStorage.getItem('folio:theme');
  } catch {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme =
      typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  root.dataset.theme = theme;

  // The markup was rendered for one address (data-rendered-for, path and query). Static hosts
  // also serve index.html, `/`'s page, at every address without a file of its own (/?q=cat,
  // /about): there it is another page's markup, so it is hidden before it is drawn
  // (data-other-page, src/app/styles.css), and the app draws the page from nothing (boot.tsx).
  const renderedFor = root.getAttribute('data-rendered-for');
  if (renderedFor !== null && renderedFor !== location.pathname + location.search) {
    root.setAttribute('data-other-page', '');
  }
})();
