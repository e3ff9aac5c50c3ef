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
  /** keydown → the search request leaving. */
  toRequest: number;
  /** The request leaving → its response ended (the engine's time included). */
  request: number;
  /** The engine's processingTimeMS, summed over the response's results. */
  engine: number;
  /** The response ended → the grid showing its hits. */
  render: number;
}

/**
 * Before asking the page anything, leave it this long (× the CPU throttle) to render: a
 * page.evaluate that lands mid-render would add its own time to the key being measured.
 */
const QUIET_MS = 60;
/** Keys come no faster than this (a brisk typist), so each starts on a settled page. */
const KEY_INTERVAL_MS = 150;
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
    const first = this.waitForMainSearch('');
    await this.page.goto(this.target.url);
    const answer = await this.read(await first, '');
    this.firstResponseBytes = answer.bytes;
    await this.waitForGrid(answer, '', 0);
    this.knownSignatures.set('', this.signature);
    // Once per context: what it settles (a stored choice) holds for the reloads after it.
    if (!this.prepared) await this.target.prepare?.(this.page);
    this.prepared = true;
    await this.page.locator(this.target.searchBox).first().focus();
    const cdp = await this.context.newCDPSession(this.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: this.rate });
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  /** Types `key`, making the box say `query`; null when the grid had nothing new to show. */
  async press(key: string, query: string): Promise<KeyTiming | null> {
    const pressed = performance.now();
    const known = this.knownSignatures.get(query);
    const since = this.searchRequests.length;
    const search = known === undefined ? this.waitForMainSearch(query) : null;
    await this.page.keyboard.press(key);
    const request = search ? await search : null;
    const answer = request ? await this.read(request, query) : null;
    const expected = answer ? this.expectedSignature(answer) : (known ?? '');
    await sleep(QUIET_MS * this.rate);
    let timing: KeyTiming | null = null;
    if (expected !== this.signature) {
      const position = request ? this.searchRequests.indexOf(request, since) - since : -1;
      const measured = await this.waitForGrid(answer, expected, position + 1);
      if (answer && measured.done !== null) timing = this.timing(measured, position, answer);
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

  private waitForMainSearch(query: string): Promise<Request> {
    const { indexName } = this.target;
    return this.page.waitForRequest(
      (request) => mainSearchPosition(request, indexName, query) >= 0,
      { timeout: 15_000 * this.rate },
    );
  }

  private async read(request: Request, query: string): Promise<Answer> {
    const response = await request.response();
    if (!response) throw new Error(`${this.target.name}: no response to the search for "${query}"`);
    const raw = await response.body();
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

  private async waitForGrid(answer: Answer | null, expected: string, requests: number) {
    const signature = answer ? this.expectedSignature(answer) : expected;
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

  private timing(measured: MeasuredKey, position: number, answer: Answer): KeyTiming {
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
      toRequest: start - measured.keydown,
      request: end - start,
      engine: answer.engine,
      render: done - end,
    };
  }
}

function facetsOf(body: SearchRequestBody, position: number): string[] {
  const entry = body.requests?.[position] as { facets?: unknown } | undefined;
  return Array.isArray(entry?.facets) ? entry.facets.map(String) : [];
}
