/**
 * What MSW serves for `https://www.googletagmanager.com/gtm.js` in mock mode: a stand-in for a
 * Tag Manager container that only marks itself loaded, as a real one does
 * (`window.google_tag_manager[<id>]`), with the ID read from its own address. The tags inside a
 * real container are its owner's business; what Folio pushes to the dataLayer is what matters,
 * and tests read that. Plain ES5 so it runs in any browser.
 */
export const GTM_STAND_IN = String.raw`(function () {
  'use strict';
  var src = document.currentScript && document.currentScript.src;
  if (!src) {
    var scripts = document.getElementsByTagName('script');
    for (var i = scripts.length - 1; i >= 0 && !src; i--) {
      if (/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?/.test(scripts[i].src)) src = scripts[i].src;
    }
  }
  var id = src && /[?&]id=([^&#]+)/.exec(src);
  if (!id) return;
  var layer = /[?&]l=([^&#]+)/.exec(src);
  var loaded = (window.google_tag_manager = window.google_tag_manager || {});
  loaded[decodeURIComponent(id[1])] = {
    dataLayer: { name: layer ? decodeURIComponent(layer[1]) : 'dataLayer' }
  };
})();
`;
