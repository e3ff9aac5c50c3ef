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

/** UTF-8 length, a lone surrogate counting as U+FFFD (3 bytes), as TextEncoder would encode it. */
function utf8Length(text: string): number {
  // Every UTF-16 unit takes at least one byte, so long text needs no counting to be refused.
  if (text.length >= MAX_QUERY_BYTES) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
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
