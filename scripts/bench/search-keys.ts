/**
 * What the keystroke benchmark types: words from the demo titles and tags, one key at a time,
 * the box cleared between words. Every prefix of every word changes the demo hits (the first
 * hit or the count; search-keys.test.ts checks it against the engine), so each key has a new
 * grid to wait for. Ordered so that neighbours start with different letters.
 */
export const SEARCH_WORDS = [
  'grass',
  'blue',
  'cups',
  'sky',
  'fresh',
  'hour',
  'leaf',
  'paint',
  'macro',
  'table',
  'wings',
  'stands',
  'cold',
  'donna',
  'free',
  'house',
  'life',
  'path',
  'wine',
  'time',
  'grey',
  'lady',
  'fog',
  'reeds',
  'storm',
  'tree',
  'grand',
  'trees',
] as const;

/** Typed first on every fresh page and not measured: the JIT and the lazy chunks warm up. */
export const WARM_UP_WORDS = 2;

export type KeyStep =
  | { kind: 'key'; key: string; query: string; measured: boolean }
  | { kind: 'clear' }
  | { kind: 'reload' };

/** `word` with the letters whose bit is set in `mask` in upper case. */
function withCase(word: string, mask: number): string {
  return [...word].map((letter, at) => (mask & (1 << at) ? letter.toUpperCase() : letter)).join('');
}

/** The first casing of `word` none of whose prefixes was sent yet, or null. */
function freshCasing(word: string, sent: ReadonlySet<string>): string | null {
  for (let mask = 0; mask < 1 << word.length; mask++) {
    const typed = withCase(word, mask);
    if (![...typed].some((_, at) => sent.has(typed.slice(0, at + 1)))) return typed;
  }
  return null;
}

/**
 * The steps for `measuredKeys` measured keys. The search client answers a query it has sent
 * before from its cache, with no request, so no query may come twice on one page: a word whose
 * prefixes were already sent is typed with some letters in upper case (the engine ignores case,
 * so the hits are those of the lower-case word), and when no casing is fresh (each first letter
 * has two) the page is reloaded, which empties the cache, and warmed up again.
 */
export function keySteps(measuredKeys: number): KeyStep[] {
  const steps: KeyStep[] = [];
  let sent = new Set<string>(['']);
  let warmUpLeft = WARM_UP_WORDS;
  let measured = 0;
  for (let word = 0; measured < measuredKeys; word++) {
    const letters = SEARCH_WORDS[word % SEARCH_WORDS.length] ?? '';
    let typed = freshCasing(letters, sent);
    if (typed === null) {
      steps.push({ kind: 'reload' });
      sent = new Set(['']);
      warmUpLeft = WARM_UP_WORDS;
      typed = letters;
    }
    const isMeasured = warmUpLeft === 0;
    if (!isMeasured) warmUpLeft--;
    for (let at = 0; at < typed.length && (!isMeasured || measured < measuredKeys); at++) {
      const query = typed.slice(0, at + 1);
      sent.add(query);
      steps.push({ kind: 'key', key: typed[at] ?? '', query, measured: isMeasured });
      if (isMeasured) measured++;
    }
    steps.push({ kind: 'clear' });
  }
  return steps;
}
