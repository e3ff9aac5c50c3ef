// The blocking script of a prerendered page's <head> (scripts/prerender): it runs before the page
// is drawn, and the security policy allows no inline script.
(function () {
  var root = document.documentElement;

  // The screen in this HTML was drawn for one path (data-first-screen). index.html is also what
  // static hosts serve for every path without a file of its own (/about, /collections/space), and
  // on `/` the query is the search (/?q=cat): there the copy of `/` would be the wrong screen, so
  // it is hidden and the app draws the page from nothing.
  var drawnFor = root.getAttribute('data-first-screen');
  if (
    drawnFor !== null &&
    (drawnFor !== location.pathname || (drawnFor === '/' && location.search !== ''))
  ) {
    root.removeAttribute('data-first-screen');
  }

  // The visitor's theme, before the first paint: it mirrors readThemeChoice/applyTheme of
  // src/services/theme/theme.ts (src/services/theme/first-screen-script.test.tsx keeps them in step).
  var theme;
  try {
    theme = localStorage.getItem('folio:theme');
  } catch (error) {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme =
      typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  root.dataset.theme = theme;
})();
