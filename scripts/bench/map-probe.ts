/**
 * What bench:map runs in the page: strings, because tsx's name-keeping helpers do not exist in
 * the browser, and evaluated by Playwright from Node (the site's policy refuses eval, so never
 * page.waitForFunction). The map screen's side of the contract is in MAP_CONTRACT.
 */

/** The map screen's contract with the bench (src/features/search/map/map-panel.tsx). */
export const MAP_CONTRACT = {
  path: '/map',
  map: '[aria-label="Map of results"]',
  /** On the labelled element or its parent (whichever has it): bumped after each points update. */
  versionAttribute: 'data-map-points-version',
  /** Shown while the map waits for the points beyond the first thousand. */
  partial: '.map-partial',
  /** Leaflet's pane of markers and clusters: its changes are the markers being redrawn. */
  markerPane: '.leaflet-marker-pane',
  /** The list's count of the search's results ("1,234 results in this area"). */
  resultsCount: 'h2.result-stats',
  search: { role: 'combobox', name: 'Search the archive' },
  receivedMark: 'folio:map-points-received',
  updatedMark: 'folio:map-markers-updated',
  /** Leaflet's own parts a drag must not start on (a marker, a control, a card). */
  notDraggable: '.leaflet-marker-icon, .leaflet-control, .leaflet-popup, button, a, input',
} as const;

/** No change to the markers, the points or the searches for this long: the page has settled. */
export const QUIET_MS = 500;

const text = JSON.stringify;

/**
 * Installed before the app: long tasks, mouse downs and ups, inputs, the search requests (the
 * lite client's XMLHttpRequests, without the query suggestions'), each points update (the
 * version attribute) and each change to the marker pane, each with the frame after it.
 */
export const INSTRUMENT = `(() => {
  const CONTRACT = ${text(MAP_CONTRACT)};
  const state = {
    longTasks: [], downs: [], ups: [], inputs: [], requests: [], updates: [], markerChanges: [],
    frames: null, watched: null, pane: null,
  };
  window.__mapBench = state;
  const afterFrame = (entry) =>
    requestAnimationFrame(() => setTimeout(() => { entry.painted = performance.now(); }, 0));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('mousedown', (event) => state.downs.push(event.timeStamp), true);
  addEventListener('mouseup', (event) => state.ups.push(event.timeStamp), true);
  addEventListener('input', (event) => state.inputs.push(event.timeStamp), true);
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    const request = { start: performance.now(), end: null };
    const suggestions = typeof body === 'string' && body.includes('query_suggestions');
    if (!suggestions) state.requests.push(request);
    this.addEventListener('loadend', () => { request.end = performance.now(); });
    return send.call(this, body);
  };
  const versions = new MutationObserver(() => {
    const update = {
      time: performance.now(),
      version: Number(state.watched.getAttribute(CONTRACT.versionAttribute)),
      partial: document.querySelector(CONTRACT.partial) !== null,
      painted: null,
    };
    state.updates.push(update);
    afterFrame(update);
  });
  const markers = new MutationObserver(() => {
    const change = { time: performance.now(), painted: null };
    state.markerChanges.push(change);
    afterFrame(change);
  });
  setInterval(() => {
    if (state.watched && state.watched.isConnected && state.pane && state.pane.isConnected) return;
    const map = document.querySelector(CONTRACT.map);
    const version = '[' + CONTRACT.versionAttribute + ']';
    const target = map && (map.closest(version) || map.querySelector(version));
    const pane = map && map.querySelector(CONTRACT.markerPane);
    if (!target || !pane) return;
    versions.disconnect();
    markers.disconnect();
    state.watched = target;
    state.pane = pane;
    versions.observe(target, { attributes: true, attributeFilter: [CONTRACT.versionAttribute] });
    markers.observe(pane, { childList: true, subtree: true, attributes: true });
  }, 50);
})()`;

/** True once the map has had all of its first points and drawn them. */
export const MAP_READY = `(() => {
  const state = window.__mapBench;
  return state.pane !== null &&
    state.updates.some((update) => !update.partial && update.painted !== null);
})()`;

/**
 * True once, after `since` (an expression over `state`), every search has answered, any points
 * answered reached the map in full, and nothing changed for QUIET_MS. With `answer`, only after
 * points were answered too.
 */
export function settledSince(since: string, { answer = false } = {}): string {
  return `(() => {
    const state = window.__mapBench;
    const since = ${since};
    if (since === undefined) return false;
    if (document.querySelector(${text(MAP_CONTRACT.partial)})) return false;
    if (state.requests.some((request) => request.start > since && request.end === null)) return false;
    const received = performance
      .getEntriesByName(${text(MAP_CONTRACT.receivedMark)}, 'mark')
      .filter((mark) => mark.startTime > since);
    if (${answer} && received.length === 0) return false;
    const last = received.at(-1);
    if (last && !state.updates.some((update) => update.time > last.startTime && update.painted !== null))
      return false;
    const times = [since];
    for (const list of [state.markerChanges, state.updates])
      for (const entry of list) if (entry.time > since) times.push(entry.painted ?? Infinity);
    for (const request of state.requests) if (request.start > since) times.push(request.end);
    return performance.now() - Math.max(...times) > ${QUIET_MS};
  })()`;
}

/** Everything recorded so far, and the list's count of results. */
export const READ_STATE = `(() => {
  const state = window.__mapBench;
  const times = (name) => performance.getEntriesByName(name, 'mark').map((mark) => mark.startTime);
  const count = document.querySelector(${text(MAP_CONTRACT.resultsCount)})?.textContent ?? '';
  return {
    longTasks: state.longTasks,
    downs: state.downs,
    ups: state.ups,
    inputs: state.inputs,
    requests: state.requests,
    updates: state.updates,
    markerChanges: state.markerChanges,
    received: times(${text(MAP_CONTRACT.receivedMark)}),
    updated: times(${text(MAP_CONTRACT.updatedMark)}),
    results: Number(count.match(/[0-9,]+/)?.[0]?.replace(/,/g, '') ?? NaN),
  };
})()`;

/** A point of the map where a drag moves the map (not a marker or a control). */
export const DRAG_START = `(() => {
  const map = document.querySelector(${text(MAP_CONTRACT.map)});
  const box = map.getBoundingClientRect();
  for (let ring = 0; ring < 8; ring++)
    for (let turn = 0; turn < 8; turn++) {
      const angle = (turn / 8) * 2 * Math.PI;
      const x = box.left + box.width / 2 + Math.cos(angle) * ring * 20;
      const y = box.top + box.height / 2 + Math.sin(angle) * ring * 20;
      const hit = document.elementFromPoint(x, y);
      if (hit && map.contains(hit) && !hit.closest(${text(MAP_CONTRACT.notDraggable)}))
        return { x, y, width: box.width, height: box.height };
    }
  throw new Error('No free point to drag the map from');
})()`;

export const START_FRAMES = `(() => {
  const state = window.__mapBench;
  state.frames = [];
  const tick = (time) => {
    if (!state.frames) return;
    state.frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return performance.now();
})()`;

export const STOP_FRAMES = `(() => {
  const state = window.__mapBench;
  const frames = state.frames;
  state.frames = null;
  return { frames, ended: performance.now() };
})()`;
