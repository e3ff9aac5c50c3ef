import type { TextMatch } from './match-query';
import { locateTokens, originalPrefixLength } from './text-tokens';

/**
 * Highlighting and snippeting of one text. Tags go around whole matched words, or around the
 * typed part of a prefix completion; everything else is returned exactly as stored (no HTML
 * escaping: InstantSearch escapes on its side, like with real Algolia).
 */

export type MatchLevel = 'none' | 'partial' | 'full';

/** Which query words an index term answers, and how much of it to highlight (null: all). */
export interface TermHit {
  words: readonly number[];
  prefixLength: number | null;
  /** Shown instead of the record's word (a synonym, with `replaceSynonymsInHighlight`). */
  replacement?: string;
}

export type TermMatcher = (term: string) => TermHit | null;

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HighlightedText {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted: boolean;
}

/**
 * `replaceSynonyms`: one-word synonyms shown as the query word (`replaceSynonymsInHighlight`);
 * `exactOnly`: only terms typed in full are highlighted (`exactOnSingleWordQuery: word`).
 */
export function termMatcherFor(
  match: TextMatch | null,
  { replaceSynonyms = false, exactOnly = false } = {},
): TermMatcher {
  const hits = new Map<
    string,
    { words: number[]; prefixLength: number | null; replacement?: string }
  >();
  match?.wordTerms.forEach((terms, wordIndex) => {
    const word = match.words[wordIndex] ?? '';
    for (const term of terms) {
      if (exactOnly && !term.exact) continue;
      const isCompletion = term.typos === 0 && !term.exact && term.term.startsWith(word);
      const length = isCompletion ? word.length : null;
      const hit = hits.get(term.term);
      const replacement = replaceSynonyms ? match.synonymOf.get(term.term) : undefined;
      if (!hit) {
        hits.set(term.term, {
          words: [wordIndex],
          prefixLength: length,
          ...(replacement !== undefined && { replacement }),
        });
      } else {
        hit.words.push(wordIndex);
        hit.prefixLength =
          hit.prefixLength === null || length === null ? null : Math.max(hit.prefixLength, length);
      }
    }
  });
  return (term) => hits.get(term) ?? null;
}

export function highlightText(
  text: string,
  words: readonly string[],
  matcher: TermMatcher,
  tags: HighlightTags,
): HighlightedText {
  if (words.length === 0) {
    return { value: text, matchLevel: 'none', matchedWords: [], fullyHighlighted: false };
  }
  const matched = new Set<number>();
  const spans = locateTokens(text);
  let value = '';
  let last = 0;
  let fully = spans.length > 0;
  for (const span of spans) {
    const hit = matcher(span.term);
    if (!hit) {
      fully = false;
      continue;
    }
    for (const word of hit.words) matched.add(word);
    const end =
      hit.prefixLength === null
        ? span.end
        : span.start + originalPrefixLength(text.slice(span.start, span.end), hit.prefixLength);
    if (end < span.end) fully = false;
    const shown = hit.replacement ?? text.slice(span.start, end);
    value += `${text.slice(last, span.start)}${tags.pre}${shown}${tags.post}`;
    last = end;
  }
  value += text.slice(last);
  const matchedWords = [...new Set([...matched].sort((a, b) => a - b).map((i) => words[i] ?? ''))];
  const matchLevel: MatchLevel =
    matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords, fullyHighlighted: fully && matched.size > 0 };
}

export interface SnippetOptions {
  words: number;
  ellipsis: string;
}

/** `words` words around the first match (or the start), with ellipses where text was cut. */
export function snippetText(
  text: string,
  queryWords: readonly string[],
  matcher: TermMatcher,
  tags: HighlightTags,
  options: SnippetOptions,
): { value: string; matchLevel: MatchLevel } {
  const spans = locateTokens(text);
  if (spans.length <= options.words) {
    const { value, matchLevel } = highlightText(text, queryWords, matcher, tags);
    return { value, matchLevel };
  }
  const first = Math.max(
    0,
    spans.findIndex((span) => matcher(span.term) !== null),
  );
  const start = Math.min(
    Math.max(0, first - Math.floor(options.words / 2)),
    spans.length - options.words,
  );
  const end = start + options.words;
  const from = start === 0 ? 0 : (spans[start]?.start ?? 0);
  const to = end >= spans.length ? text.length : (spans[end - 1]?.end ?? text.length);
  const { value, matchLevel } = highlightText(text.slice(from, to), queryWords, matcher, tags);
  const before = start > 0 ? options.ellipsis : '';
  const after = end < spans.length ? options.ellipsis : '';
  return { value: `${before}${value}${after}`, matchLevel };
}
