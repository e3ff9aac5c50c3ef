import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemRecord } from '../../src/types/item.ts';
import {
  byId,
  exiftool,
  writeXmpSidecar,
  makeTempDir,
  readRecords,
  removeDir,
  runCli,
  writeImage,
  writeJson,
} from './test-fixtures.ts';
import type { CliRun } from './test-fixtures.ts';

/**
 * The owner's metadata as photographers' tools leave it: every fixture is a small JPEG (PNG,
 * WebP, TIFF) from sharp, keyworded by exiftool in this test's folder, then ingested whole.
 */

let dir: string;
let src: string;
let run: CliRun;
let records: ItemRecord[];

const BROKEN_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>broken</rdf:RDF></x:xmpmeta>';

async function photo(name: string, args: string[], format?: 'png' | 'webp' | 'tiff') {
  const path = join(src, name);
  await writeImage(path, { width: 64, height: 48, ...(format ? { format } : {}) });
  if (args.length > 0) exiftool(path, args);
  return path;
}

/**
 * One file where every layer disagrees: each field is given by one layer and all below it, so
 * the record shows which layer wins each. `_defaults.json` < EXIF < IIM < XMP < .xmp < JSON.
 */
async function writeLayers(): Promise<void> {
  await writeJson(join(src, 'layers/_defaults.json'), {
    creator: 'Defaults creator',
    credit: 'Defaults credit',
    license: 'CC0-1.0',
    tags: ['archive'],
  });
  await photo('layers/all.jpg', [
    '-EXIF:DateTimeOriginal=2001:01:01 00:00:00',
    '-EXIF:Make=Canon',
    '-EXIF:Model=Canon EOS 70D',
    '-IPTC:ObjectName=IIM title',
    '-IPTC:Caption-Abstract=IIM caption',
    '-IPTC:Keywords=iim',
    '-IPTC:By-line=IIM creator',
    '-IPTC:Credit=IIM credit',
    '-IPTC:DateCreated=2002:02:02',
    '-XMP-dc:Title=XMP title',
    '-XMP-dc:Description=XMP caption',
    '-XMP-dc:Subject=xmp',
    '-XMP-dc:Creator=XMP creator',
    '-XMP-iptcCore:AltTextAccessibility=XMP alt',
    '-XMP-iptcExt:PersonInImage=XMP person',
  ]);
  writeXmpSidecar(join(src, 'layers/all.jpg.xmp'), [
    '-XMP-dc:Title=Sidecar title',
    '-XMP-dc:Description=Sidecar caption',
    '-XMP-dc:Subject=sidecar',
    '-XMP-iptcCore:AltTextAccessibility=Sidecar alt',
  ]);
  await writeJson(join(src, 'layers/all.jpg.json'), { title: 'JSON title', alt: 'JSON alt' });
}

