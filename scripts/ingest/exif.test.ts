import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readExif } from './exif.ts';

/** A JPEG's EXIF block with `Make` as the camera wrote it, NUL and what follows included. */
async function exifWithMake(make: string): Promise<Buffer> {
  const placeholder = 'M'.repeat(make.length);
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .withExif({ IFD0: { Make: placeholder, Model: 'N9' } })
    .jpeg()
    .toBuffer();
  const exif = (await sharp(image).metadata()).exif as Buffer;
  const at = exif.indexOf(placeholder, 0, 'latin1');
  exif.write(make, at, 'latin1');
  return exif;
}

describe('readExif', () => {
  it('ends camera text at its first NUL, as EXIF text does', async () => {
    const facts = await readExif(await exifWithMake('Nokia\u00002'));
    expect(facts.camera).toEqual({ make: 'Nokia', model: 'N9' });
  });
});
