import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { recorderScript, type MeasuredKey } from './keystroke-recorder.ts';
import {
  isSearchRequest,
  mainSearchPosition,
  type KeystrokeTarget,
  type SearchRequestBody,
  type SearchResult,
} from './keystroke-targets.ts';

/** One key, from its keydown to the grid showing the hits of the new query (ms). */
export interface KeyTiming {
  total: number;
  /** keydown → the box's input event: the key's dispatch and keydown handlers (NaN: none). */
  toInput: number;
  /** keydown → the search request leaving. */
  toRequest: number;
  /** The request leaving → its response ended (the engine's time included). */
  request: number;
  /** The engine's processingTimeMS, summed over the response's results. */
  engine: number;
  /** The response ended → the grid showing its hits. */
  render: number;
  /** Requests the client sent again after a timeout (0 normally). */
  retries: number;
}

/**
 * Before asking the page anything, leave it this long (× the CPU throttle) to render: a
 * page.evaluate that lands mid-render would add its own time to the key being measured.
 */
const QUIET_MS = 60;
/** Keys come no faster than this (a brisk typist), so each starts on a settled page. */
const KEY_INTERVAL_MS = 150;
/** Hosts the client tries in turn for one search (search-client.ts has two). */
const MAX_RETRIES = 3;
const VIEWPORT = { width: 1366, height: 900 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  result: SearchResult;
  body: SearchRequestBody;
  engine: number;
  bytes: number;
}

/** One target's page in its own browser context, typed into one key at a time. */
export class KeystrokeSession {
  /** Body size of the first search response after the page loaded. */
  firstResponseBytes = 0;
  /** The facets the main search asks for (the facet widgets on screen). */
  facets: string[] = [];
  private readonly searchRequests: Request[] = [];
  private readonly knownSignatures = new Map<string, string>();
  private signature = '';
  private page!: Page;
  private prepared = false;

  private constructor(
    private readonly context: BrowserContext,
    readonly target: KeystrokeTarget,
    private readonly rate: number,
  ) {}

