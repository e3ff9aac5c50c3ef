import { describe, expect, it } from 'vitest';
import {
  formatAperture,
  formatCamera,
  formatDimensions,
  formatFocalLength,
  formatIso,
  formatPosition,
  formatShutter,
} from './format-camera-values';
import { looksLikeImage } from './read-file-head';

describe('camera values as photographers write them', () => {
  it('formats aperture, shutter, ISO and focal length', () => {
    expect(formatAperture(2.8)).toBe('f/2.8');
    expect(formatAperture(8)).toBe('f/8');
    expect(formatShutter(0.004)).toBe('1/250 s');
    expect(formatShutter(0.0125)).toBe('1/80 s');
    expect(formatShutter(0.5)).toBe('1/2 s');
    expect(formatShutter(0.4)).toBe('1/2.5 s');
    expect(formatShutter(2)).toBe('2 s');
    expect(formatShutter(1.3)).toBe('1.3 s');
    expect(formatIso(200)).toBe('ISO 200');
    expect(formatFocalLength(50, null)).toBe('50 mm');
    expect(formatFocalLength(23, 35)).toBe('23 mm (35 mm in 35 mm terms)');
    expect(formatFocalLength(50, 50)).toBe('50 mm');
  });

  it('formats size, position and camera names', () => {
    expect(formatDimensions(1920, 1200)).toBe('1920 × 1200 px (2.3 MP)');
    expect(formatPosition(48.85667, 2.35083)).toBe('48.8567° N, 2.3508° E');
    expect(formatPosition(-33.9, -70.6)).toBe('33.9000° S, 70.6000° W');
    expect(formatCamera({ make: 'Canon', model: 'Canon EOS 350D DIGITAL' })).toBe(
      'Canon EOS 350D DIGITAL',
    );
    expect(formatCamera({ make: 'FUJIFILM', model: 'X100V' })).toBe('FUJIFILM X100V');
    expect(formatCamera({ make: 'NIKON CORPORATION', model: 'NIKON D750' })).toBe('NIKON D750');
    expect(formatCamera({ make: null, model: null })).toBeNull();
  });

  it('recognises the image files exifr can read by their first bytes', () => {
    expect(looksLikeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLikeImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(true);
    expect(looksLikeImage(new TextEncoder().encode('<html>'))).toBe(false);
  });
});
