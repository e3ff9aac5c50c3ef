/**
 * The in-page half of the keystroke benchmark, installed before the page's own scripts. A string,
 * because tsx's name-keeping helpers do not exist in the browser.
 *
 * - Every keydown's `timeStamp` (when the key event was made, before any handler ran), and every
 *   input event's: keydown → input is the browser's dispatch of the key and the page's keydown
 *   handlers, before the box changes.
 * - A MutationObserver over the whole document that, after each batch of DOM changes, takes the
 *   target's snapshot of the grid (a signature such as "first hit id|count") and keeps the time
 *   it changed. The benchmark knows from the search response which signature the grid must show
 *   for the new query, so "done" is the first change to that signature after the keydown.
 * - Search requests' resource timing (`/1/indexes/`): when each one left and its response ended.
 *
 * `__bench.measure(signature, requests, timeoutMs)` resolves with the last keydown, the time the
 * grid first showed `signature` after it, and the search requests since it (once `requests` of
 * them are in the timeline). It polls every 20 ms, so call it once the page has had time to
 * render: the times it reports were taken by the observer, not by the poll.
 */
export interface MeasuredKey {
  keydown: number;
  /** The first input event after the keydown; null when the key changed nothing in the box. */
  input: number | null;
  /** null when the grid did not show the signature within the timeout. */
  done: number | null;
  resources: { start: number; end: number }[];
  /** The grid's signature when it gave up. */
  last: string;
}

/** `snapshotSource`: a JavaScript function expression returning the grid's signature. */
export function recorderScript(snapshotSource: string): string {
  return `(() => {
  const snapshot = ${snapshotSource};
  const bench = { keydowns: [], inputs: [], changes: [], last: '' };
  window.__bench = bench;
  performance.setResourceTimingBufferSize(100000);
  const record = () => {
    let signature = '';
    try { signature = String(snapshot()); } catch { signature = ''; }
    if (signature === bench.last) return;
    bench.last = signature;
    bench.changes.push({ t: performance.now(), s: signature });
  };
  new MutationObserver(record).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true,
  });
  addEventListener('keydown', (event) => bench.keydowns.push(event.timeStamp), true);
  addEventListener('input', (event) => bench.inputs.push(event.timeStamp), true);
  const searches = (since) => performance.getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/1/indexes/') && entry.startTime >= since - 1)
    .map((entry) => ({ start: entry.startTime, end: entry.responseEnd }))
    .sort((a, b) => a.start - b.start);
  bench.measure = (signature, requests, timeoutMs) => new Promise((resolve) => {
    const keydown = bench.keydowns.length ? bench.keydowns[bench.keydowns.length - 1] : 0;
    const started = performance.now();
    const check = () => {
      const change = bench.changes.find((entry) => entry.t >= keydown && entry.s === signature);
      const resources = searches(keydown);
      const timedOut = performance.now() - started > timeoutMs;
      if ((change && resources.length >= requests) || timedOut) {
        const input = bench.inputs.find((t) => t >= keydown);
        bench.changes = bench.changes.slice(-1);
        bench.inputs = [];
        performance.clearResourceTimings();
        resolve({
          keydown, input: input === undefined ? null : input,
          done: change ? change.t : null, resources, last: bench.last,
        });
      } else setTimeout(check, 20);
    };
    check();
  });
})();`;
}
