import { badRequest } from '../engine-error';

/** Tokens of Algolia's SQL-like `filters` syntax, with 1-based columns for error messages. */

export type FilterTokenKind =
  '(' | ')' | ':' | 'operator' | 'word' | 'string' | 'AND' | 'OR' | 'NOT' | 'TO' | 'end';

export interface FilterToken {
  kind: FilterTokenKind;
  text: string;
  column: number;
}

const KEYWORDS = new Map<string, FilterTokenKind>([
  ['AND', 'AND'],
  ['OR', 'OR'],
  ['NOT', 'NOT'],
  ['TO', 'TO'],
]);
const OPERATORS = ['<=', '>=', '!=', '=', '<', '>'];
const WORD_END = /[\s():<>="']|!=/y;

function readQuoted(source: string, text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  let value = '';
  for (let i = start + 1; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length) {
      i += 1;
      value += text[i];
    } else if (char === quote) return { value, end: i + 1 };
    else value += char;
  }
  throw badRequest(`${source}: Unterminated quoted string starting at col ${start + 1}`);
}

function readWord(text: string, start: number): number {
  let end = start;
  while (end < text.length) {
    WORD_END.lastIndex = end;
    // Quotes end a word only when they open one; inside a word (O'Brien) they are letters.
    if (WORD_END.test(text) && !(end > start && (text[end] === "'" || text[end] === '"'))) break;
    end += 1;
  }
  return end;
}

export function tokenizeFilters(text: string, source: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')' || char === ':') {
      tokens.push({ kind: char, text: char, column: i + 1 });
      i += 1;
    } else if (char === '"' || char === "'") {
      const { value, end } = readQuoted(source, text, i);
      tokens.push({ kind: 'string', text: value, column: i + 1 });
      i = end;
    } else {
      const operator = OPERATORS.find((op) => text.startsWith(op, i));
      if (operator) {
        tokens.push({ kind: 'operator', text: operator, column: i + 1 });
        i += operator.length;
        continue;
      }
      const end = Math.max(readWord(text, i), i + 1);
      const word = text.slice(i, end);
      tokens.push({ kind: KEYWORDS.get(word) ?? 'word', text: word, column: i + 1 });
      i = end;
    }
  }
  tokens.push({ kind: 'end', text: '', column: text.length + 1 });
  return tokens;
}

export function describeToken(token: FilterToken): string {
  if (token.kind === 'end') return 'end of filter';
  return token.kind === 'string' ? `string "${token.text}"` : `'${token.text}'`;
}
