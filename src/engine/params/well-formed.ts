// A pair is kept as it is; either half alone is replaced.
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/**
 * Text with every lone surrogate (half an emoji cut by a length limit, `"\ud800"` in JSON)
 * replaced by U+FFFD, as a UTF-8 decoder would. `encodeURIComponent` throws on them otherwise.
 */
export function wellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
}
