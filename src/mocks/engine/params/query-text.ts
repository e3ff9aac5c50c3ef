import { badRequest } from '../engine-error';
import type { ParamReader } from './param-reader';
import { wellFormed } from './well-formed';

/**
 * `query` and `facetQuery` as Algolia takes them. Its documented limit is 512 bytes, and its
 * answer past it is `Invalid value for "query" parameter, expected string shorter than 512
 * bytes`, so the length is checked in UTF-8 bytes before any word is matched, and lone
 * surrogates are replaced before matching, highlighting and the echo see the text.
 */
export const MAX_QUERY_BYTES = 512;

const encoder = new TextEncoder();

function utf8Length(text: string): number {
  // Every UTF-16 unit takes at least one byte, so long text needs no encoding to be refused.
  return text.length >= MAX_QUERY_BYTES ? text.length : encoder.encode(text).length;
}

export function readQueryText(params: ParamReader, name: 'query' | 'facetQuery'): string {
  const text = params.string(name) ?? '';
  if (utf8Length(text) >= MAX_QUERY_BYTES) {
    throw badRequest(
      `Invalid value for "${name}" parameter, expected string shorter than ${MAX_QUERY_BYTES} bytes`,
    );
  }
  return wellFormed(text);
}
