import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setJpegXmp } from './jpeg-xmp.ts';
import { originalWithRights } from './served-rights.ts';

const RIGHTS = {
  credit: 'Photo: Ada',
  creators: ['Ada'],
  copyrightNotice: null,
  licenseUrl: null,
  usageTerms: null,
  webStatement: null,
};

describe('originalWithRights', () => {
  it('serves a JPEG whose XMP cannot grow as it is, with a one-line warning', async () => {
    // An owner's packet that already fills the 64 KB a JPEG XMP segment holds.
    const filler = 'x'.repeat(65_000);
    const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:source>${filler}</dc:source></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
    // libvips drops a packet this big, so it goes in the way ingest writes one.
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const full = setJpegXmp(plain, xmp);
    expect(full.toString('latin1')).toContain(filler);
    const warnings: string[] = [];
    expect((await originalWithRights(full, 'photo.jpg', RIGHTS, warnings)).equals(full)).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^rights not written into the original: XMP packet too large for JPEG \(\d+ bytes\)$/,
      ),
    ]);
  });

  it('leaves a file exiftool cannot write (WebM, GIF) byte for byte as it is', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const warnings: string[] = [];
    expect((await originalWithRights(gif, 'anim.gif', RIGHTS, warnings)).equals(gif)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('serves a file exiftool refuses as it is, with a one-line warning', async () => {
    const notPng = Buffer.from('not a PNG at all');
    const warnings: string[] = [];
    expect((await originalWithRights(notPng, 'scan.png', RIGHTS, warnings)).equals(notPng)).toBe(
      true,
    );
    expect(warnings).toEqual([expect.stringMatching(/^rights not written into the original: .+/)]);
    expect(warnings[0]).not.toContain('\n');
  });
});
