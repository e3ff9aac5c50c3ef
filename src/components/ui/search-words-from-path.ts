const MAX_LENGTH = 100;
/** What a mistyped or stale address usually ends with, and never what the visitor looked for. */
const PAGE_SUFFIX = /\.(html?|php|aspx?)$/i;

/**
 * The words of an address a not-found screen offers to search for: `/item/old-harbour_2` →
 * "old harbour 2". Empty when the address has no word worth searching (only digits, say).
 */
export function searchWordsFromPath(path: string): string {
  const words = path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .map((segment) => segment.replace(PAGE_SUFFIX, ''))
    .join(' ')
    .replace(/[\s\-_.+~/]+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(words)) return '';
  return words.length > MAX_LENGTH ? words.slice(0, MAX_LENGTH).trimEnd() : words;
}
