import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegXmp, setJpegXmp } from './jpeg-xmp.ts';
import { GPS_EXIF } from './test-fixtures.ts';

const packet = (credit: string): string =>
  `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"><photoshop:Credit>${credit}</photoshop:Credit></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

async function jpeg(xmp?: string): Promise<Buffer> {
  let image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });
  image = image.withExif(GPS_EXIF).withIccProfile('srgb');
  if (xmp) image = image.withXmp(xmp);
  return image.jpeg().toBuffer();
}

const count = (bytes: Buffer, text: string): number =>
  bytes.toString('latin1').split(text).length - 1;

describe('setJpegXmp', () => {
  it('adds an XMP segment to a JPEG without one, keeping EXIF, ICC and the image data', async () => {
    const source = await jpeg();
    const written = setJpegXmp(source, packet('First'));
    expect(jpegXmp(written)).toContain('<photoshop:Credit>First</photoshop:Credit>');
    // Taking the new segment out gives the source back, byte for byte.
    const at = written.indexOf('http://ns.adobe.com/xap/1.0/\0', 0, 'latin1') - 4;
    const end = at + 2 + written.readUInt16BE(at + 2);
    expect(Buffer.concat([written.subarray(0, at), written.subarray(end)]).equals(source)).toBe(
      true,
    );
    expect(((await exifr.parse(written)) as Record<string, unknown>).Make).toBe('TestCam');
    expect((await sharp(written).metadata()).icc).toBeDefined();
  });

  it('replaces an XMP segment instead of adding a second one', async () => {
    const written = setJpegXmp(await jpeg(packet('Old')), packet('New'));
    expect(count(written, 'http://ns.adobe.com/xap/1.0/\0')).toBe(1);
    expect(jpegXmp(written)).toContain('New');
    expect(jpegXmp(written)).not.toContain('Old');
    const pixels = (bytes: Buffer): Promise<Buffer> => sharp(bytes).raw().toBuffer();
    expect((await pixels(written)).equals(await pixels(await jpeg()))).toBe(true);
  });

  it('refuses a packet larger than a JPEG segment holds, in one line', async () => {
    expect(() =>
      setJpegXmp(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'x'.repeat(70_000)),
    ).toThrow(/^XMP packet too large for JPEG \(70000 bytes\)$/);
  });
});
