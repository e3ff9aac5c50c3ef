import { badRequest, describeValue } from '../engine-error';

/**
 * `responseFields`: the top-level fields of a search response to send. The documentation lists
 * the fields a request may leave out and those it cannot (always sent); a name it does not know
 * is an error. The deprecated `exhaustive*` flags go with `exhaustive`, which replaced them.
 */
const SELECTABLE: ReadonlySet<string> = new Set([
  'aroundLatLng',
  'automaticRadius',
  'exhaustive',
  'facets_stats',
  'facets',
  'hitsPerPage',
  'hits',
  'index',
  'length',
  'nbHits',
  'nbPages',
  'offset',
  'page',
  'params',
  'processingTimeMS',
  'queryAfterRemoval',
  'query',
  'serverTimeMS',
  'userData',
  // Sent by the engine too, and named by the response's type.
  'queryID',
  'renderingContent',
]);

const ALWAYS_SENT: ReadonlySet<string> = new Set([
  'abTestVariantID',
  'cursor',
  'message',
  'warning',
  // What `getRankingInfo` adds at the top level.
  'serverUsed',
  'indexUsed',
  'parsedQuery',
  'timeoutCounts',
  'timeoutHits',
]);

const FOLLOWS_EXHAUSTIVE: ReadonlySet<string> = new Set([
  'exhaustiveFacetsCount',
  'exhaustiveNbHits',
  'exhaustiveTypo',
]);

/** The listed fields, checked; null for all (`*`, or no list). */
export function readResponseFields(list: readonly string[] | null): ReadonlySet<string> | null {
  if (list === null || list.includes('*')) return null;
  for (const name of list) {
    if (!SELECTABLE.has(name) && !ALWAYS_SENT.has(name)) {
      throw badRequest(`Unknown field in responseFields: ${describeValue(name)}`);
    }
  }
  return new Set(list);
}

/** The response with only the fields asked for, and those always sent. */
export function selectResponseFields(
  response: Record<string, unknown>,
  fields: ReadonlySet<string> | null,
): Record<string, unknown> {
  if (fields === null) return response;
  const wanted = (name: string) =>
    ALWAYS_SENT.has(name) ||
    fields.has(name) ||
    (FOLLOWS_EXHAUSTIVE.has(name) && fields.has('exhaustive'));
  return Object.fromEntries(Object.entries(response).filter(([name]) => wanted(name)));
}
