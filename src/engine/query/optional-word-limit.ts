/**
 * Algolia's rule for long queries whose words are all optional: from four such words, the
 * number of words a hit must match rises every 1,000 hits, by one below ten optional words and
 * by a fifth of their number (rounded down) from ten. Hits are taken most words first; where a
 * group of hits matching the same number of words straddles a limit, the group keeps its first
 * records in index order (the full ranking is not run on every hit for this).
 */

const MIN_WORDS = 4;
const HITS_PER_STEP = 1000;

export function limitOptionalMatches(
  ids: Int32Array,
  matchedWords: Uint8Array,
  optionalCount: number,
): Int32Array {
  if (optionalCount < MIN_WORDS || ids.length <= HITS_PER_STEP) return ids;
  const step = optionalCount < 10 ? 1 : Math.floor(optionalCount / 5);
  const byWords = new Map<number, number[]>();
  for (const id of ids) {
    const words = matchedWords[id] as number;
    const group = byWords.get(words);
    if (group) group.push(id);
    else byWords.set(words, [id]);
  }
  const kept: number[] = [];
  for (const words of [...byWords.keys()].sort((a, b) => b - a)) {
    // Position p needs 1 + floor(p / 1000) * step words: `words` suffices below this position.
    const allowedUntil = (Math.floor((words - 1) / step) + 1) * HITS_PER_STEP;
    const room = allowedUntil - kept.length;
    if (room <= 0) break;
    kept.push(...(byWords.get(words) ?? []).slice(0, room));
  }
  return Int32Array.from(kept);
}
