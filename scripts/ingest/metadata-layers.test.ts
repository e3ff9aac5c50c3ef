import { describe, expect, it } from 'vitest';
import { PRECEDENCE, resolveMetadata } from './metadata-layers.ts';
import type { MetadataLayer, MetadataSources } from './metadata-layers.ts';

/** A value of each field that says which source it came from. */
function layerFrom(source: string): Required<MetadataLayer> {
  return {
    title: `${source} title`,
    description: `${source} description`,
    tags: [`${source} tag`],
    hierarchicalTags: [`${source}|tag`],
    creator: `${source} creator`,
    creators: [`${source} creator`],
    credit: `${source} credit`,
    license: { name: `${source} licence`, url: null },
    copyrightNotice: `© ${source}`,
    webStatement: `https://example.org/${source}`,
    takenAt: PRECEDENCE.indexOf(source as keyof MetadataSources),
    place: { name: `${source} place`, country: null },
    people: [`${source} person`],
    alt: `${source} alt`,
    altDetail: `${source} alt detail`,
    rating: PRECEDENCE.indexOf(source as keyof MetadataSources) % 6,
    label: `${source} label`,
    languages: { de: { title: `${source} Titel` } },
    camera: { make: source, model: null },
    lens: `${source} lens`,
    exposure: { fNumber: 1, exposureTime: null, iso: null, focalLength: null },
  };
}

const FIELDS = Object.keys(layerFrom('x')) as (keyof MetadataLayer)[];

function sources(present: (keyof MetadataSources)[], field: keyof MetadataLayer): MetadataSources {
  const all = Object.fromEntries(
    PRECEDENCE.map((name) => [name, {}]),
  ) as unknown as MetadataSources;
  for (const name of present) all[name] = { [field]: layerFrom(name)[field] };
  return all;
}

describe('the precedence of metadata sources', () => {
  it('is JSON sidecar, .xmp sidecar, metadata sheet, embedded XMP, IPTC-IIM, EXIF, the file, the defaults', () => {
    expect(PRECEDENCE).toEqual([
      'sidecar',
      'xmpSidecar',
      'sheet',
      'xmp',
      'iptc',
      'exif',
      'file',
      'defaults',
    ]);
  });

  it('gives every field, when all sources disagree, to the highest source that has it', () => {
    for (const field of FIELDS) {
      if (field === 'creators') continue;
      for (let top = 0; top < PRECEDENCE.length; top++) {
        const present = PRECEDENCE.slice(top);
        const winner = PRECEDENCE[top] ?? 'defaults';
        expect({ field, value: resolveMetadata(sources(present, field))[field] }).toEqual({
          field,
          value: layerFrom(winner)[field],
        });
      }
    }
  });

  it('lets a null (a sidecar saying "none") win over every source below it', () => {
    const all = sources([...PRECEDENCE], 'creator');
    all.sidecar = { creator: null, takenAt: null, place: null };
    expect(resolveMetadata(all)).toMatchObject({ creator: null });
    expect(resolveMetadata(all).creators).toBeUndefined();
  });

  it('takes creator and creators from the same source', () => {
    const resolved = resolveMetadata({
      ...sources([], 'creator'),
      sidecar: { creator: 'Ann Example, Ben Example' },
      xmp: { creator: 'Example, Carl', creators: ['Example, Carl'] },
    });
    expect(resolved).toEqual({ creator: 'Ann Example, Ben Example' });
    const fromXmp = resolveMetadata({
      ...sources([], 'creator'),
      xmp: { creator: 'Example, Carl', creators: ['Example, Carl'] },
      defaults: { creator: 'Archive' },
    });
    expect(fromXmp).toEqual({ creator: 'Example, Carl', creators: ['Example, Carl'] });
  });
});
