import { describe, expect, it } from 'vitest';
import type { CameraData } from './camera-data';
import {
  cameraRows,
  formatAperture,
  formatCamera,
  formatDimensions,
  formatFocalLength,
  formatIso,
  formatPosition,
  formatShutter,
  formatTakenAt,
} from './format-camera-values';

const NOTHING: CameraData = {
  make: null,
  model: null,
  lens: null,
  fNumber: null,
  exposureTime: null,
  iso: null,
  focalLength: null,
  focalLength35mm: null,
  takenAt: null,
  takenAtOffset: null,
  width: null,
  height: null,
  latitude: null,
  longitude: null,
};

describe('camera values as photographers write them', () => {
  it('formats aperture, shutter, ISO and focal length', () => {
    expect(formatAperture(2.8)).toBe('f/2.8');
    expect(formatAperture(8)).toBe('f/8');
    expect(formatAperture(5.6000001)).toBe('f/5.6');
    expect(formatShutter(0.004)).toBe('1/250 s');
    expect(formatShutter(0.0125)).toBe('1/80 s');
    expect(formatShutter(1 / 3200)).toBe('1/3200 s');
    expect(formatShutter(0.5)).toBe('1/2 s');
    expect(formatShutter(0.4)).toBe('1/2.5 s');
    expect(formatShutter(1)).toBe('1 s');
    expect(formatShutter(2)).toBe('2 s');
    expect(formatShutter(1.3)).toBe('1.3 s');
    expect(formatShutter(30)).toBe('30 s');
    expect(formatIso(200)).toBe('ISO 200');
    expect(formatFocalLength(50, null)).toBe('50 mm');
    expect(formatFocalLength(4.25, null)).toBe('4.3 mm');
    expect(formatFocalLength(23, 35)).toBe('23 mm (35 mm equivalent)');
    expect(formatFocalLength(50, 50)).toBe('50 mm');
  });

  it('writes the date as the camera did, whatever the visitor’s time zone', () => {
    const zone = process.env.TZ;
    try {
      // 02:30 on 28 March 2021 does not exist in Paris (clocks jumped to 03:00).
      process.env.TZ = 'Europe/Paris';
      expect(formatTakenAt('2021-03-28T02:30:00')).toBe('28 March 2021 at 02:30');
      process.env.TZ = 'America/Los_Angeles';
      expect(formatTakenAt('2008-01-22T03:28:22')).toBe('22 January 2008 at 03:28');
      expect(formatTakenAt('2008-01-22T03:28:22', '+09:00')).toBe(
        '22 January 2008 at 03:28 (UTC+09:00)',
      );
      expect(formatTakenAt('2008-01-22')).toBe('22 January 2008');
    } finally {
      process.env.TZ = zone;
    }
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
    expect(formatCamera({ make: 'Apple', model: null })).toBe('Apple');
    expect(formatCamera({ make: null, model: null })).toBeNull();
  });
});

describe('the rows of the region', () => {
  it('lists what the file says, in order, and nothing it does not say', () => {
    const rows = cameraRows(
      {
        ...NOTHING,
        make: 'FUJIFILM',
        model: 'X100V',
        fNumber: 2.8,
        exposureTime: 0.004,
        iso: 200,
        focalLength: 23,
        focalLength35mm: 35,
        takenAt: '2021-06-01T18:05:00',
        width: 6240,
        height: 4160,
        latitude: 48.85667,
        longitude: 2.35083,
      },
      { width: 1920, height: 1280 },
    );
    expect(rows).toEqual([
      { label: 'Camera', value: 'FUJIFILM X100V' },
      { label: 'Aperture', value: 'f/2.8' },
      { label: 'Shutter speed', value: '1/250 s' },
      { label: 'ISO', value: 'ISO 200' },
      { label: 'Focal length', value: '23 mm (35 mm equivalent)' },
      { label: 'Taken', value: '1 June 2021 at 18:05' },
      { label: 'Dimensions', value: '6240 × 4160 px (26 MP)' },
      { label: 'GPS position', value: '48.8567° N, 2.3508° E' },
    ]);
  });

  it('takes the pixel size from the record when the file does not give it', () => {
    const rows = cameraRows({ ...NOTHING, model: 'X100V' }, { width: 1920, height: 1200 });
    expect(rows).toContainEqual({ label: 'Dimensions', value: '1920 × 1200 px (2.3 MP)' });
    expect(cameraRows({ ...NOTHING, model: 'X100V' }, null).map((row) => row.label)).toEqual([
      'Camera',
    ]);
  });
});
