import sharp, { type WebpOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { isWebp, setWebpXmp, webpXmp } from './webp-xmp.ts';

const packet = (credit: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"><photoshop:Credit>${credit}</photoshop:Credit></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const canvas = { width: 37, height: 21, channels: 4 as const };

async function webp(options: WebpOptions, alpha = 1): Promise<Buffer> {
  return sharp({ create: { ...canvas, background: { r: 40, g: 90, b: 200, alpha } } })
    .webp(options)
    .toBuffer();
}

/** What a decoder makes of it: its size, alpha and pixels, and the XMP sharp reads back. */
async function decoded(bytes: Buffer) {
  const image = sharp(bytes);
  const { width, height, hasAlpha, xmp } = await image.metadata();
  return {
    width,
    height,
    hasAlpha,
    xmp: xmp?.toString('utf8'),
    pixels: await image.raw().toBuffer(),
  };
}

describe('XMP in a WebP, without re-encoding it', () => {
  it.each([
    ['lossy', { quality: 80 }, 1],
    ['lossless with transparency', { lossless: true }, 0.5],
    ['lossy with transparency (already extended)', { quality: 80 }, 0.5],
  ])('%s: the same image, now with the packet', async (_, options, alpha) => {
    const before = await webp(options, alpha);
    expect(isWebp(before)).toBe(true);
    const after = setWebpXmp(before, packet('Photo: Ada'));
    const [was, is] = await Promise.all([decoded(before), decoded(after)]);
    expect(is).toMatchObject({ width: 37, height: 21, hasAlpha: was.hasAlpha });
    expect(is.pixels.equals(was.pixels)).toBe(true);
    expect(is.xmp).toBe(packet('Photo: Ada'));
    expect(webpXmp(after)).toBe(packet('Photo: Ada'));
  });

  it('replaces a packet it already has, keeping one', async () => {
    const once = setWebpXmp(await webp({ quality: 80 }), packet('Old credit'));
    const twice = setWebpXmp(once, packet('New credit'));
    expect(webpXmp(twice)).toBe(packet('New credit'));
    expect(twice.toString('latin1').split('XMP ').length - 1).toBe(1);
    expect((await decoded(twice)).xmp).toBe(packet('New credit'));
  });

  it('refuses a broken file with a one-line reason', () => {
    const broken = Buffer.concat([
      Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'),
      Buffer.alloc(4, 0xff),
    ]);
    expect(() => setWebpXmp(broken, packet('x'))).toThrow(/^WebP: /);
  });
});
