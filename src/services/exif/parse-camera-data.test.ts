import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseCameraData, readExifDate } from './parse-camera-data';
import { HEAD_BYTES } from './read-file-head';

const head = async (file: string) =>
  new Uint8Array(await readFile(`demo/media/${file}`)).slice(0, HEAD_BYTES);

describe('camera data parsed from the head of an original', () => {
  it('reads the demo Canon photo', async () => {
    expect(await parseCameraData(await head('blinds.jpg'))).toEqual({
      make: 'Canon',
      model: 'Canon EOS 350D DIGITAL',
      lens: null,
      fNumber: 5.6,
      exposureTime: 0.0125,
      iso: 400,
      focalLength: 107,
      focalLength35mm: null,
      takenAt: '2008-01-22T03:28:22',
      takenAtOffset: null,
      width: 1920,
      height: 1200,
      latitude: null,
      longitude: null,
    });
  });

  it('reads the GPS position and the 35 mm equivalent', async () => {
    const data = await parseCameraData(await head('colorful-cups.jpg'));
    expect(data).toMatchObject({ model: 'NEX-3N', focalLength: 28, focalLength35mm: 42 });
    expect(data?.latitude).toBeCloseTo(56.156, 3);
    expect(data?.longitude).toBeCloseTo(10.2082, 3);
  });

  it('finds nothing in a file that holds only pixel dimensions', async () => {
    expect(await parseCameraData(await head('aqua.jpg'))).toBeNull();
  });

  it('keeps the date as written, the lens and a southern, western position', async () => {
    const zone = process.env.TZ;
    // exifr's own Date would be built in local time, where 02:30 on that night does not exist.
    process.env.TZ = 'Europe/Paris';
    try {
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
        .withExif({
          IFD0: { Make: 'FUJIFILM', Model: 'X100V' },
          IFD2: {
            LensModel: 'XF23mmF2 R WR',
            DateTimeOriginal: '2021:03:28 02:30:00',
            OffsetTimeOriginal: '+01:00',
          },
          IFD3: {
            GPSLatitudeRef: 'S',
            GPSLatitude: '33/1 54/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '70/1 36/1 0/1',
          },
        })
        .jpeg()
        .toBuffer();
      expect(await parseCameraData(new Uint8Array(jpeg))).toMatchObject({
        make: 'FUJIFILM',
        model: 'X100V',
        lens: 'XF23mmF2 R WR',
        takenAt: '2021-03-28T02:30:00',
        takenAtOffset: '+01:00',
        latitude: -33.9,
        longitude: -70.6,
      });
    } finally {
      process.env.TZ = zone;
    }
  });

  it('reads EXIF dates and drops the blanks cameras write when they do not know', () => {
    expect(readExifDate('2008:01:22 03:28:22')).toBe('2008-01-22T03:28:22');
    expect(readExifDate('2008:01:22 03:28')).toBe('2008-01-22T03:28:00');
    expect(readExifDate('2008:01:22')).toBe('2008-01-22');
    expect(readExifDate('0000:00:00 00:00:00')).toBeNull();
    expect(readExifDate('    :  :     :  :  ')).toBeNull();
    expect(readExifDate(undefined)).toBeNull();
  });
});
