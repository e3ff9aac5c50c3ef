import { countResultsWithin, type CountScope } from '@/services/search/count-within';
import type { SearchClient } from '@/services/search/search-client';
import { searchKey } from '@/services/suggestions/recent-searches';
import type { SuggestionCounts } from './suggestion-items';

/**
 * `before` with the counts it lacks for `queries` under `scope` (a CountScope as JSON), asked for
 * in one request; each search once, whatever its case. A query counted once is not asked again
 * under the same filters. When the request fails, `before`: what was not counted is not offered.
 */
export async function countWithin(
  client: SearchClient,
  scope: string,
  queries: readonly string[],
  before: SuggestionCounts,
): Promise<SuggestionCounts> {
  const asking = new Map<string, string>();
  for (const query of queries) {
    const key = searchKey(query);
    if (!before.has(key) && !asking.has(key)) asking.set(key, query);
  }
  if (asking.size === 0) return before;
  try {
    const found = await countResultsWithin(client, JSON.parse(scope) as CountScope, [
      ...asking.values(),
    ]);
    const counts = new Map(before);
    [...asking.keys()].forEach((key, index) => counts.set(key, found[index] ?? 0));
    return counts;
  } catch {
    return before;
  }
}
