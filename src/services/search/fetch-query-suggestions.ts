import type { SearchClient } from './search-client';
import { LIMITS } from './search-url';

/** A stretch of a suggestion's text, and whether it matches what the visitor typed. */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface QuerySuggestion {
  query: string;
  parts: TextPart[];
  /** How many results it finds within the filters in use, when it was counted there. */
  nbHits?: number;
}

// Our own tags, read back into parts here: the text is never treated as HTML.
const PRE_TAG = '__folio-match__';
const POST_TAG = '__/folio-match__';

/** `a __pre__b__post__ c` → a, b (matching), c; empty stretches dropped. */
export function splitHighlight(value: string, pre = PRE_TAG, post = POST_TAG): TextPart[] {
  const parts: TextPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text !== '') parts.push({ text, match });
  };
  const [head = '', ...rest] = value.split(pre);
  push(head, false);
  for (const chunk of rest) {
    const end = chunk.indexOf(post);
    if (end < 0) push(chunk, false);
    else {
      push(chunk.slice(0, end), true);
      push(chunk.slice(end + post.length), false);
    }
  }
  return parts;
}

/** One record of a Query Suggestions index, read field by field; null if it has no usable query. */
function readSuggestion(hit: Record<string, unknown>): QuerySuggestion | null {
  const { query, _highlightResult: highlight } = hit;
  if (typeof query !== 'string' || query.trim() === '' || query.length > LIMITS.queryLength) {
    return null;
  }
  const value = (highlight as { query?: { value?: unknown } } | undefined)?.query?.value;
  const parts = typeof value === 'string' ? splitHighlight(value) : [];
  // Highlighting only adds tags: anything else would show text the search would not run.
  const faithful = parts.map((part) => part.text).join('') === query;
  return { query, parts: faithful ? parts : [{ text: query, match: false }] };
}

/**
 * Popular queries that complete `query`, from a Query Suggestions index (Algolia's record shape:
 * `query`, `popularity`, `_highlightResult.query`), most popular first.
 */
export async function fetchQuerySuggestions(
  client: SearchClient,
  indexName: string,
  query: string,
  count: number,
): Promise<QuerySuggestion[]> {
  const { results } = await client.searchForHits<Record<string, unknown>>({
    requests: [
      {
        indexName,
        query,
        hitsPerPage: count,
        attributesToRetrieve: ['query'],
        attributesToHighlight: ['query'],
        attributesToSnippet: [],
        highlightPreTag: PRE_TAG,
        highlightPostTag: POST_TAG,
      },
    ],
  });
  return (results[0]?.hits ?? []).flatMap((hit) => readSuggestion(hit) ?? []);
}
