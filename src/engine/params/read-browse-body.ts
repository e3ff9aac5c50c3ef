import { badRequest } from '../engine-error';
import { assertJsonDepth } from './json-depth';
import { collectParams, requireObject } from './param-reader';
import { readSearchRequest } from './read-search-request';
import type { SearchRequest } from './read-search-request';

/**
 * The body of `browse`: search parameters (as JSON values or a `params` string) and `cursor`,
 * which the service returns with every page but the last. A cursor carries the browse it was made
 * for (its parameters and the next page), so parameters sent beside it are not needed.
 */

export interface BrowseRequest {
  search: SearchRequest;
}

interface CursorContent {
  params: string;
  page: number;
}

/**
 * Opaque to clients, as the service's is: base64url (safe unescaped in a query string) of the
 * browse's `params` echo and the page.
 */
export function encodeCursor(params: string, page: number): string {
  // `params` is URL-encoded, so it is plain ASCII and `btoa` takes it.
  const base64 = btoa(JSON.stringify({ params, page } satisfies CursorContent));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeCursor(cursor: unknown): CursorContent {
  try {
    if (typeof cursor !== 'string') throw new Error('not a string');
    const content = JSON.parse(
      atob(cursor.replace(/-/g, '+').replace(/_/g, '/')),
    ) as Partial<CursorContent>;
    const { params, page } = content;
    if (typeof params !== 'string' || !Number.isInteger(page) || (page as number) < 0) {
      throw new Error('not a cursor of this engine');
    }
    return { params, page: page as number };
  } catch {
    throw badRequest('cursor: invalid cursor; send the cursor of the previous browse response');
  }
}

export function readBrowseBody(body: unknown): BrowseRequest {
  assertJsonDepth(body, 'body');
  const values = collectParams(requireObject(body ?? {}, 'body'), new Set());
  const cursor = values.get('cursor');
  if (cursor === undefined || cursor === null || cursor === '') {
    values.delete('cursor');
    return { search: readSearchRequest(values) };
  }
  const { params, page } = decodeCursor(cursor);
  const search = readSearchRequest(collectParams({ params }, new Set()));
  return { search: { ...search, page } };
}
