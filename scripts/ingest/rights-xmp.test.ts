import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rightsXmp } from './rights-xmp.ts';
import { makeTempDir, removeDir } from './test-fixtures.ts';

const HAS_EXIFTOOL = ((): boolean => {
  try {
    execFileSync('exiftool', ['-ver'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function jpegWith(xmp: string): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
    .jpeg()
    .withXmp(xmp)
    .toBuffer();
}

describe('the rights XMP packet', () => {
  it('is read back by exifr from a JPEG that sharp wrote it into', async () => {
    const xmp = rightsXmp({
      credit: 'Harbour by Ann and Bo, CC-BY-4.0',
      creators: ['Ann', 'Bo'],
      copyrightNotice: '© 2020 Ann',
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
      usageTerms: 'CC-BY-4.0',
      webStatement: 'https://example.org/rights',
    });
    const jpeg = await jpegWith(xmp);
    const read = (await exifr.parse(jpeg, { xmp: true, tiff: false, mergeOutput: false })) as {
      photoshop?: Record<string, unknown>;
      dc?: Record<string, unknown>;
      xmpRights?: Record<string, unknown>;
      cc?: Record<string, unknown>;
    };
    expect(read.photoshop?.Credit).toBe('Harbour by Ann and Bo, CC-BY-4.0');
    expect(read.dc?.creator).toEqual(['Ann', 'Bo']);
    expect(read.dc?.rights).toEqual({ lang: 'x-default', value: '© 2020 Ann' });
    expect(read.xmpRights?.UsageTerms).toEqual({ lang: 'x-default', value: 'CC-BY-4.0' });
    expect(read.xmpRights?.WebStatement).toBe('https://example.org/rights');
    expect(read.cc?.license).toEqual({ resource: 'https://creativecommons.org/licenses/by/4.0/' });
  });

  // exifr returns XML entities as written (&amp;), so the escaping is checked with exiftool.
  it.skipIf(!HAS_EXIFTOOL)('escapes text so that XMP readers get it back whole', async () => {
    const credit = '"Harbour <dusk>" by Ann & Bo';
    const dir = await makeTempDir('folio-xmp-');
    try {
      const path = join(dir, 'r.jpg');
      await writeFile(
        path,
        await jpegWith(
          rightsXmp({
            credit,
            creators: [],
            copyrightNotice: null,
            licenseUrl: null,
            usageTerms: null,
            webStatement: null,
          }),
        ),
      );
      expect(
        execFileSync('exiftool', ['-s3', '-XMP-photoshop:Credit', path], { encoding: 'utf8' }),
      ).toBe(`${credit}\n`);
    } finally {
      await removeDir(dir);
    }
  });
});
