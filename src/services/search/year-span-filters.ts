/**
 * The year filter over spans (decision 040): a record dated "1960s" has `year` 1960 but lives
 * from its `dayFirst` to its `dayLast`, and a search for 1965 must find it. Every request's
 * `year>=a` / `year<=b` numeric filters become "the span overlaps the years", with `year` kept as
 * the fallback for records written before the day fields:
 *   (dayLast >= first day of a AND dayFirst <= last day of b) OR (year >= a AND year <= b)
 * Algolia's numeric filters are an AND of ORs, so that is sent multiplied out. The year is never
 * outside its record's span, so the fallback adds nothing for records that have days.
 */
import type { SearchClient } from './search-client';

type Filters = (string | string[])[];

const YEAR_BOUND = /^\s*year\s*(>=|<=|=)\s*(-?\d+)\s*$/;

const firstDay = (year: number) => Date.UTC(year, 0, 1) / 86_400_000;
const lastDay = (year: number) => Date.UTC(year + 1, 0, 1) / 86_400_000 - 1;

/** The numeric filters with their year bounds as span overlap; others as they were. */
export function spanYearFilters(filters: Filters): Filters {
  let from: number | undefined;
  let to: number | undefined;
  const rest = filters.filter((filter) => {
    const match = typeof filter === 'string' ? YEAR_BOUND.exec(filter) : null;
    if (!match) return true;
    const year = Number(match[2]);
    if (match[1] !== '<=') from = Math.max(from ?? year, year);
    if (match[1] !== '>=') to = Math.min(to ?? year, year);
    return false;
  });
  if (from === undefined && to === undefined) return filters;
  const lower: [string, string] | null =
    from === undefined ? null : [`dayLast>=${firstDay(from)}`, `year>=${from}`];
  const upper: [string, string] | null =
    to === undefined ? null : [`dayFirst<=${lastDay(to)}`, `year<=${to}`];
  if (!lower || !upper) return [...rest, (lower ?? upper) as string[]];
  const [dayLastAfter, yearFrom] = lower;
  const [dayFirstBefore, yearTo] = upper;
  return [
    ...rest,
    [dayLastAfter, yearFrom],
    [dayLastAfter, yearTo],
    [dayFirstBefore, yearFrom],
    [dayFirstBefore, yearTo],
  ];
}

type Params = Record<string, unknown>;

function rewriteParams<T>(params: T): T {
  const filters = (params as Params | undefined)?.numericFilters;
  if (!Array.isArray(filters)) return params;
  return { ...params, numericFilters: spanYearFilters(filters as Filters) };
}

/** InstantSearch's `{ indexName, params }` and the client's own flat requests alike. */
function rewriteRequest<T>(request: T): T {
  if (typeof request !== 'object' || request === null) return request;
  const { params } = request as Params;
  return params === undefined
    ? rewriteParams(request)
    : { ...request, params: rewriteParams(params) };
}

type SearchArguments = Parameters<SearchClient['search']>;

export function withSpanYears(client: SearchClient): SearchClient {
  return {
    ...client,
    search(...[queries, options]: SearchArguments) {
      const rewritten = Array.isArray(queries)
        ? queries.map(rewriteRequest)
        : { ...queries, requests: queries.requests.map(rewriteRequest) };
      return client.search(rewritten as SearchArguments[0], options);
    },
  } as SearchClient;
}