  static async open(browser: Browser, target: KeystrokeTarget, rate: number) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(recorderScript(target.snapshot));
    const session = new KeystrokeSession(context, target, rate);
    await session.load();
    return session;
  }

  /** A fresh page (an empty search cache), its first results drawn, the box focused. */
  async load(): Promise<void> {
    if (this.page) await this.page.close();
    this.knownSignatures.clear();
    this.searchRequests.length = 0;
    this.signature = '';
    this.page = await this.context.newPage();
    this.page.on('request', (request) => {
      if (isSearchRequest(request)) this.searchRequests.push(request);
    });
    await this.page.goto(this.target.url);
    const { answer } = await this.answerTo('', 0);
    this.firstResponseBytes = answer.bytes;
    await this.waitForGrid(this.expectedSignature(answer), 0);
    this.knownSignatures.set('', this.signature);
    // Once per context: what it settles (a stored choice) holds for the reloads after it.
    if (!this.prepared) await this.target.prepare?.(this.page);
    this.prepared = true;
    await this.page.locator(this.target.searchBox).first().focus();
    const cdp = await this.context.newCDPSession(this.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: this.rate });
  }

  /**
   * The request leg alone: the page's first main search sent again `samples` times from the page
   * itself (an XMLHttpRequest, as the client sends it), one at a time on a page doing nothing
   * else, each from send to its response's end (ms). What the transport costs before any
   * rendering: MSW's service worker and the engine in the mock build, the network otherwise.
   */
  async idleRoundTrips(samples: number): Promise<number[]> {
    const request = this.searchRequests.find(
      (entry) => mainSearchPosition(entry, this.target.indexName, '') >= 0,
    );
    if (!request) return [];
    const replay = { url: request.url(), body: request.postData() ?? '', samples };
    return (await this.page.evaluate(`(${REPLAY_SOURCE})(${JSON.stringify(replay)})`)) as number[];
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  /** Types `key`, making the box say `query`; null when the grid had nothing new to show. */
  async press(key: string, query: string): Promise<KeyTiming | null> {
    const pressed = performance.now();
    const known = this.knownSignatures.get(query);
    const since = this.searchRequests.length;
    await this.page.keyboard.press(key);
    // A query already answered on this page comes from the client's cache, with no request.
    const search = known === undefined ? await this.answerTo(query, since) : null;
    const expected = search ? this.expectedSignature(search.answer) : (known ?? '');
    await sleep(QUIET_MS * this.rate);
    let timing: KeyTiming | null = null;
    if (expected !== this.signature) {
      // Which of the searches since the key is the one answered; unknown after a retry (a
      // request that failed leaves no resource timing).
      const position =
        search && search.retries === 0
          ? this.searchRequests.indexOf(search.request, since) - since
          : -1;
      const measured = await this.waitForGrid(expected, search ? Math.max(position + 1, 1) : 0);
      if (search)
        timing = { ...this.timing(measured, position, search.answer), retries: search.retries };
    }
    this.knownSignatures.set(query, expected);
    const left = KEY_INTERVAL_MS - (performance.now() - pressed);
    if (left > 0) await sleep(left);
    return timing;
  }

  /** Empties the box with the keyboard (select all, Backspace); not measured. */
  async clear(): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.press('Backspace', '');
  }

  /**
   * The answer to the main search for `query` sent since request number `since`. The client
   * gives up on a slow host and asks the next one (search-client.ts: 1 s to the first byte), as
   * it may at 4× CPU on a busy machine: then the answer is the retry's.
   */
  private async answerTo(query: string, since: number) {
    const { indexName } = this.target;
    const isMain = (request: Request) => mainSearchPosition(request, indexName, query) >= 0;
    const tried = new Set<Request>();
    for (let retries = 0; retries <= MAX_RETRIES; retries++) {
      const sent = this.searchRequests.slice(since).find((r) => isMain(r) && !tried.has(r));
      const request =
        sent ?? (await this.page.waitForRequest(isMain, { timeout: 15_000 * this.rate }));
      tried.add(request);
      const answer = await this.read(request, query);
      if (answer) return { request, answer, retries };
    }
    throw new Error(`${this.target.name}: no answer to the search for "${query}"`);
  }

  /** The main search's result in the response, or null when the request failed. */
  private async read(request: Request, query: string): Promise<Answer | null> {
    const response = await request.response();
    const raw = await response?.body().catch(() => null);
    if (!raw) return null;
    const parsed = JSON.parse(raw.toString('utf8')) as { results?: SearchResult[] };
    const results = parsed.results ?? [];
    const position = mainSearchPosition(request, this.target.indexName, query);
    const result = results[position];
    if (!result) throw new Error(`${this.target.name}: the response has no result for "${query}"`);
    const engine = results.reduce((sum, entry) => sum + (entry.processingTimeMS ?? 0), 0);
    const body = request.postDataJSON() as SearchRequestBody;
    if (query === '' && this.facets.length === 0) this.facets = facetsOf(body, position);
    return { result, body, engine, bytes: raw.length };
  }

  private expectedSignature(answer: Answer): string {
    return this.target.expectedSignature(answer.result, answer.body);
  }

  private async waitForGrid(signature: string, requests: number) {
    const timeout = 10_000 * this.rate;
    const measured = (await this.page.evaluate(
      `window.__bench.measure(${JSON.stringify(signature)}, ${requests}, ${timeout})`,
    )) as MeasuredKey;
    if (measured.done === null) {
      throw new Error(
        `${this.target.name}: the grid did not show ${JSON.stringify(signature)} within ` +
          `${timeout} ms (it shows ${JSON.stringify(measured.last)}); has the page's markup changed? ` +
          'See keystroke-targets.ts.',
      );
    }
    this.signature = signature;
    return measured;
  }

  private timing(measured: MeasuredKey, position: number, answer: Answer) {
    const done = measured.done ?? 0;
    // The request the grid answers; if the timeline and the requests do not line up, the last
    // search response that ended before the grid changed.
    const resource =
      measured.resources[position] ??
      measured.resources.filter((entry) => entry.end <= done).at(-1) ??
      measured.resources.at(-1);
    const start = resource?.start ?? measured.keydown;
    const end = resource?.end ?? done;
    return {
      total: done - measured.keydown,
      toInput: measured.input === null ? NaN : measured.input - measured.keydown,
      toRequest: start - measured.keydown,
      request: end - start,
      engine: answer.engine,
      render: done - end,
    };
  }
}

/** In-page: sends `body` to `url` `samples` times in turn, 30 ms apart; each one's time (ms). */
const REPLAY_SOURCE = `async ({ url, body, samples }) => {
  const once = () => new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', 'text/plain');
    const sent = performance.now();
    request.onload = () => resolve(performance.now() - sent);
    request.onerror = () => reject(new Error('the replayed search failed'));
    request.send(body);
  });
  const times = [];
  for (let i = 0; i < samples; i++) {
    times.push(await once());
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return times;
}`;

function facetsOf(body: SearchRequestBody, position: number): string[] {
  const entry = body.requests?.[position] as { facets?: unknown } | undefined;
  return Array.isArray(entry?.facets) ? entry.facets.map(String) : [];
}
