/**
 * Escaping for text that records put in a page's head. Records come from owners' folders and
 * hand edits (tests/fixtures/hostile-collection.ts): a title may hold `"`, `<`, `</script>`.
 */

const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE: Record<string, string> = { ...TEXT, '"': '&quot;', "'": '&#39;' };

/** For element content such as `<title>`. */
export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (char) => TEXT[char] ?? char);
}

/** For a double-quoted attribute value (also safe single-quoted). */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ATTRIBUTE[char] ?? char);
}

/**
 * JSON for a `<script type="application/ld+json">` data block. The HTML parser ends the block
 * at the first `</script` whatever JSON thinks, and `<!--` changes how it looks for that end, so
 * no `<` is left as is; `>` and `&` go too, and U+2028/2029, which older JavaScript parsers read
 * as line ends, so the block stays valid wherever it is read. JSON.parse reads all of them back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
