import { describe, expect, it } from 'vitest';
import { downloadFileName, fileSlug, formatLabel, urlExtension } from './file-names';

describe('file names', () => {
  it('are the slug and the real extension of the URL', () => {
    expect(
      downloadFileName({
        objectID: 'blinds',
        url: '/media/blinds/blinds.jpg',
        fallbackExtension: 'jpg',
      }),
    ).toBe('blinds.jpg');
    expect(
      downloadFileName({
        objectID: 'blinds',
        url: 'https://cdn.example.com/media/blinds/1920.WEBP?v=3#x',
        fallbackExtension: 'jpg',
        suffix: '1920x1200',
      }),
    ).toBe('blinds-1920x1200.webp');
  });

  it('fall back to the known format when the URL has no extension', () => {
    expect(urlExtension('https://cdn.example.com/files/abc123')).toBeNull();
    expect(urlExtension('https://cdn.example.com/v1.2/file')).toBeNull();
    expect(
      downloadFileName({
        objectID: 'kite',
        url: 'https://x.test/get?id=7',
        fallbackExtension: 'mp4',
      }),
    ).toBe('kite.mp4');
    expect(downloadFileName({ objectID: 'kite', url: null, fallbackExtension: 'jpg' })).toBe(
      'kite.jpg',
    );
  });

  it('keep hostile objectIDs from naming paths or hidden files', () => {
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSlug('Cafés au lait')).toBe('Cafes-au-lait');
    expect(fileSlug('...')).toBe('download');
    expect(fileSlug('a'.repeat(300))).toHaveLength(100);
  });

  it('name formats as people know them', () => {
    expect(formatLabel('jpg')).toBe('JPEG');
    expect(formatLabel('webm')).toBe('WebM');
    expect(formatLabel('xyz')).toBe('XYZ');
  });
});