beforeAll(async () => {
  dir = await makeTempDir();
  src = join(dir, 'src');
  await photo('iptc-only.jpg', [
    '-IPTC:CodedCharacterSet=UTF8',
    '-IPTC:ObjectName=Café in the harbour',
    '-IPTC:Caption-Abstract=Smørrebrød on the quay',
    '-IPTC:Keywords=Straße',
    '-IPTC:Keywords=harbour',
    '-IPTC:By-line=Ann Example',
    '-IPTC:By-line=Example, Ben',
    '-IPTC:Credit=Harbour Press',
    '-IPTC:CopyrightNotice=© Ann Example',
    '-IPTC:Sub-location=Quay 3',
    '-IPTC:City=Aarhus',
    '-IPTC:Province-State=Midtjylland',
    '-IPTC:Country-PrimaryLocationName=Denmark',
    '-IPTC:DateCreated=2020:06:01',
    '-IPTC:TimeCreated=18:30:00+02:00',
  ]);
  await photo('latin-1.jpg', [
    '-charset',
    'iptc=Latin',
    '-IPTC:ObjectName=Café Smørrebrød Straße',
    '-IPTC:Keywords=Ærø',
  ]);
  await photo('xmp-only.jpg', [
    '-XMP-dc:Title=The harbour at dusk',
    '-XMP-dc:Title-de=Der Hafen in der Dämmerung',
    '-XMP-dc:Description=Boats & nets <coming in>.',
    '-XMP-dc:Description-de=Boote kommen herein.',
    '-XMP-dc:Subject=boats',
    '-XMP-dc:Subject=1984',
    '-XMP-lr:HierarchicalSubject=Places|Europe|Denmark|Aarhus|Harbour',
    '-XMP-lr:HierarchicalSubject=Things|Boats',
    '-XMP-dc:Creator=Ann Example',
    '-XMP-dc:Creator=Example, Ben',
    '-XMP-dc:Rights=© 2020 Ann Example',
    '-XMP-xmpRights:UsageTerms=Free to share with credit',
    '-XMP-xmpRights:WebStatement=https://creativecommons.org/licenses/by-sa/4.0/deed.de',
    '-XMP-photoshop:Credit=Harbour Press',
    '-XMP-iptcCore:Location=Quay 3',
    '-XMP-photoshop:City=Aarhus',
    '-XMP-photoshop:State=Midtjylland',
    '-XMP-photoshop:Country=Denmark',
    '-XMP-iptcExt:PersonInImage=Carl Example',
    '-XMP-iptcExt:PersonInImage=Dora Example',
    '-XMP-iptcCore:AltTextAccessibility=Three boats at a quay at dusk',
    '-XMP-iptcCore:AltTextAccessibility-de=Drei Boote am Kai',
    '-XMP-iptcCore:ExtDescrAccessibility=The boats are red, blue and white.',
    '-XMP-photoshop:DateCreated=2019-05-04T10:20:30+02:00',
    '-XMP-xmp:Rating=4',
    '-XMP-xmp:Label=Red',
  ]);
  await photo('both.jpg', [
    '-IPTC:ObjectName=IIM title',
    '-IPTC:Caption-Abstract=IIM caption',
    '-IPTC:Credit=IIM credit',
    '-XMP-dc:Title=XMP title',
    '-XMP-dc:Description=XMP caption',
  ]);
  await photo('darktable.jpg', ['-XMP-dc:Title=Embedded title', '-XMP-dc:Rights=Embedded rights']);
  writeXmpSidecar(join(src, 'darktable.jpg.xmp'), ['-XMP-dc:Title=Sidecar title']);
  await photo('lightroom.jpg', []);
  writeXmpSidecar(join(src, 'lightroom.xmp'), [
    '-XMP-dc:Title=Lightroom title',
    '-XMP-xmp:Rating=5',
  ]);
  await writeFile(join(dir, 'broken.xmp'), BROKEN_XMP);
  await photo('broken-packet.jpg', [`-XMP<=${join(dir, 'broken.xmp')}`, '-IPTC:ObjectName=IIM']);
  await photo('broken-sidecar.jpg', ['-XMP-dc:Title=Embedded title']);
  // A sidecar is a text file; a broken one is what a crashed editor leaves.
  await writeFile(join(src, 'broken-sidecar.jpg.xmp'), BROKEN_XMP);
  await photo(
    'rights.png',
    ['-XMP-xmpRights:WebStatement=http://rightsstatements.org/vocab/InC-EDU/1.0/'],
    'png',
  );
  await photo('webp.webp', ['-XMP-dc:Title=A WebP title'], 'webp');
  await photo('tiff.tiff', ['-XMP-dc:Title=A TIFF title', '-IPTC:Keywords=tiff'], 'tiff');
  await writeFile(join(src, 'orphan.xmp'), BROKEN_XMP);
  await writeLayers();
  run = await runCli([src, '--out', join(dir, 'out'), '--json-summary', '--concurrency', '1']);
  records = await readRecords(join(dir, 'out', 'records.json'));
}, 120_000);

afterAll(async () => {
  await removeDir(dir);
});

