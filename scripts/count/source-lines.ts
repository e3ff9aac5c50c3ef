/**
 * Source lines as the start-up count reads them: a line counts when it holds anything but
 * whitespace and comments. Comment markers inside strings, template literals and regular
 * expression literals are text, not comments; a line holding only a JSX comment (`{/* … *\/}`)
 * is a comment line. CSS has block comments only (`//` there is text, as in `url(//host)`).
 */

type Language = 'script' | 'css';

export function languageOf(path: string): Language {
  return path.endsWith('.css') ? 'css' : 'script';
}

/** After one of these (or at the start), a `/` opens a regular expression, not a division. */
const BEFORE_REGEX = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);
/** `{/* … *\/}`: how JSX writes a comment. */
const JSX_COMMENT = /\{\s*\/\*[\s\S]*?\*\/\s*\}/y;
const KEYWORDS_BEFORE_REGEX = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|void|yield|await)$/;

/** The 1-based numbers of the lines that hold code. */
export function codeLineNumbers(text: string, language: Language = 'script'): number[] {
  const lines: { code: string }[] = [];
  let line = { code: '' };
  const current = () => line;
  const newLine = () => {
    lines.push(line);
    line = { code: '' };
  };
  // Code typed so far on this line and before it, to tell a regex from a division.
  let lastSignificant = '';
  let codeSoFar = '';
  /** Template literals we are inside, each with the brace depth of its open `${`. */
  const templates: number[] = [];
  let braceDepth = 0;
  let state: 'code' | 'line-comment' | 'block-comment' | 'string' | 'template' | 'regex' = 'code';
  let quote = '';
  let inClass = false;

  const addCode = (char: string) => {
    current().code += char;
    if (char.trim() !== '') {
      lastSignificant = char;
      codeSoFar = (codeSoFar + char).slice(-16);
    }
  };

  for (let at = 0; at < text.length; at++) {
    const char = text.charAt(at);
    const next = text[at + 1] ?? '';
    if (char === '\n') {
      newLine();
      if (state === 'line-comment') state = 'code';
      // An unclosed quote ends with its line (a stray apostrophe in CSS text, say).
      if (state === 'string' || state === 'regex') state = 'code';
      codeSoFar += ' ';
      continue;
    }
    switch (state) {
      case 'line-comment':
        break;
      case 'block-comment':
        if (char === '*' && next === '/') {
          state = 'code';
          at++;
        }
        break;
      case 'string':
        current().code += char;
        if (char === '\\' && next !== '\n') {
          current().code += next;
          at++;
        } else if (char === quote) {
          state = 'code';
          lastSignificant = quote;
        }
        break;
      case 'regex':
        current().code += char;
        if (char === '\\' && next !== '\n') {
          current().code += next;
          at++;
        } else if (char === '[') inClass = true;
        else if (char === ']') inClass = false;
        else if (char === '/' && !inClass) {
          state = 'code';
          lastSignificant = 'a';
        }
        break;
      case 'template':
        current().code += char;
        if (char === '\\' && next !== '\n') {
          current().code += next;
          at++;
        } else if (char === '`') {
          templates.pop();
          state = 'code';
          lastSignificant = '`';
        } else if (char === '$' && next === '{') {
          current().code += next;
          at++;
          templates[templates.length - 1] = braceDepth;
          braceDepth++;
          state = 'code';
          lastSignificant = '{';
        }
        break;
      case 'code':
        JSX_COMMENT.lastIndex = at;
        if (char === '{' && language === 'script' && JSX_COMMENT.test(text)) {
          // A JSX comment, braces and all: a comment on each of its lines.
          for (const char of text.slice(at, JSX_COMMENT.lastIndex)) if (char === '\n') newLine();
          at = JSX_COMMENT.lastIndex - 1;
        } else if (char === '/' && next === '*') {
          state = 'block-comment';
          at++;
        } else if (char === '/' && next === '/' && language === 'script') {
          state = 'line-comment';
          at++;
        } else if (char === "'" || char === '"') {
          state = 'string';
          quote = char;
          addCode(char);
        } else if (char === '`' && language === 'script') {
          templates.push(-1);
          state = 'template';
          addCode(char);
        } else if (
          char === '/' &&
          language === 'script' &&
          (BEFORE_REGEX.has(lastSignificant) || KEYWORDS_BEFORE_REGEX.test(codeSoFar.trimEnd()))
        ) {
          state = 'regex';
          inClass = false;
          addCode(char);
        } else {
          if (char === '{') braceDepth++;
          if (char === '}') {
            braceDepth--;
            if (templates.length > 0 && templates[templates.length - 1] === braceDepth) {
              templates[templates.length - 1] = -1;
              state = 'template';
            }
          }
          addCode(char);
        }
        break;
    }
  }

  lines.push(line);
  return lines.flatMap(({ code }, index) => {
    return code.trim() !== '' ? [index + 1] : [];
  });
}

export function countSourceLines(text: string, language: Language = 'script'): number {
  return codeLineNumbers(text, language).length;
}
