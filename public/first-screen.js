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

  // The copy's other images wait for its photo (scripts/prerender/snapshot-screen.ts holds their
  // sources back): once the photo has loaded (or failed) and the page has been drawn, or after
  // HELD_IMAGES_MS whatever happens, they get their sources back. Not after the hand-over (the
  // copy has lost its id by then), and not where the copy is not shown: nothing is fetched there.
  if (root.hasAttribute('data-first-screen')) {
    var HELD_IMAGES_MS = 3000;
    // Elements given back per task: each image given its source starts a request, and all of a
    // copy's at once made one long task on a slow phone.
    var RELEASE_SLICE = 24;
    var painted = false;
    var photoSettled = false;
    var released = false;
    var release = function () {
      if (released) return;
      released = true;
      var held = document.querySelectorAll(
        '#first-screen [data-first-screen-srcset], #first-screen [data-first-screen-src]',
      );
      giveBack(held, 0);
    };
    // In document order: a <picture>'s sources before its image, the first cards first.
    var giveBack = function (held, from) {
      if (!document.getElementById('first-screen')) return; // handed over meanwhile
      var end = Math.min(from + RELEASE_SLICE, held.length);
      for (var i = from; i < end; i++) {
        // srcset before src: an image picks its source as its src is set.
        var names = ['srcset', 'src'];
        for (var n = 0; n < names.length; n++) {
          var value = held[i].getAttribute('data-first-screen-' + names[n]);
          if (value === null) continue;
          held[i].removeAttribute('data-first-screen-' + names[n]);
          held[i].setAttribute(names[n], value);
        }
      }
      if (end < held.length) {
        setTimeout(function () {
          giveBack(held, end);
        }, 0);
      }
    };
    var settle = function () {
      if (painted && photoSettled) release();
    };
    requestAnimationFrame(function () {
      setTimeout(function () {
        painted = true;
        settle();
      }, 0);
    });
    document.addEventListener('DOMContentLoaded', function () {
      var photo = document.querySelector('#first-screen img[fetchpriority="high"]');
      var done = function () {
        photoSettled = true;
        settle();
      };
      if (!photo || photo.complete) return done();
      photo.addEventListener('load', done);
      photo.addEventListener('error', done);
    });
    setTimeout(release, HELD_IMAGES_MS);
  }
})();
