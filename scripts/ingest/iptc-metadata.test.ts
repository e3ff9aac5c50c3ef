import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIptc } from './iptc-metadata.ts';
import { exiftool, makeTempDir, removeDir, writeImage } from './test-fixtures.ts';

let dir: string;
let block: Buffer;

beforeAll(async () => {
  dir = await makeTempDir();
  const path = join(dir, 'utf8.jpg');
  await writeImage(path, { width: 16, height: 16 });
  exiftool(path, ['-IPTC:CodedCharacterSet=UTF8', '-IPTC:ObjectName=Smørrebrød']);
  block = (await sharp(path).metadata()).iptc as Buffer;
});

afterAll(() => removeDir(dir));

describe('reading IPTC-IIM', () => {
  it('reads the block exiftool wrote, in its declared character set', async () => {
    expect(await readIptc(block)).toEqual({ title: 'Smørrebrød' });
  });

  it('reads a block cut short anywhere without throwing', async () => {
    for (let length = 0; length <= block.length; length++)
      await expect(readIptc(block.subarray(0, length))).resolves.toBeTypeOf('object');
  });
});
