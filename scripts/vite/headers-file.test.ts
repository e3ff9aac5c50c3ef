import { describe, expect, it } from 'vitest';
import { formatHeadersFile, readHeadersForAllPaths } from './headers-file.ts';

const HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; img-src 'self' data:"],
  ['X-Content-Type-Options', 'nosniff'],
];

describe('the _headers file', () => {
  it('puts every header under one rule for all paths, indented as Netlify and Cloudflare read it', () => {
    const lines = formatHeadersFile(HEADERS).split('\n');
    expect(lines.filter((line) => !line.startsWith('#'))).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'none'; img-src 'self' data:",
      '  X-Content-Type-Options: nosniff',
      '',
    ]);
  });

  it('reads back what it wrote', () => {
    expect(readHeadersForAllPaths(formatHeadersFile(HEADERS))).toEqual(HEADERS);
  });

  it("reads only the /* rule's headers", () => {
    const text = [
      '# comment',
      '/assets/*',
      '  Cache-Control: immutable',
      '/*',
      '  # a comment inside',
      '  X-Content-Type-Options: nosniff',
      '',
      '/other',
      '  X-Frame-Options: DENY',
    ].join('\r\n');
    expect(readHeadersForAllPaths(text)).toEqual([['X-Content-Type-Options', 'nosniff']]);
  });
});