describe('IPTC and XMP read at ingest', () => {
  it('ingests every file, warning once for each malformed packet and the orphan sidecar', () => {
    expect(run.code).toBe(0);
    expect(run.summary?.errors).toEqual([]);
    expect(run.summary?.warnings).toEqual([
      {
        file: 'broken-packet.jpg',
        reason:
          "embedded XMP is not well-formed XML (line 2, column 179): Expected closing tag 'dc:title' (opened in line 2, col 163) instead of closing tag 'rdf:RDF'; the file's other metadata was used",
      },
      {
        file: 'broken-sidecar.jpg',
        reason:
          "XMP sidecar broken-sidecar.jpg.xmp is not well-formed XML (line 1, column 179): Expected closing tag 'dc:title' (opened in line 1, col 163) instead of closing tag 'rdf:RDF'; the file's other metadata was used",
      },
      { file: 'orphan.xmp', reason: 'ignored: no media file of that name next to it' },
    ]);
    expect(records).toHaveLength(12);
  });

  it('reads IPTC-IIM in UTF-8 into the record', () => {
    expect(byId(records, 'iptc-only')).toMatchObject({
      title: 'Café in the harbour',
      description: 'Smørrebrød on the quay',
      tags: ['Straße', 'harbour'],
      creator: 'Ann Example, Example, Ben',
      creators: ['Ann Example', 'Example, Ben'],
      credit: 'Harbour Press',
      copyrightNotice: '© Ann Example',
      place: {
        name: 'Quay 3, Aarhus',
        country: 'Denmark',
        city: 'Aarhus',
        region: 'Midtjylland',
        sublocation: 'Quay 3',
      },
      takenAt: Date.UTC(2020, 5, 1, 16, 30) / 1000,
      year: 2020,
    });
  });

  it('reads IPTC-IIM in Latin-1 (no character set declared)', () => {
    expect(byId(records, 'latin-1')).toMatchObject({
      title: 'Café Smørrebrød Straße',
      tags: ['Ærø'],
    });
  });

  it('reads every mapped XMP field, with the other languages kept', () => {
    const record = byId(records, 'xmp-only');
    expect(record).toMatchObject({
      title: 'The harbour at dusk',
      description: 'Boats & nets <coming in>.',
      tags: ['boats', '1984'],
      tagTree: {
        lvl0: ['Places', 'Things'],
        lvl1: ['Places > Europe', 'Things > Boats'],
        lvl2: ['Places > Europe > Denmark'],
        lvl3: ['Places > Europe > Denmark > Aarhus'],
      },
      creator: 'Ann Example, Example, Ben',
      creators: ['Ann Example', 'Example, Ben'],
      credit: 'Harbour Press',
      copyrightNotice: '© 2020 Ann Example',
      license: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
      webStatement: 'https://creativecommons.org/licenses/by-sa/4.0/deed.de',
      place: { name: 'Quay 3, Aarhus', country: 'Denmark', city: 'Aarhus', region: 'Midtjylland' },
      people: ['Carl Example', 'Dora Example'],
      alt: 'Three boats at a quay at dusk',
      altDetail: 'The boats are red, blue and white.',
      takenAt: Date.UTC(2019, 4, 4, 8, 20, 30) / 1000,
      rating: 4,
      label: 'Red',
      languages: {
        de: {
          title: 'Der Hafen in der Dämmerung',
          description: 'Boote kommen herein.',
          alt: 'Drei Boote am Kai',
        },
      },
    });
  });

  it('takes XMP over IPTC-IIM where both say something, and IIM where only it does', () => {
    expect(byId(records, 'both')).toMatchObject({
      title: 'XMP title',
      description: 'XMP caption',
      credit: 'IIM credit',
    });
  });

  it('takes an .xmp sidecar over the embedded XMP, field by field', () => {
    expect(byId(records, 'darktable')).toMatchObject({
      title: 'Sidecar title',
      copyrightNotice: 'Embedded rights',
    });
    expect(byId(records, 'lightroom')).toMatchObject({ title: 'Lightroom title', rating: 5 });
  });

  it('reads the other layers of a file whose packet or sidecar is malformed', () => {
    expect(byId(records, 'broken-packet').title).toBe('IIM');
    expect(byId(records, 'broken-sidecar').title).toBe('Embedded title');
  });

  it('reads XMP embedded in PNG, WebP and TIFF, and names a RightsStatements.org licence', () => {
    expect(byId(records, 'rights').license).toEqual({
      name: 'In Copyright - Educational Use Permitted',
      url: 'http://rightsstatements.org/vocab/InC-EDU/1.0/',
    });
    expect(byId(records, 'webp').title).toBe('A WebP title');
    expect(byId(records, 'tiff')).toMatchObject({ title: 'A TIFF title', tags: ['tiff'] });
  });

  it('applies one precedence to every field: JSON > .xmp > XMP > IIM > EXIF > defaults', () => {
    expect(byId(records, 'layers-all')).toMatchObject({
      title: 'JSON title',
      alt: 'JSON alt',
      description: 'Sidecar caption',
      tags: ['archive', 'sidecar'],
      creator: 'XMP creator',
      people: ['XMP person'],
      credit: 'IIM credit',
      takenAt: Date.UTC(2002, 1, 2) / 1000,
      camera: { make: 'Canon', model: 'Canon EOS 70D' },
      license: { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
    });
  });
});
