import { describe, expect, it } from 'vitest';
import { codeLineNumbers, countSourceLines } from './source-lines';

describe('countSourceLines', () => {
  it('counts lines with code, not blank lines or comment-only lines', () => {
    const text = [
      '/**',
      ' * Why this module exists.',
      ' */',
      "import { a } from './a';",
      '',
      '   ',
      '// a line comment',
      'const b = a + 1; // a trailing comment',
      '/* one-line block */',
      'export { b };',
    ].join('\n');
    expect(codeLineNumbers(text)).toEqual([4, 8, 10]);
  });

  it('counts code before or after a block comment on its line, not the lines inside it', () => {
    const text = ['const a = 1; /* starts here', '   still a comment', 'ends */ const b = 2;'].join(
      '\n',
    );
    expect(codeLineNumbers(text)).toEqual([1, 3]);
  });

  it('reads comment markers inside strings, templates and regular expressions as text', () => {
    const text = [
      "const url = 'https://example.org/';",
      'const glob = "src/**/*.ts";',
      'const line = `// not a comment ${1 + 2} /* nor this */`;',
      'const pattern = /\\/\\*[^*]*/g;',
      '// but this is',
    ].join('\n');
    expect(codeLineNumbers(text)).toEqual([1, 2, 3, 4]);
  });

  it('counts every line of a multi-line template literal, and code after it', () => {
    const text = ['const html = `', '', '// inside the template', '`; // done', '// after'].join(
      '\n',
    );
    expect(codeLineNumbers(text)).toEqual([1, 3, 4]);
  });

  it('leaves a template interpolation with braces and resumes the template', () => {
    const text = ['const a = `${{ x: 1 }.x} // text`;', '// comment'].join('\n');
    expect(codeLineNumbers(text)).toEqual([1]);
  });

  it('tells a division from a regular expression', () => {
    const text = ['const half = total / 2; // half', 'const ratio = a / b / c;', '// end'].join(
      '\n',
    );
    expect(codeLineNumbers(text)).toEqual([1, 2]);
  });

  it('counts a JSX comment line as a comment, and braces alone as code', () => {
    const text = [
      '<div>',
      '  {/* Leaflet owns this element',
      '      and React never renders into it. */}',
      '  {value}',
      '</div>',
      '}',
    ].join('\n');
    expect(codeLineNumbers(text)).toEqual([1, 4, 5, 6]);
  });

  it('reads CSS: block comments only, `//` is text', () => {
    const text = [
      '/* A rule for the header. */',
      '.a {',
      '  background: url(//example.org/a.png);',
      '}',
    ].join('\n');
    expect(countSourceLines(text, 'css')).toBe(3);
  });
});
