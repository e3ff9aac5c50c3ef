import { describe, expect, it } from 'vitest';
import { checkRecords } from '../../src/services/validation/record-schema.ts';
import { buildRecord, type RecordInputs } from './build-record.ts';
import { NO_EXIF } from './exif.ts';
import type { FileMetadata } from './file-metadata.ts';
import type { Sidecar } from './sidecar-schema.ts';

function inputs(
  sidecar: Sidecar,
  exif: Partial<RecordInputs['exif']> = {},
  files: Partial<FileMetadata> = {},
  sheet: Sidecar | null = null,
): RecordInputs {
  return {
    item: {
      objectID: 'harbour',
      kind: 'image',
      source: 'harbour.jpg',
      sidecarPath: null,
      sidecarText: null,
      sidecar,
      sheet,
      defaults: { defaults: {}, files: [], brokenFile: null },
      poster: null,
      alternates: [],
    },
    options: { baseUrl: '/media', stripGps: false },
    exif: { ...NO_EXIF, ...exif },
    files: { xmpSidecar: {}, xmp: {}, iptc: {}, ...files },
    image: {
      name: 'harbour.jpg',
      width: 1200,
      height: 800,
      color: '#808080',
      placeholder: '',
      renditions: [{ kind: 'rendition', name: '640.jpg', format: 'jpeg', width: 640, height: 427 }],
    },
    video: null,
  };
}

describe('buildRecord: facet fields', () => {
  it('lists each person of a shared credit and keeps the credit as written', () => {
    const record = buildRecord(inputs({ creator: 'Lennart Poettering, Andrea Cimitan' }));
    expect(record.creator).toBe('Lennart Poettering, Andrea Cimitan');
    expect(record.creators).toEqual(['Lennart Poettering', 'Andrea Cimitan']);
    expect(buildRecord(inputs({ creator: null })).creators).toEqual([]);
  });

  it('writes the camera as make, then make > model, with a readable make', () => {
    const record = buildRecord(
      inputs({}, { camera: { make: 'OLYMPUS IMAGING CORP.', model: 'E-M1' } }),
    );
    expect(record.camera).toEqual({ make: 'OLYMPUS IMAGING CORP.', model: 'E-M1' });
    expect(record.cameraPath).toEqual({ lvl0: 'Olympus', lvl1: 'Olympus > E-M1' });
  });

  it('takes the camera the sidecar names over the file’s, and writes no path without one', () => {
    const named = buildRecord(
      inputs({ camera: { make: 'Canon', model: 'Canon EOS 70D' } }, { camera: null }),
    );
    expect(named.cameraPath).toEqual({ lvl0: 'Canon', lvl1: 'Canon > Canon EOS 70D' });
    const none = buildRecord(inputs({ camera: null }, { camera: { make: 'Sony', model: 'A7' } }));
    expect(none).not.toHaveProperty('cameraPath');
  });

  it('writes records the schema accepts', () => {
    const records = [
      buildRecord(inputs({ creator: 'Ann & Ben' }, { camera: { make: 'SONY', model: null } })),
    ];
    expect(checkRecords(records).invalid).toEqual([]);
  });
});

describe('buildRecord: the owner’s metadata', () => {
  it('writes the new fields only when a source gives them', () => {
    const plain = buildRecord(inputs({}));
    for (const key of ['alt', 'altDetail', 'people', 'tagTree', 'copyrightNotice', 'webStatement'])
      expect(plain).not.toHaveProperty(key);
    for (const key of ['rating', 'label', 'languages']) expect(plain).not.toHaveProperty(key);
  });

  it('writes hierarchical tags as a tree, alt text, people, rights, rating and languages', () => {
    const record = buildRecord(
      inputs(
        { alt: 'Boats at a quay' },
        {},
        {
          xmp: {
            hierarchicalTags: ['Places|Europe|Denmark', 'Places|Europe|Sweden', 'Things'],
            people: ['Carl Example'],
            copyrightNotice: '© Ann Example',
            webStatement: 'https://example.org/rights',
            rating: 0,
            label: 'Red',
            languages: { de: { alt: 'Boote am Kai' } },
            creator: 'Example, Ann',
            creators: ['Example, Ann'],
          },
        },
      ),
    );
    expect(record).toMatchObject({
      alt: 'Boats at a quay',
      people: ['Carl Example'],
      tagTree: {
        lvl0: ['Places', 'Things'],
        lvl1: ['Places > Europe'],
        lvl2: ['Places > Europe > Denmark', 'Places > Europe > Sweden'],
      },
      copyrightNotice: '© Ann Example',
      webStatement: 'https://example.org/rights',
      rating: 0,
      label: 'Red',
      languages: { de: { alt: 'Boote am Kai' } },
      creator: 'Example, Ann',
      creators: ['Example, Ann'],
    });
    expect(record.tagTree).not.toHaveProperty('lvl3');
    expect(checkRecords([record]).invalid).toEqual([]);
  });

  it('takes a sheet cell over the file’s own metadata, and an .xmp or JSON sidecar over the cell', () => {
    const files = { xmp: { title: 'Embedded', description: 'Embedded', alt: 'Embedded' } };
    const sheet = { title: 'Sheet', description: 'Sheet', alt: 'Sheet' };
    const record = buildRecord(
      inputs(
        { title: 'Sidecar' },
        {},
        { ...files, xmpSidecar: { description: 'XMP sidecar' } },
        sheet,
      ),
    );
    expect([record.title, record.description, record.alt]).toEqual([
      'Sidecar',
      'XMP sidecar',
      'Sheet',
    ]);
  });

  it('adds the folder defaults’ tags to the tags of the highest source that has any', () => {
    const base = inputs({}, {}, { xmp: { tags: ['xmp'] }, iptc: { tags: ['iim'] } });
    const defaults = { defaults: { tags: ['archive'] }, files: [], brokenFile: null };
    const record = buildRecord({ ...base, item: { ...base.item, defaults } });
    expect(record.tags).toEqual(['archive', 'xmp']);
  });
});

describe('buildRecord: withheld from the open data', () => {
  it('marks a record withheld by its sidecar or its sheet row, and no other', () => {
    expect(buildRecord(inputs({ withheld: true })).withheld).toBe(true);
    expect(buildRecord(inputs({}, {}, {}, { withheld: true })).withheld).toBe(true);
    expect(buildRecord(inputs({ withheld: false }))).not.toHaveProperty('withheld');
    expect(buildRecord(inputs({}))).not.toHaveProperty('withheld');
    expect(checkRecords([buildRecord(inputs({ withheld: true }))]).invalid).toEqual([]);
  });
});
