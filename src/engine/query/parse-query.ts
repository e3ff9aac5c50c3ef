import { normalizeWords } from '../text-tokens';

/**
 * The query text read with Algolia's advanced syntax: `"…"` is an exact phrase, `-word` at the
 * start of a word excludes it. A minus inside a word (`search-engine`) or inside quotes is no
 * operator, a lone `-` is nothing, and a quote left open is plain text.
 */

export interface QueryToken {
  word: string;
  /** Which phrase it belongs to, or -1. */
  phrase: number;
}

export interface ParsedQuery {
  tokens: QueryToken[];
  excluded: string[];
}

export interface SyntaxFeatures {
  exactPhrase: boolean;
  excludeWords: boolean;
}

function readPlainText(text: string, features: SyntaxFeatures, parsed: ParsedQuery): void {
  for (const chunk of text.split(/\s+/)) {
    if (features.excludeWords && chunk.startsWith('-')) {
      parsed.excluded.push(...normalizeWords(chunk.slice(1)));
    } else {
      for (const word of normalizeWords(chunk)) parsed.tokens.push({ word, phrase: -1 });
    }
  }
}

export function parseQuery(text: string, features: SyntaxFeatures | null): ParsedQuery {
  if (!features) {
    return { tokens: normalizeWords(text).map((word) => ({ word, phrase: -1 })), excluded: [] };
  }
  const parsed: ParsedQuery = { tokens: [], excluded: [] };
  const parts = features.exactPhrase ? text.split('"') : [text];
  // An even number of parts means an odd number of quotes: the last one opens nothing.
  const closed = parts.length % 2 === 1 ? parts.length : parts.length - 1;
  let phrase = 0;
  parts.forEach((part, i) => {
    const inQuotes = i % 2 === 1 && i < closed;
    if (!inQuotes) {
      readPlainText(i >= closed ? `"${part}` : part, features, parsed);
      return;
    }
    const words = normalizeWords(part);
    for (const word of words) parsed.tokens.push({ word, phrase });
    if (words.length > 0) phrase += 1;
  });
  return parsed;
}
