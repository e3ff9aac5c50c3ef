/**
 * What MSW serves for `https://www.googletagmanager.com/gtag/js` in mock mode: a small stand-in
 * for Google's gtag.js that does what Folio relies on, so the demo and the tests see the same
 * cookies and `/g/collect` requests a real GA4 tag would make, answered by MSW
 * (google-tags.ts). Plain ES5 so it runs in any browser; it defines nothing on window beyond
 * what the page already made (`dataLayer`).
 *
 * - It reads `window.dataLayer`: the entries already there, then every later push. gtag()
 *   pushes `arguments` objects (`consent`, `js`, `config`, `event`, `set`); plain objects, like
 *   Tag Manager's `{event: 'gtm.js'}`, are not gtag commands and are ignored, as gtag.js does.
 * - Consent Mode: `analytics_storage` is denied until a `consent` command grants it.
 * - While granted: `_ga` (client ID) and `_ga_<ID>` (session) cookies, and one
 *   `POST https://region1.google-analytics.com/g/collect?v=2&tid=…&cid=…&en=…&dl=…&dt=…&gcs=G111`
 *   per event with `ep.<name>` (text, nested values as JSON) and `epn.<name>` (numbers), sent
 *   no-cors with keepalive like the real tag (so no preflight). `config` sends a page_view
 *   unless `send_page_view: false`, as gtag.js does.
 * - While denied: no cookie and no request. Real gtag.js sends cookieless pings then (gcs=G100);
 *   the simplification is safe because Folio never loads GA before the visitor consents.
 */
export const GTAG_STAND_IN = String.raw`(function () {
  'use strict';
  var w = window;
  var d = document;
  var dataLayer = (w.dataLayer = w.dataLayer || []);
  // Loaded twice on the same dataLayer: the first copy already listens.
  if (dataLayer.push && dataLayer.push.folioGtagStandIn) return;

  var COLLECT = 'https://region1.google-analytics.com/g/collect';
  var TWO_YEARS = 63072000;
  // Fields gtag.js puts in the hit itself, or only reads, rather than sending as parameters.
  var NOT_PARAMS = { send_to: 1, send_page_view: 1, page_location: 1, page_title: 1 };
  var granted = false;
  var targets = [];
  var shared = {};

  function isCommand(entry) {
    return Object.prototype.toString.call(entry) === '[object Arguments]';
  }
  function seconds() {
    return Math.floor(new Date().getTime() / 1000);
  }
  function readCookie(name) {
    var parts = d.cookie ? d.cookie.split(/;\s*/) : [];
    for (var i = 0; i < parts.length; i++) {
      var at = parts[i].indexOf('=');
      if (parts[i].slice(0, at) === name) return parts[i].slice(at + 1);
    }
    return null;
  }
  function writeCookie(name, value) {
    d.cookie = name + '=' + value + '; path=/; max-age=' + TWO_YEARS + '; SameSite=Lax';
  }
  function clientId() {
    var match = /^GA1\.\d+\.(\d+\.\d+)$/.exec(readCookie('_ga') || '');
    if (match) return match[1];
    var id = 100000000 + Math.floor(Math.random() * 1900000000) + '.' + seconds();
    writeCookie('_ga', 'GA1.1.' + id);
    return id;
  }
  function startSession(id) {
    var name = '_ga_' + id.replace(/^G-/, '');
    if (readCookie(name)) return;
    var now = seconds();
    writeCookie(name, 'GS1.1.' + now + '.1.0.' + now + '.0.0.0');
  }
  function storeCookies() {
    clientId();
    for (var i = 0; i < targets.length; i++) startSession(targets[i]);
  }
  function merge(base, extra) {
    var out = {};
    var key;
    for (key in base) if (Object.prototype.hasOwnProperty.call(base, key)) out[key] = base[key];
    for (key in extra) if (Object.prototype.hasOwnProperty.call(extra, key)) out[key] = extra[key];
    return out;
  }
  function param(name, value) {
    var e = encodeURIComponent;
    if (typeof value === 'number' && isFinite(value)) return 'epn.' + e(name) + '=' + value;
    if (typeof value === 'object') return 'ep.' + e(name) + '=' + e(JSON.stringify(value));
    return 'ep.' + e(name) + '=' + e(String(value));
  }
  function send(id, name, params) {
    if (typeof fetch !== 'function') return;
    var e = encodeURIComponent;
    var cid = clientId();
    startSession(id);
    var query = [
      'v=2',
      'tid=' + e(id),
      'cid=' + e(cid),
      'en=' + e(name),
      'dl=' + e(params.page_location || w.location.href),
      'dt=' + e(params.page_title || d.title),
      'gcs=G111'
    ];
    for (var key in params) {
      if (!Object.prototype.hasOwnProperty.call(params, key) || NOT_PARAMS[key]) continue;
      if (params[key] === undefined || params[key] === null) continue;
      query.push(param(key, params[key]));
    }
    fetch(COLLECT + '?' + query.join('&'), {
      method: 'POST',
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit'
    }).then(null, function () {});
  }
  function isMeasurementId(value) {
    return typeof value === 'string' && /^G-[A-Z0-9]+$/.test(value);
  }

  function onConsent(kind, state) {
    if ((kind !== 'default' && kind !== 'update') || !state || typeof state !== 'object') return;
    // Defaults for some regions only are not modelled: Folio sets them for everyone.
    if (kind === 'default' && state.region) return;
    if (state.analytics_storage === 'granted') {
      granted = true;
      if (targets.length > 0) storeCookies();
    } else if (state.analytics_storage === 'denied') {
      granted = false;
    }
  }
  function onConfig(id, options) {
    if (!isMeasurementId(id)) return;
    if (targets.indexOf(id) < 0) targets.push(id);
    if (!granted) return;
    storeCookies();
    if (!options || options.send_page_view !== false) {
      send(id, 'page_view', merge(shared, options || {}));
    }
  }
  function onEvent(name, params) {
    if (!granted || typeof name !== 'string') return;
    var merged = merge(shared, params && typeof params === 'object' ? params : {});
    var ids = merged.send_to ? [].concat(merged.send_to) : targets;
    for (var i = 0; i < ids.length; i++) if (isMeasurementId(ids[i])) send(ids[i], name, merged);
  }
  function onSet(first, second) {
    if (typeof first === 'string') {
      var one = {};
      one[first] = second;
      shared = merge(shared, one);
    } else if (first && typeof first === 'object') {
      shared = merge(shared, first);
    }
  }
  // 'js' only marks the start time; 'get' and the rest are not modelled.
  function handle(entry) {
    if (!isCommand(entry)) return;
    if (entry[0] === 'consent') onConsent(entry[1], entry[2]);
    else if (entry[0] === 'config') onConfig(entry[1], entry[2]);
    else if (entry[0] === 'event') onEvent(entry[1], entry[2]);
    else if (entry[0] === 'set') onSet(entry[1], entry[2]);
  }

  var push = dataLayer.push;
  function listeningPush() {
    var result = push.apply(dataLayer, arguments);
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return result;
  }
  listeningPush.folioGtagStandIn = true;
  for (var i = 0; i < dataLayer.length; i++) handle(dataLayer[i]);
  dataLayer.push = listeningPush;
})();
`;
