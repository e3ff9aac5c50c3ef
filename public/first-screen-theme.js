// A prerendered page is drawn before the app's code runs, so the visitor's theme is applied here
// first: a blocking script in that page's <head> (scripts/prerender), as the security policy
// allows no inline script. It mirrors readThemeChoice/applyTheme of src/services/theme/theme.ts
// (tests/unit/first-screen-theme.test.ts keeps the two in step).
(function () {
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
  document.documentElement.dataset.theme = theme;
})();
