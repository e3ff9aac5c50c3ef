import type { Page, Request } from 'playwright-core';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';

/** One result of a multi-query response, as much of it as the benchmark reads. */
export interface SearchResult {
  nbHits?: number;
  processingTimeMS?: number;
  hits?: {
    objectID?: string;
    _highlightResult?: Record<string, { value?: unknown } | undefined>;
  }[];
}

export interface SearchRequestBody {
  requests?: {
    indexName?: string;
    query?: string;
    type?: string;
    highlightPreTag?: string;
    highlightPostTag?: string;
  }[];
}

/** A page the keystroke benchmark types into. */
export interface KeystrokeTarget {
  name: string;
  url: string;
  /** The search box (the first match). */
  searchBox: string;
  /** The index the page's main search asks. */
  indexName: string;
  /** In-page function expression: the grid's signature (see keystroke-recorder.ts). */
  snapshot: string;
  /** The signature the grid shows once it has drawn `result`, the answer to `request`. */
  expectedSignature(result: SearchResult, request: SearchRequestBody): string;
  /** Whether the page's processingTimeMS is the engine's own time (the floor's is a constant). */
  engineTimed: boolean;
  /** What to do once the first results are drawn, before typing. */
  prepare?(page: Page): Promise<void>;
}

export function isSearchRequest(request: Request): boolean {
  return request.method() === 'POST' && request.url().includes('/1/indexes/');
}

/** Where in the multi-query body the main search for `query` on `indexName` is, or -1. */
export function mainSearchPosition(request: Request, indexName: string, query: string): number {
  if (!request.url().includes('/1/indexes/*/queries')) return -1;
  let body: SearchRequestBody;
  try {
    body = request.postDataJSON() as SearchRequestBody;
  } catch {
    return -1;
  }
  return (body.requests ?? []).findIndex(
    (entry) => entry.indexName === indexName && entry.query === query && entry.type !== 'facet',
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** A highlighted value as the page shows it: the tags gone, the escaped characters back. */
export function highlightText(value: unknown, preTag = '<em>', postTag = '</em>'): string {
  return String(value ?? '')
    .split(preTag)
    .join('')
    .split(postTag)
    .join('')
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Folio: the first result card's item id (from its link, only while the grid is not hidden as
 * stale) and the count in the results heading ("12 results in 1 ms" → 12).
 */
const FOLIO_SNAPSHOT = `() => {
  const link = document.querySelector('#results ol a[href*="/item/"]');
  const href = link && !link.closest('[hidden]') ? link.getAttribute('href') || '' : '';
  const id = href ? decodeURIComponent(href.split('/item/')[1].split(/[?#]/)[0]) : '';
  const stats = document.querySelector('#results .result-stats');
  const count = stats ? ((/^\\s*([\\d,]+)/.exec(stats.textContent || '') || [])[1] || '') : '';
  return id + '|' + count.replace(/,/g, '');
}`;

/**
 * `build`: the mock build answers in the page (MSW and the engine); the real build, given
 * `indexName`, asks its search hosts (in the benchmark, the mock engine over local HTTPS).
 */
export function folioTarget(
  origin: string,
  build: { name: 'mock' } | { name: 'real'; indexName: string } = { name: 'mock' },
): KeystrokeTarget {
  return {
    name: `Folio (${build.name} build)`,
    url: `${origin}/`,
    // The app's box, inside #root (a page rendered at build time is hydrated there, in place).
    searchBox: '#root input[type="search"], #root input[role="combobox"]',
    indexName: build.name === 'real' ? build.indexName : MOCK_ALGOLIA.indexName,
    snapshot: FOLIO_SNAPSHOT,
    expectedSignature: (result) => `${result.hits?.[0]?.objectID ?? ''}|${result.nbHits ?? ''}`,
    engineTimed: true,
    // A returning visitor: the privacy choices sheet, loaded after the first paint, would
    // otherwise mount in the middle of a measured key.
    async prepare(page) {
      const reject = page.getByRole('button', { name: 'Reject all' });
      await reject.click({ timeout: 5000 }).catch(() => {});
    },
  };
}

/** The floor (../shared/floor): the first hit's text, which repeats the query it answers. */
export function floorTarget(url: string): KeystrokeTarget {
  return {
    name: 'floor (bare InstantSearch)',
    url,
    searchBox: 'input[type="search"]',
    indexName: 'instant_search',
    snapshot: `() => { const hit = document.querySelector('.ais-Hits-item'); return hit ? hit.textContent : ''; }`,
    expectedSignature: (result, request) => {
      const tags = request.requests?.find((entry) => entry.indexName === 'instant_search');
      return highlightText(
        result.hits?.[0]?._highlightResult?.name?.value,
        tags?.highlightPreTag,
        tags?.highlightPostTag,
      );
    },
    engineTimed: false,
  };
}
