import { describe, expect, it } from 'vitest';
import { identifyFile } from './identify-file';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('what the first bytes of a file say it is', () => {
  it('reads JPEG, HEIC and AVIF files', () => {
    expect(identifyFile(bytes([0xff, 0xd8, 0xff, 0xe1]))).toEqual({ kind: 'readable' });
    expect(identifyFile(ftyp('heic', 'mif1', 'heic'))).toEqual({ kind: 'readable' });
    expect(identifyFile(ftyp('avif', 'avif', 'mif1', 'miaf'))).toEqual({ kind: 'readable' });
  });

  it('names the images it cannot read camera data from', () => {
    expect(identifyFile(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({
      kind: 'unsupported',
      format: 'PNG',
    });
    expect(identifyFile(bytes('II', [0x2a, 0]))).toEqual({ kind: 'unsupported', format: 'TIFF' });
    expect(identifyFile(bytes('MM', [0, 0x2a]))).toEqual({ kind: 'unsupported', format: 'TIFF' });
    expect(identifyFile(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toEqual({
      kind: 'unsupported',
      format: 'WebP',
    });
  });

  it('tells videos, pages and empty bodies from images', () => {
    expect(identifyFile(ftyp('isom', 'isom', 'iso2', 'mp41'))).toEqual({ kind: 'not-image' });
    expect(identifyFile(ftyp('qt  ', 'qt  '))).toEqual({ kind: 'not-image' });
    expect(identifyFile(bytes('<!doctype html>'))).toEqual({ kind: 'not-image' });
    expect(identifyFile(new Uint8Array(0))).toEqual({ kind: 'not-image' });
  });
});
