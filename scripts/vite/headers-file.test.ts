import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  headersForPath,
  readHeaderRules,
  readHeadersForAllPaths,
} from './headers-file.ts';

const HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; img-src 'self' data:"],
  ['X-Content-Type-Options', 'nosniff'],
];

describe('the _headers file', () => {
  it('puts every header under one rule for all paths, indented as Netlify and Cloudflare read it', () => {
    const lines = formatHeadersFile(HEADERS, []).split('\n');
    expect(lines.filter((line) => !line.startsWith('#'))).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'none'; img-src 'self' data:",
      '  X-Content-Type-Options: nosniff',
      '',
    ]);
  });

  it('opens the IIIF manifests, the media (and their tiles) and the open data to any site', () => {
    const rules = readHeaderRules(formatHeadersFile(HEADERS));
    const open = ['Access-Control-Allow-Origin', '*'];
    for (const path of [
      '/iiif/blinds/manifest.json',
      '/iiif/collections/space.json',
      '/iiif/collection.json',
      '/media/blinds/iiif/info.json',
      '/media/blinds/iiif/0,0,512,512/512,/0/default.jpg',
      '/media/blinds/1080.jpg',
      '/data/records.json',
    ])
      expect(headersForPath(rules, path), path).toEqual([...HEADERS, open]);
    for (const path of ['/', '/item/blinds', '/assets/index.js', '/iiif-logo.svg'])
      expect(headersForPath(rules, path), path).toEqual(HEADERS);
  });

  it('reads back what it wrote', () => {
    expect(readHeadersForAllPaths(formatHeadersFile(HEADERS))).toEqual(HEADERS);
    expect(readHeaderRules(formatHeadersFile(HEADERS, []))).toEqual([
      { path: '/*', headers: HEADERS },
    ]);
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
