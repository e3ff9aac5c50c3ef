import { posix } from 'node:path';
import { cameraPathOf, splitCreators } from '../../src/services/search/record-facets.ts';
import type { ItemRecord, ItemVideo, Orientation } from '../../src/types/item.ts';
import { nameColor } from './color-name.ts';
import { parseIsoDate } from './dates.ts';
import type { ExifFacts } from './exif.ts';
import { NO_FILE_METADATA } from './file-metadata.ts';
import type { FileMetadata } from './file-metadata.ts';
import { DEFAULT_LICENSE } from './licenses.ts';
import { officialLicense, reuseOf } from './reuse.ts';
import { resolveMetadata } from './metadata-layers.ts';
import type { MetadataLayer } from './metadata-layers.ts';
import { contentTypeOf } from './media-types.ts';
import { humanizeFileName } from './object-id.ts';
import { mediaUrl } from './outputs.ts';
import { TILES_FOLDER } from './tiles.ts';
import { recordDateFields } from './record-date.ts';
import type { RenditionOutput, SourceOutput } from './outputs.ts';
import type { EmbedSidecar, Sidecar } from './sidecar-schema.ts';
import { tagTreeOf } from './tag-tree.ts';
import type { OutputOptions, PlannedItem } from './types.ts';

export interface RecordInputs {
  item: PlannedItem;
  options: OutputOptions;
  exif: ExifFacts;
  /** The `.xmp` sidecar, embedded XMP and IPTC-IIM (none for videos and hosted videos). */
  files?: FileMetadata;
  image: {
    name: string;
    width: number;
    height: number;
    color: string;
    placeholder: string;
    renditions: RenditionOutput[];
    /** The original gets a tile pyramid (tiles.ts): the record names its service. */
    tiled?: boolean;
  };
  /** The clip and its alternate encodings, for file videos. */
  video: { files: SourceOutput[]; durationSec: number | null; creationTime: string | null } | null;
}

export function orientationOf(width: number, height: number): Orientation {
  if (Math.abs(width - height) <= 0.02 * Math.max(width, height)) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

/** EXIF as a layer: only what the camera actually wrote. */
function exifLayer(exif: ExifFacts): MetadataLayer {
  const { camera, lens, exposure, takenAt } = exif;
  return {
    ...(camera ? { camera } : {}),
    ...(lens ? { lens } : {}),
    ...(exposure ? { exposure } : {}),
    ...(takenAt !== null ? { takenAt } : {}),
  };
}

export function fillCredit(template: string, values: Record<string, string>): string {
  return template.replace(/\{(title|creator|license)\}/g, (_, key: string) => values[key] ?? '');
}

export function buildRecord(inputs: RecordInputs): ItemRecord {
  const { item, options, exif, image, video, files = NO_FILE_METADATA } = inputs;
  // The sheet's row sits under the file's own sidecars and over its embedded metadata.
  const sheet: Sidecar = item.sheet ?? {};
  const sidecar: Sidecar = { ...sheet, ...item.sidecar };
  const { tags: defaultTags = [], ...defaults } = item.defaults.defaults;
  const creationTime = video?.creationTime
    ? parseIsoDate(video.creationTime.replace(/\.\d+/, ''))
    : null;
  const meta = resolveMetadata({
    sidecar: item.sidecar ?? {},
    sheet,
    ...files,
    exif: exifLayer(exif),
    file: creationTime === null ? {} : { takenAt: creationTime },
    defaults,
  });
  const url = (name: string): string => mediaUrl(options.baseUrl, item.objectID, name);
  const title = meta.title ?? humanizeFileName(posix.basename(item.source));
  const creator = meta.creator ?? null;
  const license = officialLicense(meta.license ?? DEFAULT_LICENSE);
  const template =
    meta.credit ?? (creator ? '"{title}" by {creator}, {license}' : '"{title}", {license}');
  // The owner's EDTF `date` (sidecar, then folder) or the first time a layer gives.
  const dated = recordDateFields(sidecar, defaults.date, meta.takenAt ?? null);
  const gps = options.stripGps ? null : exif.gps;
  const geo = sidecar.geo !== undefined ? sidecar.geo : gps;
  const camera = meta.camera ?? null;
  const cameraPath = cameraPathOf(camera);
  const jpeg = image.renditions.find((r) => r.format === 'jpeg');
  const poster = jpeg ? url(jpeg.name) : url(image.name);
  const record: ItemRecord = {
    objectID: item.objectID,
    type: item.kind === 'image' ? 'photo' : 'video',
    title,
    description: meta.description ?? '',
    tags: [...new Set([...defaultTags, ...(meta.tags ?? [])])],
    creator,
    creators: meta.creators ?? splitCreators(creator),
    credit: fillCredit(template, { title, creator: creator ?? 'unknown', license: license.name }),
    license,
    reuse: reuseOf(license),
    ...dated,
    camera,
    ...(cameraPath ? { cameraPath } : {}),
    lens: meta.lens ?? null,
    exposure: meta.exposure ?? null,
    place: meta.place ?? null,
    ...(geo
      ? { _geoloc: geo, geoPrecision: sidecar.geo ? ('place' as const) : ('gps' as const) }
      : {}),
    orientation: orientationOf(image.width, image.height),
    colorName: nameColor(image.color),
    image: {
      src: url(image.name),
      width: image.width,
      height: image.height,
      color: image.color,
      placeholder: image.placeholder,
      renditions: image.renditions.map(({ format, width, height, name }) => ({
        format,
        width,
        height,
        url: url(name),
      })),
      ...(image.tiled ? { tileService: url(TILES_FOLDER) } : {}),
    },
  };
  const itemVideo = videoOf(item, video, url, poster);
  return {
    ...record,
    ...ownersFields(meta),
    ...(itemVideo ? { video: itemVideo } : {}),
    ...(sidecar.withheld ? { withheld: true as const } : {}),
  };
}

/** The record's optional fields from the owner's metadata, each only when given. */
function ownersFields(meta: MetadataLayer): Partial<ItemRecord> {
  const tagTree = tagTreeOf(meta.hierarchicalTags);
  const fields: Partial<ItemRecord> = {
    alt: meta.alt,
    altDetail: meta.altDetail,
    people: meta.people?.length ? meta.people : undefined,
    tagTree,
    copyrightNotice: meta.copyrightNotice,
    webStatement: meta.webStatement,
    rating: meta.rating,
    label: meta.label,
    languages: meta.languages,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function videoOf(
  item: PlannedItem,
  video: RecordInputs['video'],
  url: (name: string) => string,
  poster: string,
): ItemVideo | null {
  const durationSec = item.sidecar?.durationSec ?? video?.durationSec ?? null;
  if (item.kind === 'embed') {
    const embed = item.sidecar as EmbedSidecar;
    return { provider: embed.provider, id: embed.id, durationSec, poster };
  }
  if (item.kind !== 'video' || !video) return null;
  const sources = video.files.map((file) => ({
    url: url(file.name),
    type: contentTypeOf(file.name),
  }));
  return { provider: 'file', src: sources[0]?.url ?? '', sources, durationSec, poster };
}
