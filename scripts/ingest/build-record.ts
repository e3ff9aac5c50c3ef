import { posix } from 'node:path';
import { cameraPathOf, splitCreators } from '../../src/services/search/record-facets.ts';
import type { ItemRecord, ItemVideo, Orientation } from '../../src/types/item.ts';
import { nameColor } from './color-name.ts';
import { parseIsoDate, yearOf } from './dates.ts';
import type { ExifFacts } from './exif.ts';
import { DEFAULT_LICENSE } from './licenses.ts';
import { contentTypeOf } from './media-types.ts';
import { humanizeFileName } from './object-id.ts';
import { mediaUrl } from './outputs.ts';
import type { RenditionOutput, SourceOutput } from './outputs.ts';
import type { EmbedSidecar, Sidecar } from './sidecar-schema.ts';
import type { OutputOptions, PlannedItem } from './types.ts';

export interface RecordInputs {
  item: PlannedItem;
  options: OutputOptions;
  exif: ExifFacts;
  image: {
    name: string;
    width: number;
    height: number;
    color: string;
    placeholder: string;
    renditions: RenditionOutput[];
  };
  /** The clip and its alternate encodings, for file videos. */
  video: { files: SourceOutput[]; durationSec: number | null; creationTime: string | null } | null;
}

export function orientationOf(width: number, height: number): Orientation {
  if (Math.abs(width - height) <= 0.02 * Math.max(width, height)) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

/** Sidecar values win, then the folder defaults, then what the file itself says. */
function pick<K extends keyof Sidecar, T>(
  sidecar: Sidecar,
  key: K,
  fallback: T,
): Exclude<Sidecar[K], undefined> | T {
  const value = sidecar[key];
  return value === undefined ? fallback : (value as Exclude<Sidecar[K], undefined>);
}

export function fillCredit(template: string, values: Record<string, string>): string {
  return template.replace(/\{(title|creator|license)\}/g, (_, key: string) => values[key] ?? '');
}

export function buildRecord({ item, options, exif, image, video }: RecordInputs): ItemRecord {
  // The sheet's row is a layer below the sidecar: a field the sidecar gives wins whole.
  const sidecar: Sidecar = { ...item.sheet, ...item.sidecar };
  const defaults = item.defaults.defaults;
  const url = (name: string): string => mediaUrl(options.baseUrl, item.objectID, name);
  const title = sidecar.title ?? humanizeFileName(posix.basename(item.source));
  const creator = pick(sidecar, 'creator', defaults.creator ?? null);
  const license = sidecar.license ?? defaults.license ?? DEFAULT_LICENSE;
  const template =
    sidecar.credit ??
    defaults.credit ??
    (creator ? '"{title}" by {creator}, {license}' : '"{title}", {license}');
  const fallbackTime = video?.creationTime
    ? parseIsoDate(video.creationTime.replace(/\.\d+/, ''))
    : null;
  const takenAt = pick(sidecar, 'takenAt', exif.takenAt ?? fallbackTime);
  const gps = options.stripGps ? null : exif.gps;
  const geo = sidecar.geo !== undefined ? sidecar.geo : gps;
  const camera = pick(sidecar, 'camera', exif.camera);
  const cameraPath = cameraPathOf(camera);
  const jpeg = image.renditions.find((r) => r.format === 'jpeg');
  const poster = jpeg ? url(jpeg.name) : url(image.name);
  const record: ItemRecord = {
    objectID: item.objectID,
    type: item.kind === 'image' ? 'photo' : 'video',
    title,
    description: sidecar.description ?? '',
    tags: [...new Set([...(defaults.tags ?? []), ...(sidecar.tags ?? [])])],
    creator,
    creators: splitCreators(creator),
    credit: fillCredit(template, { title, creator: creator ?? 'unknown', license: license.name }),
    license,
    takenAt,
    year: yearOf(takenAt),
    camera,
    ...(cameraPath ? { cameraPath } : {}),
    lens: pick(sidecar, 'lens', exif.lens),
    exposure: pick(sidecar, 'exposure', exif.exposure),
    place: sidecar.place ?? null,
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
    },
  };
  const itemVideo = videoOf(item, video, url, poster);
  return itemVideo ? { ...record, video: itemVideo } : record;
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
