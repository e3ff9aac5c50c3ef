import { badRequest, shortened } from '../engine-error';

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
const SPACE = /\s/;

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

/**
 * Tokens read on demand, so the cost of a huge filter string stops where parsing stops (at the
 * first error or at the filter-count limit) instead of tokenizing it all up front.
 */
export class FilterTokens {
  private readonly ahead: FilterToken[] = [];
  private offset = 0;

  constructor(
    private readonly text: string,
    private readonly source: string,
  ) {}

  peek(distance = 0): FilterToken {
    while (this.ahead.length <= distance) this.ahead.push(this.read());
    return this.ahead[distance] as FilterToken;
  }

  next(): FilterToken {
    const token = this.peek();
    if (token.kind !== 'end') this.ahead.shift();
    return token;
  }

  private read(): FilterToken {
    const { text } = this;
    while (this.offset < text.length && SPACE.test(text[this.offset] ?? '')) this.offset += 1;
    const start = this.offset;
    const char = text[start];
    if (char === undefined) return { kind: 'end', text: '', column: text.length + 1 };
    if (char === '(' || char === ')' || char === ':') {
      this.offset += 1;
      return { kind: char, text: char, column: start + 1 };
    }
    if (char === '"' || char === "'") {
      const { value, end } = readQuoted(this.source, text, start);
      this.offset = end;
      return { kind: 'string', text: value, column: start + 1 };
    }
    const operator = OPERATORS.find((op) => text.startsWith(op, start));
    if (operator) {
      this.offset += operator.length;
      return { kind: 'operator', text: operator, column: start + 1 };
    }
    this.offset = Math.max(readWord(text, start), start + 1);
    const word = text.slice(start, this.offset);
    return { kind: KEYWORDS.get(word) ?? 'word', text: word, column: start + 1 };
  }
}

export function describeToken(token: FilterToken): string {
  if (token.kind === 'end') return 'end of filter';
  const text = shortened(token.text);
  return token.kind === 'string' ? `string "${text}"` : `'${text}'`;
}
