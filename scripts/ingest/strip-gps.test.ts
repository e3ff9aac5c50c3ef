import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripGps } from './strip-gps.ts';
import { GPS_EXIF } from './test-fixtures.ts';

const XMP_WITH_GPS = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N">
<exif:GPSLongitude>2,21.05W</exif:GPSLongitude><exif:GPSLongitudeRef>W</exif:GPSLongitudeRef>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

async function image(format: 'jpeg' | 'png' | 'webp' | 'tiff', xmp = false): Promise<Buffer> {
  let pipeline = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } });
  pipeline = pipeline.withExif(GPS_EXIF);
  if (xmp) pipeline = pipeline.withXmp(XMP_WITH_GPS);
  return pipeline.toFormat(format).toBuffer();
}

const pixels = (bytes: Buffer): Promise<Buffer> => sharp(bytes).raw().toBuffer();

describe('stripGps', () => {
  it.each(['jpeg', 'png', 'webp', 'tiff'] as const)(
    'removes GPS from a %s without touching its pixels or its length',
    async (format) => {
      const original = await image(format);
      const stripped = await stripGps(original);
      expect(stripped.length).toBe(original.length);
      expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
      const meta = await sharp(stripped).metadata();
      const exif = meta.exif ?? stripped;
      const tiff = exif.subarray(0, 4).toString('latin1') === 'Exif' ? exif.subarray(6) : exif;
      expect(await exifr.gps(tiff).catch(() => undefined)).toBeUndefined();
      if (format !== 'tiff') {
        expect(((await exifr.parse(tiff)) as Record<string, unknown>).Make).toBe('TestCam');
      }
    },
  );

  it('blanks GPS in XMP as well', async () => {
    const original = await image('jpeg', true);
    expect(original.toString('latin1')).toContain('exif:GPSLatitude');
    const stripped = await stripGps(original);
    expect(stripped.toString('latin1')).not.toMatch(/GPSL(at|ong)itude/);
    expect(stripped.length).toBe(original.length);
    const meta = await sharp(stripped).metadata();
    expect(meta.xmp?.toString('latin1')).toContain('<rdf:Description');
  });

  it('leaves a file without GPS byte for byte the same', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .withExif({ IFD0: { Make: 'NoGps' } })
      .jpeg()
      .toBuffer();
    expect((await stripGps(plain)).equals(plain)).toBe(true);
  });
});
