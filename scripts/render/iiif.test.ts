import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '../../src/config/site-collections.ts';
import type { ItemRecord } from '../../src/types/item.ts';
import { DEMO_RECORDS_FILE } from '../vite/site-config-plugin.ts';
import { engineQueryMatcher } from './engine-requester.ts';
import { writeIiif } from './iiif-files.ts';
import { itemManifest } from './iiif-manifest.ts';

/**
 * The manifests and collections checked as the IIIF Presentation validator checks them (its own
 * JSON Schema for 3.0, tests/fixtures/iiif-validator/), the rules the schema cannot express
 * asserted here, and read back by a IIIF client library (@iiif/parser).
 */

// The validator runs it as JSON Schema draft 7; its `$schema` names no draft Ajv knows.
const schema = JSON.parse(
  readFileSync('tests/fixtures/iiif-validator/iiif_3_0.json', 'utf8'),
) as Record<string, unknown>;
delete schema.$schema;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);
const records = JSON.parse(readFileSync(DEMO_RECORDS_FILE, 'utf8')) as ItemRecord[];
const site = {
  siteUrl: 'https://archive.example.org/photos/',
  archiveName: 'Folio',
  description: 'A searchable archive.',
};
const record = (id: string) => {
  const found = records.find((entry) => entry.objectID === id);
  if (!found) throw new Error(`no demo record ${id}`);
  return found;
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The validator's findings, as its messages, empty when valid. */
function problems(json: unknown): string[] {
  if (validate(json)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath}: ${error.message}`);
}

/** Every `id` in the document, at any depth. */
function ids(json: unknown): string[] {
  if (Array.isArray(json)) return json.flatMap(ids);
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json).flatMap(([key, value]) =>
    key === 'id' && typeof value === 'string' ? [value, ...ids(value)] : ids(value),
  );
}

const withTiles: ItemRecord = {
  ...record('aitzgorri'),
  image: { ...record('aitzgorri').image, tileService: '/media/aitzgorri/iiif' },
};

describe('an item manifest', () => {
  it('of a photo is valid, with its facts, credit, licence, date and tile service', () => {
    const manifest: Json = itemManifest({ ...withTiles, year: 1950, dayFirst: -7305 }, site);
    expect(problems(manifest)).toEqual([]);
    expect(manifest).toMatchObject({
      '@context': 'http://iiif.io/api/presentation/3/context.json',
      id: 'https://archive.example.org/photos/iiif/aitzgorri/manifest.json',
      type: 'Manifest',
      label: { none: ['Aitzgorri'] },
      summary: { none: [expect.stringContaining('green meadow')] },
      requiredStatement: {
        label: { en: ['Attribution'] },
        value: { none: [expect.stringContaining('by Aitzol Berasategi')] },
      },
      rights: 'http://creativecommons.org/licenses/by/4.0/',
      navDate: '1950-01-01T00:00:00Z',
      homepage: [{ id: 'https://archive.example.org/photos/item/aitzgorri', type: 'Text' }],
      provider: [{ id: site.siteUrl, type: 'Agent', label: { none: ['Folio'] } }],
    });
    const pairs = Object.fromEntries(
      manifest.metadata.map((entry: Json) => [entry.label.en[0], entry.value.none[0]]),
    );
    expect(pairs).toMatchObject({
      Creator: 'Aitzol Berasategi',
      Place: 'Aitzgorri, Spain',
      Keywords: 'mountains, autumn, meadow, forest',
      Licence: '<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>',
    });
    const [canvas] = manifest.items;
    expect(canvas).toMatchObject({ type: 'Canvas', width: 3000, height: 1997 });
    expect(canvas.items[0].items[0]).toMatchObject({
      motivation: 'painting',
      target: canvas.id,
      body: {
        id: 'https://archive.example.org/media/aitzgorri/1080.jpg',
        type: 'Image',
        format: 'image/jpeg',
        width: 1080,
        height: 719,
        service: [
          {
            id: 'https://archive.example.org/media/aitzgorri/iiif',
            type: 'ImageService3',
            profile: 'level0',
          },
        ],
      },
    });
    expect(manifest.thumbnail[0]).toMatchObject({ type: 'Image', format: 'image/jpeg' });
    for (const id of ids(manifest)) expect(id).toMatch(/^https:\/\/[^/]+\//);
  });

  it('would be refused with an https licence URI, a relative id or no label (the check checks)', () => {
    const manifest: Json = itemManifest(record('aitzgorri'), site);
    expect(problems(manifest)).toEqual([]);
    expect(
      problems({ ...manifest, rights: 'https://creativecommons.org/licenses/by/4.0/' }),
    ).not.toEqual([]);
    expect(problems({ ...manifest, id: '/iiif/aitzgorri/manifest.json' })).not.toEqual([]);
    expect(problems({ ...manifest, label: undefined })).not.toEqual([]);
  });

  it('keeps the owner’s words text, and links a licence only at an http(s) address', () => {
    const hostile: Json = itemManifest(
      {
        ...record('aitzgorri'),
        description: '<img src=x onerror=alert(1)>',
        credit: '<b>Ann</b>',
        license: { name: 'My terms', url: 'javascript:alert(1)' },
      },
      site,
    );
    expect(problems(hostile)).toEqual([]);
    expect(hostile.summary).toEqual({
      none: ['<span>&#60;img src=x onerror=alert(1)&#62;</span>'],
    });
    expect(hostile.requiredStatement.value).toEqual({
      none: ['<span>&#60;b&#62;Ann&#60;/b&#62;</span>'],
    });
    const licence = hostile.metadata.find((entry: Json) => entry.label.en[0] === 'Licence');
    expect(licence.value).toEqual({ none: ['My terms'] });
  });

  it('of a photo without tiles has no service, and a loose date starts at its span’s first day', () => {
    const aitzgorri = record('aitzgorri');
    const untiled = { ...aitzgorri.image };
    delete untiled.tileService;
    const manifest: Json = itemManifest(
      { ...aitzgorri, image: untiled, takenAt: null, year: 1960, dayFirst: -3653 },
      site,
    );
    expect(problems(manifest)).toEqual([]);
    expect(manifest.navDate).toBe('1960-01-01T00:00:00Z');
    expect(manifest.items[0].items[0].items[0].body.service).toBeUndefined();
  });

  it('of a video file has a time-based canvas with its duration and a Video body', () => {
    const manifest: Json = itemManifest(record('city-timelapse'), site);
    expect(problems(manifest)).toEqual([]);
    const [canvas] = manifest.items;
    expect(canvas).toMatchObject({ duration: 7.6, width: 720, height: 404 });
    expect(canvas.items[0].items[0].body).toMatchObject({
      id: 'https://archive.example.org/media/city-timelapse/city-timelapse.mp4',
      type: 'Video',
      format: 'video/mp4',
      duration: 7.6,
    });
    expect(manifest.rights).toBe('http://creativecommons.org/publicdomain/zero/1.0/');
  });

  it('of a YouTube video paints its poster and links the page where it plays', () => {
    const youtube: ItemRecord = {
      ...record('city-timelapse'),
      video: { provider: 'youtube', id: 'abc123', durationSec: 60, poster: null },
    };
    const manifest: Json = itemManifest(youtube, site);
    expect(problems(manifest)).toEqual([]);
    expect(manifest.items[0].duration).toBeUndefined();
    expect(manifest.items[0].items[0].items[0].body.type).toBe('Image');
    expect(manifest.rendering).toEqual([
      expect.objectContaining({ id: 'https://www.youtube.com/watch?v=abc123', type: 'Text' }),
    ]);
  });

  it('leaves `rights` out for a licence that is neither Creative Commons nor RightsStatements.org', () => {
    const gpl = records.find((entry) => entry.license.url?.includes('gnu.org'));
    if (!gpl) throw new Error('the demo has a GPL item');
    const manifest: Json = itemManifest(gpl, site);
    expect(problems(manifest)).toEqual([]);
    expect(manifest.rights).toBeUndefined();
    const rs: Json = itemManifest(
      {
        ...record('aitzgorri'),
        license: { name: 'In Copyright', url: 'http://rightsstatements.org/vocab/InC/1.0/' },
      },
      site,
    );
    expect(rs.rights).toBe('http://rightsstatements.org/vocab/InC/1.0/');
  });

  it('is read by a IIIF client: label, canvas, image service and duration', () => {
    const photo = itemManifest(withTiles, site);
    const video = itemManifest(record('city-timelapse'), site);
    const warnings: string[] = [];
    presentation3StrictUpgrade(photo as never, { warnings });
    presentation3StrictUpgrade(video as never, { warnings });
    expect(warnings).toEqual([]);

    const { entities } = normalize(photo) as unknown as { entities: Json };
    const manifest = entities.Manifest[String(photo.id)];
    expect(manifest.label).toEqual({ none: ['Aitzgorri'] });
    const canvas = entities.Canvas[manifest.items[0].id];
    expect([canvas.width, canvas.height]).toEqual([3000, 1997]);
    const page = entities.AnnotationPage[canvas.items[0].id];
    const annotation = entities.Annotation[page.items[0].id];
    const body = entities.ContentResource[annotation.body[0].id];
    expect(entities.Service[body.service[0].id]).toMatchObject({
      type: 'ImageService3',
      profile: 'level0',
    });

    const read = normalize(video) as unknown as { entities: Json };
    const videoCanvas = Object.values(read.entities.Canvas as Record<string, Json>)[0];
    expect(videoCanvas?.duration).toBe(7.6);
  });
});

describe('the IIIF files of a build', () => {
  let dist = '';
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('writes a manifest per item and a valid collection per site collection and for the archive', async () => {
    dist = await mkdtemp(join(tmpdir(), 'folio-iiif-'));
    const written = await writeIiif({
      dist,
      site,
      records,
      collections,
      matchQuery: engineQueryMatcher(DEMO_RECORDS_FILE, 'folio'),
    });
    expect(written).toContain('iiif/aitzgorri/manifest.json');
    expect(written).toContain('iiif/collection.json');
    const read = async (path: string): Promise<Json> =>
      JSON.parse(await readFile(join(dist, path), 'utf8'));

    const space = await read('iiif/collections/space.json');
    expect(problems(space)).toEqual([]);
    expect(space).toMatchObject({
      id: 'https://archive.example.org/photos/iiif/collections/space.json',
      type: 'Collection',
      label: { none: ['Space'] },
      homepage: [{ id: 'https://archive.example.org/photos/collections/space' }],
    });
    const spaceIds = records
      .filter((entry) => entry.tags.includes('space'))
      .map((entry) => `${site.siteUrl}iiif/${entry.objectID}/manifest.json`);
    expect(space.items.map((item: Json) => item.id).sort()).toEqual(spaceIds.sort());
    expect(space.items[0]).toMatchObject({ type: 'Manifest', label: expect.any(Object) });

    const archive = await read('iiif/collection.json');
    expect(problems(archive)).toEqual([]);
    expect(archive.items.filter((item: Json) => item.type === 'Collection')).toHaveLength(
      collections.length,
    );
    expect(archive.items.filter((item: Json) => item.type === 'Manifest')).toHaveLength(
      records.length,
    );
    for (const path of written.filter((entry) => entry.endsWith('manifest.json')))
      expect(problems(await read(path)), path).toEqual([]);
  });

  it('finds the records of a collection with a query as its search does', async () => {
    dist = await mkdtemp(join(tmpdir(), 'folio-iiif-'));
    await writeIiif({
      dist,
      site,
      records,
      collections: [
        {
          slug: 'leaves',
          title: 'Leaves',
          description: 'd',
          query: 'leaf',
          filters: {},
          cover: 'x',
        },
      ],
      matchQuery: engineQueryMatcher(DEMO_RECORDS_FILE, 'folio'),
    });
    const leaves = JSON.parse(
      await readFile(join(dist, 'iiif/collections/leaves.json'), 'utf8'),
    ) as Json;
    expect(leaves.items.length).toBeGreaterThan(0);
    expect(leaves.items.length).toBeLessThan(records.length);
    expect(leaves.items.map((item: Json) => item.id)).toContain(
      `${site.siteUrl}iiif/fallen-leaf/manifest.json`,
    );
  });
});
