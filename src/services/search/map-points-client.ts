import { PAGINATION_LIMIT } from './index-settings';
import { UNLOCATED_FILTER } from './map-area';
import type { SearchClient } from './search-client';

type Queries = Parameters<SearchClient['search']>[0];
type Options = Parameters<SearchClient['search']>[1];
type Params = Record<string, unknown>;

/** Algolia's largest page: the points of an area come in pages of this many. */
const MAP_POINTS_PAGE_SIZE = 1000;
/** How many located results the map shows at most: as far as the index lets anyone page. */
const MAP_POINTS_LIMIT = PAGINATION_LIMIT;

export interface MapPointHit {
  objectID: string;
  title?: unknown;
  _geoloc?: unknown;
}

/** The located results of one map search, and how many results have no location. */
export interface MapPoints {
  hits: readonly MapPointHit[];
  /** Located results of the search, anywhere (may exceed the hits above MAP_POINTS_LIMIT). */
  located: number;
  /** Results of the same query and filters that have no location (never inside an area). */
  unlocated: number;
  /** Still fetching pages beyond the first thousand. */
  partial: boolean;
}

const isObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Request {
  indexName: string;
  params: Params;
}

/** InstantSearch nests parameters in `params`; other callers send them flat. */
function readRequest(request: unknown): Request | null {
  if (!isObject(request) || typeof request.indexName !== 'string') return null;
  if (isObject(request.params)) return { indexName: request.indexName, params: request.params };
  const { indexName, ...params } = request;
  return { indexName: indexName as string, params };
}

/** The results query: the first request for the archive that wants hits (not a facet count). */
function findResultsRequest(requests: readonly unknown[], indices: ReadonlySet<string>) {
  for (const request of requests) {
    const read = readRequest(request);
    if (!read || !indices.has(read.indexName) || read.params.hitsPerPage === 0) continue;
    if ((request as Params).type === 'facet') continue;
    return read;
  }
  return null;
}

function without(params: Params, names: readonly string[]): Params {
  return Object.fromEntries(Object.entries(params).filter(([name]) => !names.includes(name)));
}

/**
 * The same search over the whole world, only what a marker needs: no facets, highlights or
 * analytics of its own. Not limited to the area: panning then needs no new markers (the map
 * draws those in view), and the cluster index is rebuilt only when the query or filters change.
 */
function pointsRequest({ indexName, params }: Request, page: number) {
  const rest = without(params, [
    'insideBoundingBox',
    'insidePolygon',
    'page',
    'facets',
    'maxValuesPerFacet',
    'clickAnalytics',
    'highlightPreTag',
    'highlightPostTag',
  ]);
  return {
    indexName,
    ...rest,
    page,
    hitsPerPage: MAP_POINTS_PAGE_SIZE,
    attributesToRetrieve: ['title', '_geoloc'],
    attributesToHighlight: [],
    attributesToSnippet: [],
    analytics: false,
  };
}

/**
 * Both filters. Algolia takes only ANDs of OR groups, so a conjunction is joined as it is and
 * anything else goes in parentheses as one group.
 */
function joinFilters(own: string, added: string): string {
  if (own === '' || own === added) return added;
  return / OR /.test(own) && !/ AND /.test(own) ? `(${own}) AND ${added}` : `${own} AND ${added}`;
}

function unlocatedRequest({ indexName, params }: Request) {
  const rest = without(params, ['facets', 'insideBoundingBox', 'insidePolygon']);
  const own = typeof rest.filters === 'string' ? rest.filters.trim() : '';
  return {
    indexName,
    ...rest,
    filters: joinFilters(own, UNLOCATED_FILTER),
    page: 0,
    hitsPerPage: 0,
    attributesToRetrieve: [],
    analytics: false,
    clickAnalytics: false,
  };
}

interface RawResult {
  hits?: unknown;
  nbHits?: unknown;
}

const hitsOf = (result: RawResult | undefined): MapPointHit[] =>
  Array.isArray(result?.hits)
    ? (result.hits as unknown[]).filter(
        (hit): hit is MapPointHit => isObject(hit) && typeof hit.objectID === 'string',
      )
    : [];
const countOf = (result: RawResult | undefined) =>
  typeof result?.nbHits === 'number' ? result.nbHits : 0;

/**
 * A search client for the map screen: each results search also asks, in the same request, for
 * the located results of the same query and filters (1,000 at a time, only title and position)
 * and for how many results have no location. The list sees its usual answer; the map's answer
 * goes to `onPoints`, always for the newest search (an older one arriving late is dropped).
 */
export function withMapPoints(
  client: SearchClient,
  archiveIndices: ReadonlySet<string>,
  onPoints: (points: MapPoints) => void,
): SearchClient {
  let latest = 0;
  /** The markers on the map are for this search (area aside): a pan needs none anew. */
  let deliveredKey = '';
  return {
    ...client,
    async search(queries: Queries, options?: Options) {
      const requests: readonly unknown[] = Array.isArray(queries) ? queries : queries.requests;
      const results = findResultsRequest(requests, archiveIndices);
      if (!results) return client.search(queries, options);
      const key = JSON.stringify(pointsRequest(results, 0));
      if (key === deliveredKey) {
        // The markers shown are this search's: an answer still on its way for another is not.
        latest += 1;
        return client.search(queries, options);
      }
      const generation = ++latest;
      const extra = [pointsRequest(results, 0), unlocatedRequest(results)];
      // The same form as the caller's: InstantSearch uses the legacy one, whose `params` the
      // client encodes itself; the current form takes flat parameters.
      const combined = Array.isArray(queries)
        ? [...queries, ...extra.map(({ indexName, ...params }) => ({ indexName, params }))]
        : { ...queries, requests: [...queries.requests, ...extra] };
      const response = await client.search(combined as Queries, options);
      const all = response.results as RawResult[];
      const own = all.slice(0, requests.length);
      const [first, unlocatedResult] = all.slice(requests.length);
      if (generation === latest) {
        const located = countOf(first);
        const reachable = Math.min(located, MAP_POINTS_LIMIT);
        const hits = hitsOf(first);
        const morePages = Math.ceil(reachable / MAP_POINTS_PAGE_SIZE) - 1;
        const unlocated = countOf(unlocatedResult);
        deliveredKey = key;
        onPoints({ hits, located, unlocated, partial: morePages > 0 });
        if (morePages > 0) {
          void fetchMorePages(client, results, morePages, options).then((more) => {
            if (generation !== latest || !more) return;
            onPoints({ hits: [...hits, ...more], located, unlocated, partial: false });
          });
        }
      }
      return { ...response, results: own } as typeof response;
    },
  } as SearchClient;
}

async function fetchMorePages(
  client: SearchClient,
  results: Request,
  pages: number,
  options: Options,
): Promise<MapPointHit[] | null> {
  try {
    const response = await client.search(
      {
        requests: Array.from({ length: pages }, (_, index) => pointsRequest(results, index + 1)),
      } as Queries,
      options,
    );
    return (response.results as RawResult[]).flatMap(hitsOf);
  } catch {
    // The first thousand stay on the map; the list and its count are unaffected.
    return null;
  }
}
